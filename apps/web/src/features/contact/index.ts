export { ContactPage } from './components/contact-page';
export {
  type ContactErrors,
  contactErrorsFromServer,
  validateContact,
} from './validation';
