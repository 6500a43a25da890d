export { RulesPage } from './components/rules-page';
