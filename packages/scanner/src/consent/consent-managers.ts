/**
 * A consent-management platform (CMP) as it shows itself in a page: its banner and the button that
 * accepts everything, as CSS selectors. Searched in the document and in every open shadow root
 * (Usercentrics and consentmanager render into one). Passed as data into the page, so that a new
 * platform is a new row, not new code.
 */
export interface ConsentManager {
  /** As reports name it (`PageConsent.banner`). */
  name: string;
  /** The banner or the dialog standing in for it (first layer, or a wall): the first one shown is it. */
  banner: string[];
  /**
   * Its accept-all button, searched inside the banner (and in the banner's shadow root); in that
   * order, the first shown one. When none is shown, a button named as in `ACCEPT_BUTTON_NAMES`.
   */
  accept: string[];
}

/*
 * The platforms seen most on German and European sites. Selectors as the vendors' markup has them,
 * checked against the rule sets of DuckDuckGo's autoconsent (rules/autoconsent/*.json, lib/cmps/*.ts)
 * and Consent-O-Matic (rules/*.json), CCM19's own documentation and Usercentrics' data-testids.
 * Never "accept selected" or "save" buttons: on a second layer those keep the choices as they are.
 */
export const CONSENT_MANAGERS: readonly ConsentManager[] = [
  {
    // Version 2 in the open shadow root of div#usercentrics-root, version 3 in that of
    // aside#usercentrics-cmp-ui, version 1 (Smart Data Protector) in #usercentrics-button.
    name: 'Usercentrics',
    banner: [
      '[data-testid="uc-default-banner"]',
      '[data-testid="uc-default-wall"]',
      '[data-testid="uc-banner-modal"]',
      '#uc-center-container',
      '#uc-main-dialog',
      '#usercentrics-button .uc-banner-wrapper',
    ],
    accept: [
      '[data-testid="uc-accept-all-button"]',
      'button#accept',
      'button.uc-accept-button',
      '#uc-btn-accept-banner',
    ],
  },
  {
    name: 'Cookiebot',
    banner: ['#CybotCookiebotDialog'],
    accept: [
      '#CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll',
      '#CybotCookiebotDialogBodyButtonAccept',
      '#CybotCookiebotDialogBodyLevelButtonAccept',
    ],
  },
  {
    name: 'OneTrust',
    banner: ['#onetrust-banner-sdk', '#onetrust-pc-sdk'],
    accept: ['#onetrust-accept-btn-handler', '#accept-recommended-btn-handler'],
  },
  {
    // Version 2: #BorlabsCookieBox with a bar or a box; version 3: a dialog component.
    name: 'Borlabs Cookie',
    banner: [
      '#BorlabsCookieBox ._brlbs-bar-wrap',
      '#BorlabsCookieBox ._brlbs-box-wrap',
      '.brlbs-cmpnt-dialog',
    ],
    accept: ['a[data-cookie-accept-all]', '.brlbs-btn-accept-all', '._brlbs-btn-accept-all'],
  },
  {
    // Newer versions inside the open shadow root of #cmpwrapper.
    name: 'consentmanager',
    banner: ['#cmpbox'],
    accept: ['.cmpboxbtnyes', '#cmpwelcomebtnyes a'],
  },
  {
    // Also its predecessor, the "GDPR Cookie Consent" (Cookie Law Info) plugin's bar.
    name: 'CookieYes',
    banner: ['.cky-consent-container', '#cookie-law-info-bar'],
    accept: ['[data-cky-tag="accept-button"]', '.cky-btn-accept', '[data-cli_action="accept"]'],
  },
  {
    name: 'Complianz',
    banner: ['#cmplz-cookiebanner-container .cmplz-cookiebanner', '.cmplz-cookiebanner'],
    accept: ['.cmplz-accept'],
  },
  {
    // The notice ("That's ok") or, with consent required first, the modal ("Accept all").
    name: 'Klaro',
    banner: ['.klaro .cookie-notice', '.klaro .cookie-modal'],
    accept: ['.cm-btn-accept-all', '.cookie-notice .cm-btn-success'],
  },
  {
    name: 'Didomi',
    banner: ['#didomi-notice', '#didomi-popup', '.didomi-popup-notice', '.didomi-notice-banner'],
    accept: ['#didomi-notice-agree-button'],
  },
  {
    name: 'Quantcast Choice',
    banner: ['#qc-cmp2-ui'],
    accept: ['.qc-cmp2-summary-buttons button[mode="primary"]'],
  },
  {
    name: 'iubenda',
    banner: ['#iubenda-cs-banner'],
    accept: ['.iubenda-cs-accept-btn'],
  },
  {
    name: 'Osano',
    banner: ['.osano-cm-dialog:not(.osano-cm-dialog--hidden)'],
    accept: ['.osano-cm-accept-all', '.osano-cm-accept'],
  },
  {
    // Osano's open-source banner (cookieconsent 3), on many small sites: "allow" when it asks,
    // "dismiss" ("Got it") when it only informs.
    name: 'Cookie Consent (Osano)',
    banner: ['.cc-window:not(.cc-invisible)'],
    accept: ['.cc-allow', '.cc-dismiss'],
  },
  {
    // The banner in the page; TrustArc's older pop-up sits in an iframe, out of reach.
    name: 'TrustArc',
    banner: ['#truste-consent-track'],
    accept: ['#truste-consent-button'],
  },
  {
    // Its ids are random: the container carries the attribute that exempts it from its own blocker,
    // and the accept button is found by its name.
    name: 'Real Cookie Banner',
    banner: ['div[consent-skip-blocker="1"][data-bg]'],
    accept: [],
  },
  {
    name: 'Shopify',
    banner: ['#shopify-pc__banner'],
    accept: ['#shopify-pc__banner__btn-accept'],
  },
  {
    // CCM19 refuses clicks a script simulates ("Manipulationsschutz"): Playwright's are real input.
    name: 'CCM19',
    banner: ['#ccm-widget', '.ccm-root .ccm-modal'],
    accept: [
      '.ccm--save-settings[data-full-consent="true"]',
      'button.ccm--button-primary[data-full-consent]',
    ],
  },
];

/**
 * Names of buttons that accept everything, in German and English, the most complete consent first
 * (a banner with "Alle akzeptieren" and "Akzeptieren" gets the first clicked). Compared whole,
 * ignoring case, spaces and a closing "!" or ".": "Auswahl akzeptieren" or "Nur notwendige
 * akzeptieren" never match.
 */
export const ACCEPT_BUTTON_NAMES: readonly string[] = [
  'Alle akzeptieren',
  'Alles akzeptieren',
  'Alle Cookies akzeptieren',
  'Allen zustimmen',
  'Alle zulassen',
  'Alle annehmen',
  'Alles annehmen',
  'Accept all',
  'Accept all cookies',
  'Allow all',
  'Allow all cookies',
  'Akzeptieren und schließen',
  'Accept and close',
  'Accept & close',
  'Akzeptieren',
  'Zustimmen',
  'Einverstanden',
  'Ich stimme zu',
  'Ich bin einverstanden',
  'Annehmen',
  'Accept',
  'Accept cookies',
  'Allow cookies',
  'I agree',
  'I accept',
  'Agree',
  'Got it',
  'OK',
  'Okay',
];

/** Words a banner's text has when it asks for consent (lower case; parts of words match). */
export const CONSENT_WORDS: readonly string[] = [
  'cookie',
  'datenschutz',
  'einwillig',
  'consent',
  'privacy',
  'dsgvo',
  'gdpr',
];
