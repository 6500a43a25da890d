export { AccessibilityPage } from './components/accessibility-page';
export { ImprintPage } from './components/imprint-page';
export { InfoPage } from './components/info-page';
export { PrivacyPage } from './components/privacy-page';
export type { InfoNamespace } from './info-content';
