export { ApiTokensSection } from './components/api-tokens-section';
