import { impactWord, impactWords } from '@klarsicht/report';
import type { Impact, Language, RuleCategory } from '@klarsicht/scanner';

/**
 * Every word of ours in the CLI's human-readable reports (text, and the messages of JUnit and
 * SARIF), German and English, chosen by `--lang`. Rule titles, failure summaries and BFSG notes
 * come translated with the findings; failure reasons from `failureReason` (@klarsicht/texts). What is
 * not ours stays as it came: addresses, selectors, rule ids, and a failure's technical detail.
 */
export interface ReportTexts {
  /** "3 pages": a count with its noun, singular or plural. */
  pages: (count: number) => string;
  rules: (count: number) => string;
  elements: (count: number) => string;
  violations: (count: number) => string;
  ruleChecks: (count: number) => string;
  /** Seconds with one decimal, as the language writes numbers. */
  seconds: (seconds: number) => string;
  reportTitle: (profile: string) => string;
  durationUnknown: string;
  scanFailed: string;
  /** Label of a failure's technical detail (the engine's or the browser's own words). */
  detail: string;
  pdfDocument: string;
  alsoAt: (urls: string) => string;
  notChecked: string;
  noViolations: string;
  needsReviewHeading: (count: number) => string;
  bestPracticeHeading: (count: number) => string;
  pageTally: (passed: number, inapplicable: number) => string;
  consent: {
    banner: string;
    here: string;
    repeated: string;
    accepted: string;
    notDismissed: string;
  };
  /** Impact labels, and the one for findings without an impact. */
  impacts: Record<Impact | 'unrated', string>;
  moreElements: (count: number) => string;
  summary: {
    heading: string;
    pages: string;
    violations: string;
    needsReview: string;
    bestPractice: string;
    passed: string;
    checked: (count: number) => string;
    notCheckable: (count: number) => string;
    none: string;
    bestPracticeNote: string;
    notApplicable: (count: number) => string;
  };
  /** The words of the JUnit and SARIF messages. */
  machine: {
    suiteName: (profile: string) => string;
    scanSuiteName: string;
    pageScanCase: string;
    scanCase: string;
    needsReview: string;
    impact: string;
    more: string;
    howToFix: string;
    elementsShown: (count: number, shown: number) => string;
    elementOnPage: (selector: string, url: string) => string;
    page: (url: string) => string;
  };
  rulesListing: (profileId: string, profile: string, rules: number, byCategory: string) => string;
  /** What a rule is, in `klarsicht rules`: English keeps the JSON's codes. */
  ruleCategories: Record<RuleCategory, string>;
  /** The report's one line on standard error, for CI logs, and where the report went. */
  outcome: {
    scanned: (pages: number, failed: number, violations: number, toReview: number) => string;
    /** `reason` ends with the failure code in brackets, for scripts. */
    scanFailed: (reason: string) => string;
    noPageChecked: (reason: string) => string;
    written: (format: string, file: string) => string;
  };
  /** The status line on a terminal's standard error while the scan runs. */
  progress: {
    starting: string;
    discovering: (url: string) => string;
    /** Before the first state of a recorded flow (--flow); `title` is the recording's. */
    replaying: (title: string) => string;
    scanning: (done: number, total: number) => string;
  };
  /**
   * A recorded flow (--flow): its title, and where it stopped. The step and the reason come from
   * `flowFailureText`, a page's state from `pageStateText` (@klarsicht/texts/flows).
   */
  flow: {
    /** Under the report's heading. */
    heading: (title: string, steps: number) => string;
    /** Before the reason it stopped, e.g. "Flow stopped: Step 3: …". */
    stopped: string;
    /** The page it stopped on. */
    onPage: (url: string) => string;
    /** States reached after the page budget was used up: replayed, not checked. */
    unchecked: (count: number) => string;
  };
  /** What the CLI says on standard error when something went wrong; `reason` is the engine's detail. */
  problems: {
    cannotStart: (reason: string) => string;
    cannotWrite: (target: string, reason: string) => string;
    /** The target of `cannotWrite` when the report went to standard output. */
    theReport: string;
    interrupted: string;
    closingFailed: (reason: string) => string;
  };
  /** The CI gate: a scan compared with a baseline (text report), and `klarsicht baseline create`. */
  baseline: {
    heading: (file: string, createdAt: string) => string;
    counts: (fresh: number, failing: number, impact: string, known: number, disappeared: number) => string;
    newHeading: (count: number) => string;
    disappearedHeading: (count: number) => string;
    notCheckedHeading: (count: number) => string;
    /** Where an issue about the whole page has no element. */
    wholePage: string;
    /** The line on standard error once a baseline is written; `file` is undefined for standard output. */
    written: (issues: number, pages: number, failed: number, file: string | undefined) => string;
  };
  /**
   * The Markdown summary (`--format markdown`, `--summary`). The values come in as Markdown already
   * (escaped, or in code spans): the texts add words, never values of their own.
   */
  markdown: {
    heading: Record<'passed' | 'failed' | 'error', string>;
    failing: (count: number, level: string, option: string) => string;
    failingNew: (count: number, level: string, option: string, file: string) => string;
    passing: (level: string, option: string) => string;
    passingNew: (level: string, option: string, file: string) => string;
    noPageChecked: string;
    scanned: (url: string, profile: string, checked: number, failed: number) => string;
    impact: string;
    issuesColumn: string;
    newColumn: string;
    total: string;
    rule: string;
    page: string;
    element: string;
    issues: (count: number) => string;
    newIssues: (count: number) => string;
    disappeared: (count: number) => string;
    notChecked: (count: number) => string;
    notCheckedNote: string;
    none: string;
    wholePage: string;
    more: (count: number) => string;
  };
  /** Scanning on a Klarsicht service (`--server`). */
  remote: {
    asking: (server: string, url: string) => string;
    scanning: (server: string, scanId: string) => string;
    waiting: string;
    fetching: string;
    /** Interrupted: the scan goes on at the service. */
    goesOn: (scanUrl: string) => string;
  };
}

const counted =
  (one: string, many: string) =>
  (count: number): string =>
    `${count} ${count === 1 ? one : many}`;

const GERMAN: ReportTexts = {
  pages: counted('Seite', 'Seiten'),
  rules: counted('Regel', 'Regeln'),
  elements: counted('Element', 'Elemente'),
  violations: counted('Verstoß', 'Verstöße'),
  ruleChecks: counted('Regelprüfung', 'Regelprüfungen'),
  seconds: (seconds) => `${seconds.toFixed(1).replace('.', ',')} s`,
  reportTitle: (profile) => `Klarsicht-Prüfbericht Barrierefreiheit — ${profile}`,
  durationUnknown: 'Dauer unbekannt',
  scanFailed: 'Prüfung fehlgeschlagen',
  detail: 'Technische Angabe',
  pdfDocument: 'PDF-Dokument',
  alsoAt: (urls) => `auch unter ${urls}`,
  notChecked: 'Nicht geprüft',
  noViolations: 'Keine Verstöße',
  needsReviewHeading: (count) =>
    `Manuell zu prüfen (${count}): nicht automatisch entscheidbar, bitte von Hand prüfen`,
  bestPracticeHeading: (count) =>
    `Bewährte Praxis (${count}): über die WCAG hinaus, nicht als Verstöße gezählt`,
  pageTally: (passed, inapplicable) =>
    `${counted('Regel', 'Regeln')(passed)} erfüllt, ${inapplicable} nicht anwendbar`,
  consent: {
    banner: 'Cookie-Banner',
    here: 'seine Befunde stehen bei dieser Seite',
    repeated: 'erneut angezeigt, seine Befunde stehen bei einer früheren Seite',
    accepted: 'akzeptiert',
    notDismissed: 'ließ sich nicht schließen',
  },
  impacts: { ...impactWords('de'), unrated: impactWord(null, 'de') },
  moreElements: (count) => `… und ${count} weitere`,
  summary: {
    heading: 'Zusammenfassung',
    pages: 'Seiten',
    violations: 'Verstöße',
    needsReview: 'Manuell zu prüfen',
    bestPractice: 'Bewährte Praxis',
    passed: 'Erfüllt',
    checked: (count) => `${count} geprüft`,
    notCheckable: (count) => `${count} nicht prüfbar`,
    none: 'keine',
    bestPracticeNote: 'über die WCAG hinaus, keine Verstöße',
    notApplicable: (count) => `${count} nicht anwendbar`,
  },
  machine: {
    suiteName: (profile) => `Klarsicht-Prüfung Barrierefreiheit (${profile})`,
    scanSuiteName: 'Klarsicht-Prüfung',
    pageScanCase: 'Prüfung der Seite',
    scanCase: 'Prüfung',
    needsReview: 'manuell zu prüfen',
    impact: 'Schweregrad',
    more: 'Mehr dazu',
    howToFix: 'So beheben Sie es',
    elementsShown: (count, shown) => `Elemente (${count}${shown < count ? `, die ersten ${shown}` : ''})`,
    elementOnPage: (selector, url) => `Element ${selector} auf ${url}.`,
    page: (url) => `Seite ${url}.`,
  },
  rulesListing: (profileId, profile, rules, byCategory) =>
    `Profil ${profileId} (${profile}): ${counted('Regel', 'Regeln')(rules)} (${byCategory})`,
  ruleCategories: { wcag: 'WCAG', 'best-practice': 'bewährte Praxis', bfsg: 'BFSG' },
  outcome: {
    scanned: (pages, failed, violations, toReview) =>
      `${counted('Seite', 'Seiten')(pages)} geprüft${failed > 0 ? `, ${failed} nicht prüfbar` : ''}: ${counted('Verstoß', 'Verstöße')(violations)}, ${toReview} manuell zu prüfen`,
    scanFailed: (reason) => `Prüfung fehlgeschlagen: ${reason}`,
    noPageChecked: (reason) =>
      `Prüfung fehlgeschlagen: Keine Seite konnte geprüft werden.${reason ? ` ${reason}` : ''}`,
    written: (format, file) => `${format.toUpperCase()}-Bericht geschrieben: ${file}`,
  },
  progress: {
    starting: 'Browser wird gestartet …',
    discovering: (url) => `Seiten werden gesucht, ab ${url} …`,
    replaying: (title) => `Ablauf „${title}“ wird abgespielt …`,
    scanning: (done, total) => `Prüfung: ${done}/${counted('Seite', 'Seiten')(total)}`,
  },
  flow: {
    heading: (title, steps) => `Ablauf „${title}“ · ${counted('Schritt', 'Schritte')(steps)}`,
    stopped: 'Ablauf abgebrochen',
    onPage: (url) => `Seite: ${url}`,
    unchecked: (count) =>
      `${counted('weiterer Zustand', 'weitere Zustände')(count)} abgespielt, aber nicht geprüft: Die Höchstzahl der Seiten war erreicht`,
  },
  problems: {
    cannotStart: (reason) => `Die Prüfung konnte nicht starten: ${reason}`,
    cannotWrite: (target, reason) => `${target} konnte nicht geschrieben werden: ${reason}`,
    theReport: 'Der Bericht',
    interrupted: 'abgebrochen',
    closingFailed: (reason) => `Warnung: Der Browser ließ sich nicht schließen: ${reason}`,
  },
  baseline: {
    heading: (file, createdAt) => `Vergleich mit der Baseline ${file} (erstellt ${createdAt})`,
    counts: (fresh, failing, impact, known, disappeared) =>
      `${counted('neue Barriere', 'neue Barrieren')(fresh)} (${failing} ab ${impact}), ${known} bereits in der Baseline, ${disappeared} nicht mehr gefunden`,
    newHeading: (count) => `Neu (${count})`,
    disappearedHeading: (count) => `Nicht mehr gefunden (${count})`,
    notCheckedHeading: (count) =>
      `Nicht geprüft (${count}): Barrieren der Baseline auf Seiten, die diese Prüfung nicht geprüft hat`,
    wholePage: '(ganze Seite)',
    written: (issues, pages, failed, file) =>
      `Baseline mit ${counted('Barriere', 'Barrieren')(issues)} von ${counted('Seite', 'Seiten')(pages)}${failed > 0 ? ` (${failed} nicht prüfbar, ihre Barrieren fehlen)` : ''}${file === undefined ? '' : ` geschrieben: ${file}`}`,
  },
  markdown: {
    heading: {
      passed: 'Klarsicht: Prüfung der Barrierefreiheit bestanden',
      failed: 'Klarsicht: Prüfung der Barrierefreiheit nicht bestanden',
      error: 'Klarsicht: Prüfung fehlgeschlagen',
    },
    failing: (count, level, option) =>
      `${counted('Barriere', 'Barrieren')(count)} ab ${level} gefunden (${option}).`,
    failingNew: (count, level, option, file) =>
      `${counted('neue Barriere', 'neue Barrieren')(count)} ab ${level} gegenüber der Baseline ${file} (${option}).`,
    passing: (level, option) => `Keine Barrieren ab ${level} (${option}).`,
    passingNew: (level, option, file) =>
      `Keine neuen Barrieren ab ${level} gegenüber der Baseline ${file} (${option}).`,
    noPageChecked: 'Keine Seite konnte geprüft werden.',
    scanned: (url, profile, checked, failed) =>
      `${url} · ${profile} · ${counted('Seite', 'Seiten')(checked)} geprüft${failed > 0 ? `, ${failed} nicht prüfbar` : ''}`,
    impact: 'Schweregrad',
    issuesColumn: 'Barrieren',
    newColumn: 'Neu',
    total: 'Gesamt',
    rule: 'Regel',
    page: 'Seite',
    element: 'Element',
    issues: (count) => `Barrieren (${count})`,
    newIssues: (count) => `Neue Barrieren (${count})`,
    disappeared: (count) => `Seit der Baseline nicht mehr gefunden (${count})`,
    notChecked: (count) => `Nicht geprüft (${count})`,
    notCheckedNote:
      'Barrieren der Baseline auf Seiten, die diese Prüfung nicht geprüft hat; sie gelten nicht als behoben.',
    none: 'Keine.',
    wholePage: '(ganze Seite)',
    more: (count) => `… und ${count} weitere`,
  },
  remote: {
    asking: (server, url) => `${server} wird gebeten, ${url} zu prüfen …`,
    scanning: (server, scanId) => `Prüfung läuft auf ${server} (Prüfung ${scanId})`,
    waiting: 'Warten, bis der Dienst die Prüfung beginnt …',
    fetching: 'Ergebnisse werden abgerufen …',
    goesOn: (scanUrl) => `abgebrochen; die Prüfung läuft weiter: ${scanUrl}`,
  },
};

const ENGLISH: ReportTexts = {
  pages: counted('page', 'pages'),
  rules: counted('rule', 'rules'),
  elements: counted('element', 'elements'),
  violations: counted('violation', 'violations'),
  ruleChecks: counted('rule check', 'rule checks'),
  seconds: (seconds) => `${seconds.toFixed(1)} s`,
  reportTitle: (profile) => `Klarsicht accessibility report — ${profile}`,
  durationUnknown: 'duration unknown',
  scanFailed: 'Scan failed',
  detail: 'Detail',
  pdfDocument: 'PDF document',
  alsoAt: (urls) => `also at ${urls}`,
  notChecked: 'Not checked',
  noViolations: 'No violations',
  needsReviewHeading: (count) => `Needs review (${count}): not decidable automatically, check by hand`,
  bestPracticeHeading: (count) => `Best practice (${count}): beyond WCAG, not counted as violations`,
  pageTally: (passed, inapplicable) =>
    `${counted('rule', 'rules')(passed)} passed, ${inapplicable} not applicable`,
  consent: {
    banner: 'consent banner',
    here: 'its findings are here',
    repeated: 'shown again, its findings are on an earlier page',
    accepted: 'accepted',
    notDismissed: 'could not be dismissed',
  },
  impacts: { ...impactWords('en'), unrated: impactWord(null, 'en') },
  moreElements: (count) => `… and ${count} more`,
  summary: {
    heading: 'Summary',
    pages: 'Pages',
    violations: 'Violations',
    needsReview: 'Needs review',
    bestPractice: 'Best practice',
    passed: 'Passed',
    checked: (count) => `${count} checked`,
    notCheckable: (count) => `${count} could not be checked`,
    none: 'none',
    bestPracticeNote: 'beyond WCAG, not violations',
    notApplicable: (count) => `${count} not applicable`,
  },
  machine: {
    suiteName: (profile) => `Klarsicht accessibility scan (${profile})`,
    scanSuiteName: 'Klarsicht scan',
    pageScanCase: 'page scan',
    scanCase: 'scan',
    needsReview: 'needs review',
    impact: 'Impact',
    more: 'More',
    howToFix: 'How to fix',
    elementsShown: (count, shown) => `Elements (${count}${shown < count ? `, first ${shown} shown` : ''})`,
    elementOnPage: (selector, url) => `Element ${selector} on ${url}.`,
    page: (url) => `Page ${url}.`,
  },
  rulesListing: (profileId, profile, rules, byCategory) =>
    `Profile ${profileId} (${profile}): ${counted('rule', 'rules')(rules)} (${byCategory})`,
  ruleCategories: { wcag: 'wcag', 'best-practice': 'best-practice', bfsg: 'bfsg' },
  outcome: {
    scanned: (pages, failed, violations, toReview) =>
      `${counted('page', 'pages')(pages)} scanned${failed > 0 ? `, ${failed} failed` : ''}: ${counted('violation', 'violations')(violations)}, ${toReview} to review`,
    scanFailed: (reason) => `scan failed: ${reason}`,
    noPageChecked: (reason) => `scan failed: no page could be checked.${reason ? ` ${reason}` : ''}`,
    written: (format, file) => `${format} report written to ${file}`,
  },
  progress: {
    starting: 'Starting the browser…',
    discovering: (url) => `Discovering pages from ${url}…`,
    replaying: (title) => `Replaying the flow "${title}"…`,
    scanning: (done, total) => `Scanning: ${done}/${counted('page', 'pages')(total)}`,
  },
  flow: {
    heading: (title, steps) => `Flow "${title}" · ${counted('step', 'steps')(steps)}`,
    stopped: 'Flow stopped',
    onPage: (url) => `page: ${url}`,
    unchecked: (count) =>
      `${counted('more state', 'more states')(count)} replayed but not checked: the page budget was used up`,
  },
  problems: {
    cannotStart: (reason) => `could not start the scanner: ${reason}`,
    cannotWrite: (target, reason) => `could not write ${target}: ${reason}`,
    theReport: 'the report',
    interrupted: 'interrupted',
    closingFailed: (reason) => `warning: closing the browser failed: ${reason}`,
  },
  baseline: {
    heading: (file, createdAt) => `Compared with the baseline ${file} (created ${createdAt})`,
    counts: (fresh, failing, impact, known, disappeared) =>
      `${fresh} new ${fresh === 1 ? 'issue' : 'issues'} (${failing} at or above ${impact}), ${known} already in the baseline, ${disappeared} disappeared`,
    newHeading: (count) => `New (${count})`,
    disappearedHeading: (count) => `Disappeared (${count})`,
    notCheckedHeading: (count) => `Not checked (${count}): baseline issues on pages this scan did not check`,
    wholePage: '(whole page)',
    written: (issues, pages, failed, file) =>
      `baseline of ${counted('issue', 'issues')(issues)} on ${counted('page', 'pages')(pages)}${failed > 0 ? ` (${failed} could not be checked, their issues are missing)` : ''}${file === undefined ? '' : ` written to ${file}`}`,
  },
  markdown: {
    heading: {
      passed: 'Klarsicht: accessibility check passed',
      failed: 'Klarsicht: accessibility check failed',
      error: 'Klarsicht: the scan failed',
    },
    failing: (count, level, option) =>
      `${counted('issue', 'issues')(count)} at or above ${level} (${option}).`,
    failingNew: (count, level, option, file) =>
      `${counted('new issue', 'new issues')(count)} at or above ${level} compared with the baseline ${file} (${option}).`,
    passing: (level, option) => `No issues at or above ${level} (${option}).`,
    passingNew: (level, option, file) =>
      `No new issues at or above ${level} compared with the baseline ${file} (${option}).`,
    noPageChecked: 'No page could be checked.',
    scanned: (url, profile, checked, failed) =>
      `${url} · ${profile} · ${counted('page', 'pages')(checked)} checked${failed > 0 ? `, ${failed} could not be checked` : ''}`,
    impact: 'Impact',
    issuesColumn: 'Issues',
    newColumn: 'New',
    total: 'Total',
    rule: 'Rule',
    page: 'Page',
    element: 'Element',
    issues: (count) => `Issues (${count})`,
    newIssues: (count) => `New issues (${count})`,
    disappeared: (count) => `Disappeared since the baseline (${count})`,
    notChecked: (count) => `Not checked (${count})`,
    notCheckedNote: 'Baseline issues on pages this scan did not check; they are not counted as fixed.',
    none: 'None.',
    wholePage: '(whole page)',
    more: (count) => `… and ${count} more`,
  },
  remote: {
    asking: (server, url) => `Asking ${server} to scan ${url}…`,
    scanning: (server, scanId) => `scanning on ${server} (scan ${scanId})`,
    waiting: 'Waiting for the service to start the scan…',
    fetching: 'Fetching the results…',
    goesOn: (scanUrl) => `interrupted; the scan goes on at ${scanUrl}`,
  },
};

export const REPORT_TEXTS: Record<Language, ReportTexts> = { de: GERMAN, en: ENGLISH };
