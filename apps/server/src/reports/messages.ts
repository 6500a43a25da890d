import type { FailureCode, Impact, ProfileId, ReportLanguage, ReportPrinciple } from '@klarsicht/contracts';
import { acceptedLanguage, DEFAULT_LANGUAGE, fill } from '../i18n/language.js';

/** The report's texts (PDF and CSV), German (default) and English. Rule texts stay the engine's. */

const de = {
  documentTitle: 'Barrierefreiheitsbericht',
  subtitle: 'Automatisierte Prüfung nach WCAG, EN 301 549 und BFSG',
  site: 'Website',
  startUrl: 'Start-URL',
  date: 'Datum der Prüfung',
  profile: 'Prüfprofil',
  scope: 'Umfang',
  scopePage: 'Einzelne Seite',
  scopeSite: 'Ganze Website',
  status: 'Status',
  statusFailed: 'Die Prüfung ist fehlgeschlagen: {reason}',
  pagesScanned: 'Geprüfte Seiten',
  pagesFailed: 'Nicht prüfbare Seiten',
  summaryTitle: 'Zusammenfassung',
  violatedRules: 'Verletzte Regeln',
  affectedNodes: 'Betroffene Elemente',
  needsReviewCount: 'Manuell zu prüfen',
  byImpactTitle: 'Verstöße nach Schweregrad',
  byPrincipleTitle: 'Verstöße nach WCAG-Prinzip',
  rulesColumn: 'Regeln',
  findingsColumn: 'Fundstellen (Regel × Seite)',
  impactColumn: 'Schweregrad',
  principleColumn: 'Prinzip',
  legalTitle: 'Rechtlicher Rahmen',
  legalBfsg:
    'Das Barrierefreiheitsstärkungsgesetz (BFSG) setzt den European Accessibility Act (EAA, Richtlinie (EU) 2019/882) in deutsches Recht um. Seit dem 28. Juni 2025 müssen Produkte und Dienstleistungen im elektronischen Geschäftsverkehr – etwa Online-Shops, Buchungs- und Bankdienste – barrierefrei sein.',
  legalEn301549:
    'Als technischer Maßstab gilt die europäische Norm EN 301 549. Ihr Abschnitt 9 übernimmt für Webinhalte die Erfolgskriterien der WCAG 2.1 auf den Stufen A und AA: Jedes WCAG-Kriterium 1.x.y entspricht dort dem Abschnitt 9.1.x.y (Beispiel: WCAG 1.1.1 → EN 301 549 9.1.1.1).',
  legalLimits:
    'Automatisierte Tests finden nur etwa 30–40 % aller Barrieren. Dieser Bericht ersetzt keine manuelle Prüfung und keine Erklärung zur Barrierefreiheit; Punkte unter „Manuell zu prüfen“ muss ein Mensch beurteilen.',
  violationsTitle: 'Verstöße nach WCAG-Prinzip',
  noViolations: 'Die automatisierte Prüfung hat keine Verstöße gefunden.',
  wcagCriteria: 'WCAG-Erfolgskriterien',
  en301549: 'EN 301 549',
  bfsg: 'BFSG',
  none: '–',
  howToFix: 'So beheben Sie es',
  affectedPages: 'Betroffene Seiten',
  elementsOnPage: '{count} Element(e)',
  moreNodes: '… und {count} weitere',
  learnMore: 'Mehr erfahren',
  selector: 'Selektor',
  needsReviewTitle: 'Manuell zu prüfen',
  needsReviewIntro:
    'Diese Punkte konnte die automatisierte Prüfung nicht entscheiden. Sie sind keine Fehler, bis eine Person sie geprüft hat.',
  noNeedsReview: 'Keine Punkte zur manuellen Prüfung.',
  pagesTitle: 'Geprüfte Seiten',
  pageError: 'Nicht geprüft: {reason}',
  httpStatus: 'HTTP-Status {status}',
  failureReasons: {
    invalid_url: 'Die Adresse ist keine gültige Webadresse.',
    dns: 'Den Domainnamen gibt es nicht, oder er konnte nicht aufgelöst werden.',
    unreachable:
      'Die Website war nicht erreichbar: Unter der Adresse hat nichts geantwortet, oder die Verbindung brach ab.',
    timeout: 'Die Website hat nicht rechtzeitig geantwortet.',
    http_error: 'Die Website hat keine Webseite geliefert, sondern einen Fehler oder eine Datei.',
    blocked_robots: 'Die robots.txt der Website untersagt automatisierte Prüfungen.',
    blocked_bot_protection:
      'Die Website hat die Prüfung blockiert, etwa durch ein Captcha oder einen Bot-Schutz.',
    private_address:
      'Die Adresse führt in ein privates oder internes Netz; aus Sicherheitsgründen werden nur öffentlich erreichbare Websites geprüft.',
    internal: 'Bei der Prüfung ist bei Klarsicht ein Fehler aufgetreten, nicht bei der Website.',
  },
  generatedAt: 'Erstellt am {date} mit Klarsicht',
  footer: 'Seite {page} von {pages}',
  impacts: { critical: 'Kritisch', serious: 'Schwerwiegend', moderate: 'Mittel', minor: 'Gering' },
  noImpact: 'Ohne Einstufung',
  principles: {
    perceivable: '1 Wahrnehmbar',
    operable: '2 Bedienbar',
    understandable: '3 Verständlich',
    robust: '4 Robust',
    other: 'Best Practices und Sonstiges',
  },
  categories: { violations: 'Verstoß', incomplete: 'Manuell zu prüfen' },
  csv: {
    category: 'Kategorie',
    rule: 'Regel',
    impact: 'Schweregrad',
    principle: 'WCAG-Prinzip',
    wcag: 'WCAG-Kriterien',
    level: 'Stufe',
    en301549: 'EN 301 549',
    bfsg: 'BFSG',
    pageUrl: 'Seiten-URL',
    selector: 'Selektor',
    html: 'HTML',
    failureSummary: 'Fehlerbeschreibung',
    help: 'Hilfe',
    helpUrl: 'Hilfe-URL',
  },
};

export type ReportMessages = typeof de & {
  failureReasons: Record<FailureCode, string>;
  impacts: Record<Impact, string>;
  principles: Record<ReportPrinciple, string>;
};

const en: ReportMessages = {
  documentTitle: 'Accessibility report',
  subtitle: 'Automated check against WCAG, EN 301 549 and the BFSG',
  site: 'Website',
  startUrl: 'Start URL',
  date: 'Date of the check',
  profile: 'Profile',
  scope: 'Scope',
  scopePage: 'Single page',
  scopeSite: 'Whole site',
  status: 'Status',
  statusFailed: 'The scan failed: {reason}',
  pagesScanned: 'Pages scanned',
  pagesFailed: 'Pages that could not be checked',
  summaryTitle: 'Summary',
  violatedRules: 'Violated rules',
  affectedNodes: 'Affected elements',
  needsReviewCount: 'Needs review',
  byImpactTitle: 'Violations by impact',
  byPrincipleTitle: 'Violations by WCAG principle',
  rulesColumn: 'Rules',
  findingsColumn: 'Findings (rule × page)',
  impactColumn: 'Impact',
  principleColumn: 'Principle',
  legalTitle: 'Legal context',
  legalBfsg:
    "Germany's Barrierefreiheitsstärkungsgesetz (BFSG) transposes the European Accessibility Act (EAA, Directive (EU) 2019/882). Since 28 June 2025 products and services in electronic commerce — such as online shops, booking and banking services — must be accessible.",
  legalEn301549:
    'The technical yardstick is the European standard EN 301 549. For web content its clause 9 adopts the WCAG 2.1 success criteria at levels A and AA: each WCAG criterion 1.x.y is clause 9.1.x.y there (for example WCAG 1.1.1 → EN 301 549 9.1.1.1).',
  legalLimits:
    'Automated tests find only about 30–40 % of all accessibility problems. This report does not replace a manual audit or an accessibility statement; items under "Needs review" must be judged by a person.',
  violationsTitle: 'Violations by WCAG principle',
  noViolations: 'The automated check found no violations.',
  wcagCriteria: 'WCAG success criteria',
  en301549: 'EN 301 549',
  bfsg: 'BFSG',
  none: '–',
  howToFix: 'How to fix it',
  affectedPages: 'Affected pages',
  elementsOnPage: '{count} element(s)',
  moreNodes: '… and {count} more',
  learnMore: 'Learn more',
  selector: 'Selector',
  needsReviewTitle: 'Needs review',
  needsReviewIntro:
    'The automated check could not decide these items. They are not errors until a person has reviewed them.',
  noNeedsReview: 'Nothing needs review.',
  pagesTitle: 'Pages scanned',
  pageError: 'Not checked: {reason}',
  httpStatus: 'HTTP status {status}',
  failureReasons: {
    invalid_url: 'The address is not a valid web address.',
    dns: 'The domain name does not exist or could not be resolved.',
    unreachable:
      'The website could not be reached: nothing answered at the address, or the connection broke off.',
    timeout: 'The website did not respond in time.',
    http_error: 'The website did not deliver a web page but an error or a file.',
    blocked_robots: "The website's robots.txt does not allow automated checks.",
    blocked_bot_protection: 'The website blocked the check, for example with a captcha or bot protection.',
    private_address:
      'The address leads into a private or internal network; for security reasons only publicly reachable websites are checked.',
    internal: 'Something went wrong in Klarsicht during the check, not on the website.',
  },
  generatedAt: 'Generated on {date} by Klarsicht',
  footer: 'Page {page} of {pages}',
  impacts: { critical: 'Critical', serious: 'Serious', moderate: 'Moderate', minor: 'Minor' },
  noImpact: 'Unrated',
  principles: {
    perceivable: '1 Perceivable',
    operable: '2 Operable',
    understandable: '3 Understandable',
    robust: '4 Robust',
    other: 'Best practices and other',
  },
  categories: { violations: 'Violation', incomplete: 'Needs review' },
  csv: {
    category: 'Category',
    rule: 'Rule',
    impact: 'Impact',
    principle: 'WCAG principle',
    wcag: 'WCAG criteria',
    level: 'Level',
    en301549: 'EN 301 549',
    bfsg: 'BFSG',
    pageUrl: 'Page URL',
    selector: 'Selector',
    html: 'HTML',
    failureSummary: 'Failure summary',
    help: 'Help',
    helpUrl: 'Help URL',
  },
};

export const REPORT_MESSAGES: Record<ReportLanguage, ReportMessages> = { de, en };

export const PROFILE_NAMES: Record<ProfileId, string> = {
  wcag21aa: 'WCAG 2.1 A/AA',
  bfsg: 'EN 301 549 / BFSG (WCAG 2.1 A/AA)',
  wcag22aa: 'WCAG 2.2 A/AA',
  wcag22aaa: 'WCAG 2.2 A/AA/AAA',
};

/** A failure as the report's reader understands it: the cause in words (the engine's English detail is left out). */
export function failureText(m: ReportMessages, failure: { code: FailureCode; status?: number }): string {
  const status =
    failure.code === 'http_error' && failure.status
      ? ` (${fill(m.httpStatus, { status: failure.status })})`
      : '';
  return `${m.failureReasons[failure.code]}${status}`;
}

/** `?lang` wins; else the first supported Accept-Language entry by weight; German by default. */
export function pickReportLanguage(
  lang: ReportLanguage | undefined,
  acceptLanguage: string | undefined,
): ReportLanguage {
  return lang ?? acceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
