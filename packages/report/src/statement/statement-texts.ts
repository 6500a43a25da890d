import type { OverallConformance } from '../conformance/conformance.js';
import type { Language, ProfileId } from '../report-types.js';

/**
 * The fixed wording of an accessibility statement, German and English. Legal references in German
 * citation form in German, and as English texts cite German statutes in English. Placeholders in
 * braces are filled by the statement document.
 */
export interface StatementTexts {
  title: string;
  intro: string;
  legalBasis: string;
  serviceHeading: string;
  operationHeading: string;
  statusHeading: string;
  status: Record<OverallConformance, string>;
  standardNames: Record<ProfileId, string>;
  /** The standard of a statement that follows EN 301 549 as a whole. */
  standardWhole: string;
  /** A failed EN 301 549 requirement outside chapter 9, as the statement lists it. */
  barrierClause: string;
  measuresLead: string;
  barriersHeading: string;
  barriersLead: string;
  barrierCriterion: string;
  /** Why a barrier is accepted for now (decision 029), after its description. */
  acceptedThirdParty: string;
  acceptedBurden: string;
  acceptedPlanned: string;
  alternativesLead: string;
  preparationHeading: string;
  prepared: string;
  evaluationBoth: string;
  evaluationScanOnly: string;
  evaluationManualOnly: string;
  evaluationNone: string;
  countsLead: string;
  countByPerson: string;
  countByScan: string;
  countUntested: string;
  /** For versions published before the counts were told apart: decided, by whoever. */
  countDecided: string;
  feedbackHeading: string;
  feedbackLead: string;
  email: string;
  phone: string;
  address: string;
  authorityHeading: string;
  authorityLead: string;
  authorityRequest: string;
  conciliationHeading: string;
  conciliationLead: string;
  generator: string;
  /** The public page's skip link to the statement, and the name of its language switch. */
  skipToStatement: string;
  languageNav: string;
  earlierVersions: string;
  versionOf: string;
  dateLocale: string;
}

export const STATEMENT_TEXTS: Readonly<Record<Language, StatementTexts>> = {
  de: {
    title: 'Erklärung zur Barrierefreiheit',
    intro:
      '{organisation} ist bestrebt, {service} barrierefrei zugänglich zu machen. Diese Erklärung gilt für {url}.',
    legalBasis: 'Sie enthält die Informationen nach § 14 BFSG i. V. m. Anlage 3 zum BFSG.',
    serviceHeading: 'Die Dienstleistung',
    operationHeading: 'So funktioniert die Dienstleistung',
    statusHeading: 'Stand der Vereinbarkeit mit den Anforderungen',
    status: {
      full: 'Diese Website ist mit den Anforderungen der {standard} vollständig vereinbar.',
      partial:
        'Diese Website ist mit den Anforderungen der {standard} teilweise vereinbar. Die Unvereinbarkeiten sind unten aufgeführt.',
      none: 'Diese Website ist mit den Anforderungen der {standard} nicht vereinbar. Die Unvereinbarkeiten sind unten aufgeführt.',
      'not-evaluated':
        'Die Vereinbarkeit dieser Website mit den Anforderungen der {standard} ist noch nicht vollständig bewertet, weil noch nicht alle Erfolgskriterien geprüft sind. Unvereinbarkeiten wurden bisher nicht festgestellt.',
    },
    standardNames: {
      wcag21aa: 'WCAG 2.1 (Stufen A und AA)',
      bfsg: 'EN 301 549 V3.2.1, Abschnitt 9 (WCAG 2.1, Stufen A und AA)',
      wcag22aa: 'WCAG 2.2 (Stufen A und AA)',
      wcag22aaa: 'WCAG 2.2 (Stufen A, AA und AAA)',
    },
    standardWhole:
      'EN 301 549 V{version}: Abschnitt 9 ({wcag}, Stufen A und AA) und die Anforderungen der übrigen Kapitel, soweit der Dienst bietet, was sie voraussetzen',
    barrierClause: 'Die Anforderung „{title}“ der EN 301 549 (Abschnitt {id}) ist nicht erfüllt.',
    measuresLead: 'Was wir außerdem für die Barrierefreiheit tun:',
    barriersHeading: 'Nicht barrierefreie Inhalte',
    barriersLead: 'Die folgenden Inhalte sind nicht oder nicht vollständig barrierefrei:',
    barrierCriterion: 'WCAG-Erfolgskriterium {id} „{title}“',
    acceptedThirdParty:
      'Es handelt sich um Inhalte Dritter, die wir nicht selbst bereitstellen oder beeinflussen.',
    acceptedBurden:
      'Eine barrierefreie Gestaltung würde eine unverhältnismäßige Belastung im Sinne des § 17 BFSG bedeuten (Beurteilung vom {date}).',
    acceptedPlanned: 'Die Behebung ist bis zum {date} geplant.',
    alternativesLead: 'Diese Alternativen bieten wir an:',
    preparationHeading: 'Erstellung dieser Erklärung',
    prepared: 'Diese Erklärung wurde am {preparedOn} erstellt und am {publishedAt} veröffentlicht.',
    evaluationBoth:
      'Die Bewertung beruht auf einer automatisierten Prüfung von {pages} Seiten am {scanDate} und auf der Prüfung durch eine Person, zuletzt am {manualDate}.',
    evaluationScanOnly:
      'Die Bewertung beruht auf einer automatisierten Prüfung von {pages} Seiten am {scanDate}. Eine Prüfung durch eine Person steht noch aus.',
    evaluationManualOnly: 'Die Bewertung beruht auf der Prüfung durch eine Person, zuletzt am {manualDate}.',
    evaluationNone: 'Eine Bewertung liegt noch nicht vor.',
    countsLead: 'Stand der Prüfung der {total} Erfolgskriterien:',
    countByPerson: 'durch eine Person geprüft und bewertet: {count}',
    countByScan:
      'durch die automatisierte Prüfung als nicht erfüllt festgestellt, ohne Prüfung durch eine Person: {count}',
    countUntested: 'noch nicht geprüft: {count}',
    countDecided: 'bewertet, durch eine Person oder die automatisierte Prüfung: {count}',
    feedbackHeading: 'Feedback und Kontakt',
    feedbackLead:
      'Sind Ihnen Barrieren aufgefallen, oder benötigen Sie Informationen in einer barrierefreien Form? Dann wenden Sie sich bitte an:',
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Anschrift',
    authorityHeading: 'Marktüberwachungsbehörde',
    authorityLead: 'Zuständig für die Marktüberwachung dieser Dienstleistung ist die',
    authorityRequest:
      'Verbraucherinnen und Verbraucher können bei ihr beantragen, dass sie Maßnahmen nach dem BFSG ergreift (§ 32 BFSG).',
    conciliationHeading: 'Schlichtungsverfahren',
    conciliationLead:
      'Bei Streitigkeiten über die Barrierefreiheit können Sie bei der Schlichtungsstelle nach § 16 BGG einen Antrag auf Einleitung eines Schlichtungsverfahrens stellen (§ 34 BFSG):',
    generator: 'Erstellt mit Klarsicht',
    skipToStatement: 'Zur Erklärung springen',
    languageNav: 'Sprache',
    earlierVersions: 'Frühere Fassungen',
    versionOf: 'Fassung vom {date}',
    dateLocale: 'de-DE',
  },
  en: {
    title: 'Accessibility statement',
    intro: '{organisation} is committed to making {service} accessible. This statement applies to {url}.',
    legalBasis:
      'It contains the information required by Section 14 of the Accessibility Strengthening Act (BFSG) in conjunction with Annex 3 BFSG.',
    serviceHeading: 'The service',
    operationHeading: 'How the service works',
    statusHeading: 'Compliance status',
    status: {
      full: 'This website is fully compliant with the requirements of {standard}.',
      partial:
        'This website is partially compliant with the requirements of {standard}. The non-compliances are listed below.',
      none: 'This website is not compliant with the requirements of {standard}. The non-compliances are listed below.',
      'not-evaluated':
        'The compliance of this website with the requirements of {standard} has not yet been fully evaluated, because not all success criteria have been checked yet. No non-compliance has been found so far.',
    },
    standardNames: {
      wcag21aa: 'WCAG 2.1 (levels A and AA)',
      bfsg: 'EN 301 549 V3.2.1, clause 9 (WCAG 2.1, levels A and AA)',
      wcag22aa: 'WCAG 2.2 (levels A and AA)',
      wcag22aaa: 'WCAG 2.2 (levels A, AA and AAA)',
    },
    standardWhole:
      'EN 301 549 V{version}: clause 9 ({wcag}, levels A and AA) and the requirements of the other chapters where the service offers what they presuppose',
    barrierClause: 'The requirement “{title}” of EN 301 549 (clause {id}) is not met.',
    measuresLead: 'What we also do for accessibility:',
    barriersHeading: 'Non-accessible content',
    barriersLead: 'The following content is not accessible or not fully accessible:',
    barrierCriterion: 'WCAG success criterion {id} “{title}”',
    acceptedThirdParty: 'This is third-party content that we neither provide nor control.',
    acceptedBurden:
      'Making it accessible would impose a disproportionate burden within the meaning of section 17 BFSG (assessed on {date}).',
    acceptedPlanned: 'A fix is planned by {date}.',
    alternativesLead: 'We offer these alternatives:',
    preparationHeading: 'Preparation of this statement',
    prepared: 'This statement was prepared on {preparedOn} and published on {publishedAt}.',
    evaluationBoth:
      'The evaluation rests on an automated check of {pages} pages on {scanDate} and on a check by a person, most recently on {manualDate}.',
    evaluationScanOnly:
      'The evaluation rests on an automated check of {pages} pages on {scanDate}. A check by a person is still to come.',
    evaluationManualOnly: 'The evaluation rests on a check by a person, most recently on {manualDate}.',
    evaluationNone: 'No evaluation has been made yet.',
    countsLead: 'Status of the check of the {total} success criteria:',
    countByPerson: 'checked and assessed by a person: {count}',
    countByScan: 'found not met by the automated test, without a check by a person: {count}',
    countUntested: 'not yet checked: {count}',
    countDecided: 'assessed, by a person or by the automated test: {count}',
    feedbackHeading: 'Feedback and contact',
    feedbackLead:
      'Have you come across a barrier, or do you need information in an accessible form? Please contact:',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    authorityHeading: 'Market surveillance authority',
    authorityLead: 'The authority responsible for the market surveillance of this service is the',
    authorityRequest: 'Consumers can apply to it to take measures under the BFSG (Section 32 BFSG).',
    conciliationHeading: 'Conciliation',
    conciliationLead:
      'In a dispute about accessibility, you can apply for conciliation proceedings at the conciliation body under Section 16 BGG (Section 34 BFSG):',
    generator: 'Made with Klarsicht',
    skipToStatement: 'Skip to the statement',
    languageNav: 'Language',
    earlierVersions: 'Earlier versions',
    versionOf: 'Version of {date}',
    dateLocale: 'en-GB',
  },
};
