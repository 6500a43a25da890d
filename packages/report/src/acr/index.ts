export type { AcrComponent } from './acr-catalog.js';
export {
  type AcrDocument,
  type AcrInput,
  type AcrReport,
  type AcrRequirement,
  type AcrRow,
  type AcrTable,
  acrDocument,
  acrLevelLabel,
  acrRemarks,
  type OpenAcrPlace,
} from './acr-document.js';
export {
  ACR_EDITION_STANDARDS,
  ACR_EDITIONS,
  ACR_STANDARDS,
  type AcrEdition,
  type AcrStandard,
  openAcrCatalog,
} from './acr-editions.js';
export { ACR_LEVELS, type AcrLevel, type AcrLevelEvidence, acrLevel } from './acr-levels.js';
export { ACR_LEVEL_LABELS, ACR_TEXTS, type AcrTexts } from './acr-texts.js';
