export { FreeCheck } from './components/free-check';
export { checkUrlInput, MAX_URL_LENGTH, type UrlCheck, type UrlProblem } from './url-input';
