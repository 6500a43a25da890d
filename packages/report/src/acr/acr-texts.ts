import type { PluralText } from '../fill.js';
import type { Language, WcagLevel } from '../report-types.js';
import type { AcrEdition, Section508Chapter } from './acr-editions.js';
import type { AcrLevel } from './acr-levels.js';

/*
 * The wording of an Accessibility Conformance Report, German and English. English follows ITI's
 * VPAT® 2.5 templates where they have a wording (headings, column names, terms); German is ours.
 * Placeholders in braces are filled by the document model; `{wcag}` is "WCAG 2.1" as a whole, as
 * `fill` would write a bare "2.1" with a German decimal comma.
 */

export const ACR_LEVEL_LABELS: Readonly<Record<AcrLevel, Readonly<Record<Language, string>>>> = {
  supports: { de: 'Unterstützt', en: 'Supports' },
  'partially-supports': { de: 'Teilweise unterstützt', en: 'Partially Supports' },
  'does-not-support': { de: 'Nicht unterstützt', en: 'Does Not Support' },
  'not-applicable': { de: 'Nicht anwendbar', en: 'Not Applicable' },
  'not-evaluated': { de: 'Nicht bewertet', en: 'Not Evaluated' },
};

export interface AcrTexts {
  title: string;
  editions: Record<AcrEdition, string>;
  /** After the edition's name: the template the report is based on. */
  basedOn: string;
  trademark: string;
  columns: { criteria: string; level: string; remarks: string };
  facts: {
    product: string;
    reportDate: string;
    description: string;
    contact: string;
    notes: string;
    evaluation: string;
  };
  productValue: string;
  descriptionFallback: string;
  contactValue: string;
  contactMissing: string;
  notes: string;
  incomplete: PluralText;
  evaluationScan: PluralText;
  evaluationNoScan: string;
  evaluationManual: PluralText;
  evaluationApplicability: string;
  evaluationLevels: string;
  standardsHeading: string;
  standardsLead: string;
  standardWcag: string;
  standardWcagAaa: string;
  standard508: string;
  standardEn301549: string;
  termsHeading: string;
  termsLead: string;
  terms: Record<AcrLevel, string>;
  disclaimerHeading: string;
  disclaimer: string;
  reports: { wcag: string; section508: string; en301549: string };
  reportNotes: { section508: string; en301549: string };
  wcagTables: Record<WcagLevel, string>;
  wcagCriterion: string;
  section508Chapters: Record<Section508Chapter, string>;
  chapter: string;
  caption: string;
  tableNotes: { en9: string; en10: string; en11: string; section508Software: string };
  remarks: {
    rules: PluralText;
    elements: PluralText;
    pages: PluralText;
    evidence: string;
    accepted: string;
    acceptedWithout: string;
    acceptedAssessed: string;
    acceptedPlanned: string;
    mapped: string;
    hardware: string;
    platformSoftware: string;
    relay: string;
    section508Platform: string;
    obsoleteInWcag22: string;
    notInProfile: string;
    aaaNotInProfile: string;
    functionalPerformance: string;
    pdfExport: string;
  };
}

export const ACR_TEXTS: Readonly<Record<Language, AcrTexts>> = {
  de: {
    title: 'Konformitätsbericht zur Barrierefreiheit: {product}',
    editions: { wcag: 'WCAG-Ausgabe', eu: 'EU-Ausgabe', int: 'Internationale Ausgabe' },
    basedOn: 'Auf Grundlage von VPAT® Version 2.5',
    trademark:
      '„Voluntary Product Accessibility Template“ und „VPAT“ sind eingetragene Dienstleistungsmarken des Information Technology Industry Council (ITI).',
    columns: {
      criteria: 'Kriterien',
      level: 'Konformitätsstufe',
      remarks: 'Anmerkungen und Erläuterungen',
    },
    facts: {
      product: 'Produktname/Version',
      reportDate: 'Berichtsdatum',
      description: 'Produktbeschreibung',
      contact: 'Kontakt',
      notes: 'Hinweise',
      evaluation: 'Verwendete Prüfmethoden',
    },
    productValue: '{name} ({url})',
    descriptionFallback: 'Die Website {url}.',
    contactValue: '{name}, {email}',
    contactMissing: '{name}; keine Kontaktadresse angegeben.',
    notes:
      'Dieser Bericht betrifft die Website {url}, wie Klarsichts Konformitätstabelle sie am Berichtsdatum zeigt.',
    incomplete: {
      one: '{count} Anforderung dieses Berichts ist noch nicht bewertet: Der Bericht ist noch nicht vollständig.',
      other:
        '{count} Anforderungen dieses Berichts sind noch nicht bewertet: Der Bericht ist noch nicht vollständig.',
    },
    evaluationScan: {
      one: 'Klarsicht hat in seinem letzten abgeschlossenen Scan ({date}) {count} Seite der Website automatisch geprüft, mit den Regeln von {engines}.',
      other:
        'Klarsicht hat in seinem letzten abgeschlossenen Scan ({date}) {count} Seiten der Website automatisch geprüft, mit den Regeln von {engines}.',
    },
    evaluationNoScan:
      'Noch kein Scan der Website ist abgeschlossen: Der Bericht enthält keine automatischen Ergebnisse.',
    evaluationManual: {
      one: 'Personen haben die Website mit Klarsichts geführten manuellen Prüfungen untersucht, die sagen, worauf zu achten ist, wie zu testen ist und auf welchen gescannten Seiten; für {count} Anforderung liegt das Urteil einer Person vor.',
      other:
        'Personen haben die Website mit Klarsichts geführten manuellen Prüfungen untersucht, die sagen, worauf zu achten ist, wie zu testen ist und auf welchen gescannten Seiten; für {count} Anforderungen liegt das Urteil einer Person vor.',
    },
    evaluationApplicability:
      'Zu den Anforderungen der EN 301 549 außerhalb von Kapitel 9 hat der Betreiber angegeben, ob der Dienst Dokumente, Videos, Sprach- oder Videogespräche, eine Funktion zum Erstellen von Inhalten, eine Dokumentation und Support anbietet; eine Anforderung an etwas, das der Dienst nicht anbietet, ist nicht anwendbar, mit dieser Antwort als Begründung. Eine noch nicht beantwortete Frage gilt als angeboten.',
    evaluationLevels:
      'Die Konformitätsstufe jeder Zeile folgt aus Klarsichts Konformitätstabelle: „Unterstützt“, wenn eine Person die Anforderung als erfüllt bewertet hat und kein späterer Scan dem widerspricht; „Nicht unterstützt“, wenn eine Person sie als nicht erfüllt bewertet hat oder die automatischen Prüfungen Verstöße auf mehr als der Hälfte der geprüften Seiten gefunden haben; „Teilweise unterstützt“ bei Verstößen auf höchstens der Hälfte der geprüften Seiten; „Nicht anwendbar“, wenn eine Person sie als nicht anwendbar bewertet hat oder sie nach den Angaben des Betreibers nicht zutrifft; sonst „Nicht bewertet“. Automatische Prüfungen finden nur Fehler: Keine Zeile ist allein aufgrund automatischer Prüfungen „Unterstützt“.',
    standardsHeading: 'Angewandte Normen und Richtlinien',
    standardsLead:
      'Dieser Bericht gibt den Grad der Konformität mit folgenden Normen und Richtlinien zur Barrierefreiheit an:',
    standardWcag:
      'Web Content Accessibility Guidelines ({wcag}), Stufen A und AA (Stufe AAA: nicht bewertet)',
    standardWcagAaa: 'Web Content Accessibility Guidelines ({wcag}), Stufen A, AA und AAA',
    standard508:
      'Revised Section 508 Standards (USA), veröffentlicht am 18. Januar 2017, berichtigt am 22. Januar 2018',
    standardEn301549:
      'EN 301 549 Barrierefreiheitsanforderungen für IKT-Produkte und -Dienstleistungen, V{version} ({published})',
    termsHeading: 'Begriffe',
    termsLead: 'Die Begriffe der Spalte „Konformitätsstufe“ bedeuten:',
    terms: {
      supports:
        'Die Funktionalität des Produkts bietet mindestens einen Weg, der das Kriterium ohne bekannte Mängel oder durch eine gleichwertige Alternative erfüllt.',
      'partially-supports': 'Ein Teil der Funktionalität des Produkts erfüllt das Kriterium nicht.',
      'does-not-support':
        'Der überwiegende Teil der Funktionalität des Produkts erfüllt das Kriterium nicht.',
      'not-applicable': 'Das Kriterium ist für das Produkt nicht relevant.',
      'not-evaluated':
        'Das Produkt wurde anhand des Kriteriums nicht bewertet. VPAT® sieht diesen Begriff nur für Kriterien der WCAG-Stufe AAA vor; dieser Bericht verwendet ihn auch für Anforderungen, die noch nicht bewertet sind.',
    },
    disclaimerHeading: 'Rechtlicher Hinweis',
    disclaimer:
      'Dieser Bericht wurde mit Klarsicht aus den automatischen Prüfungen und den Urteilen der prüfenden Personen erstellt; er beschreibt die Website am Berichtsdatum, nicht spätere Änderungen. Er ist kein Zertifikat und keine Rechtsberatung: Ob die Website die gesetzlichen Anforderungen (etwa des BFSG) erfüllt, hat ihr Betreiber zu beurteilen. Fehler in diesem Bericht melden Sie bitte an den oben genannten Kontakt.',
    reports: {
      wcag: 'Bericht zu {wcag}',
      section508: 'Bericht zu Section 508 (überarbeitete Fassung)',
      en301549: 'Bericht zu EN 301 549',
    },
    reportNotes: {
      section508:
        'Klarsicht bewertet keine Anforderung von Section 508 eigenständig: Webinhalte erfüllen Section 508 über die WCAG-Stufen A und AA (siehe WCAG-Tabellen), und die Zeilen der Kapitel 5 und 6, die für eine Website gelten, übernehmen ihre Stufe von der entsprechenden Anforderung der EN 301 549, die ihre Anmerkung nennt.',
      en301549:
        'Anforderungen, die eine Website nicht betreffen können (Hardware, geschlossene Funktionalität, Vermittlungsdienste), stehen als nicht anwendbar mit ihrer Begründung in den Tabellen.',
    },
    wcagTables: {
      A: 'Tabelle 1: Erfolgskriterien, Stufe A',
      AA: 'Tabelle 2: Erfolgskriterien, Stufe AA',
      AAA: 'Tabelle 3: Erfolgskriterien, Stufe AAA',
    },
    wcagCriterion: '{id} {title} (Stufe {level})',
    section508Chapters: {
      3: 'Kapitel 3: Funktionale Leistungskriterien (FPC)',
      4: 'Kapitel 4: Hardware',
      5: 'Kapitel 5: Software',
      6: 'Kapitel 6: Support-Dokumentation und -Dienste',
    },
    chapter: 'Kapitel {number}: {title}',
    caption: '{table} ({report})',
    tableNotes: {
      en9: 'Kapitel 9 wendet die Erfolgskriterien der {wcag} der Stufen A und AA auf Webseiten an; seine Zeilen sind die WCAG-Kriterien unter ihren Abschnittsnummern.',
      en10: 'Kapitel 10 wendet die WCAG-Kriterien auf die Dokumente an, die die Website zum Herunterladen anbietet, etwa PDF-Dateien.',
      en11: 'Die Abschnitte 11.1 bis 11.4 wenden die WCAG auf Software an, die kein Webinhalt ist; die Inhalte der Website werden nach Kapitel 9 bewertet.',
      section508Software:
        'Nach der Ausnahme in 501.1 erfüllen Webanwendungen, die keine Barrierefreiheitsdienste der Plattform nutzen, statt 502 und 503 die WCAG-Stufen A und AA (siehe WCAG-Tabellen); 504 gilt, wenn die Website ein Autorenwerkzeug ist.',
    },
    remarks: {
      rules: { one: '{count} Regel', other: '{count} Regeln' },
      elements: { one: '{count} Element', other: '{count} Elemente' },
      pages: {
        one: 'auf {pages} von {count} geprüften Seite',
        other: 'auf {pages} von {count} geprüften Seiten',
      },
      evidence: 'Automatisch gefunden: {rules}, {elements} {pages}.',
      accepted: 'Der Betreiber hat die gefundenen Probleme akzeptiert: {reasons}.',
      acceptedWithout: 'Der Betreiber hat die gefundenen Probleme akzeptiert.',
      acceptedAssessed: '{reason}, beurteilt am {date}',
      acceptedPlanned: '{reason} bis {date}',
      mapped: 'Stufe wie EN 301 549 {clause} ({title}).',
      hardware: 'Ein Webdienst, keine Hardware und keine geschlossene Funktionalität.',
      platformSoftware:
        'Betrifft Plattformen und Software, die deren Barrierefreiheitsdienste direkt nutzt, für eine Website also den Browser; die Inhalte der Website werden nach Kapitel 9 bewertet.',
      relay:
        'Betrifft Vermittlungsdienste und IKT, die für die Nutzung mit Vermittlungs- oder Notdiensten bestimmt ist; Klarsicht bewertet die Website als Webdienst, der beides nicht ist.',
      section508Platform:
        'Nach der Ausnahme in 501.1 erfüllt eine Webanwendung ohne Zugriff auf Barrierefreiheitsdienste der Plattform stattdessen die WCAG-Stufen A und AA (siehe WCAG-Tabellen).',
      obsoleteInWcag22: 'In WCAG 2.2 als überholt gestrichen.',
      notInProfile: 'Das Prüfprofil der Website umfasst diese Anforderung nicht.',
      aaaNotInProfile: 'Das Prüfprofil der Website umfasst die Stufe AAA nicht.',
      functionalPerformance:
        'Funktionale Leistungskriterien bewertet Klarsicht nicht eigenständig; sie ergeben sich aus den einzelnen Anforderungen der übrigen Kapitel.',
      pdfExport:
        'Die EN 301 549 enthält keine Anforderung an einen PDF-Export; Klarsicht bewertet ihn nicht.',
    },
  },
  en: {
    title: '{product} Accessibility Conformance Report',
    editions: { wcag: 'WCAG Edition', eu: 'EU Edition', int: 'International Edition' },
    basedOn: 'Based on VPAT® Version 2.5',
    trademark:
      '"Voluntary Product Accessibility Template" and "VPAT" are registered service marks of the Information Technology Industry Council (ITI).',
    columns: { criteria: 'Criteria', level: 'Conformance Level', remarks: 'Remarks and Explanations' },
    facts: {
      product: 'Name of Product/Version',
      reportDate: 'Report Date',
      description: 'Product Description',
      contact: 'Contact Information',
      notes: 'Notes',
      evaluation: 'Evaluation Methods Used',
    },
    productValue: '{name} ({url})',
    descriptionFallback: 'The website {url}.',
    contactValue: '{name}, {email}',
    contactMissing: '{name}; no contact address given.',
    notes:
      "This report covers the website {url} as Klarsicht's conformance table shows it on the report date.",
    incomplete: {
      one: '{count} requirement of this report has not been evaluated yet: the report is not complete.',
      other: '{count} requirements of this report have not been evaluated yet: the report is not complete.',
    },
    evaluationScan: {
      one: 'Klarsicht checked {count} page of the site automatically in its last finished scan ({date}), with the rules of {engines}.',
      other:
        'Klarsicht checked {count} pages of the site automatically in its last finished scan ({date}), with the rules of {engines}.',
    },
    evaluationNoScan: 'No scan of the site has finished yet: the report has no automated results.',
    evaluationManual: {
      one: "People checked the site with Klarsicht's guided manual checks, which say what to look at, how to test and on which scanned pages; {count} requirement has a person's verdict.",
      other:
        "People checked the site with Klarsicht's guided manual checks, which say what to look at, how to test and on which scanned pages; {count} requirements have a person's verdict.",
    },
    evaluationApplicability:
      "For the requirements of EN 301 549 outside chapter 9, the site's operator answered whether the service offers documents, video, voice or video calls, a function to create content, documentation and support; a requirement for something the service does not offer is not applicable, with that answer as the reason. A question not yet answered counts as offered.",
    evaluationLevels:
      'Each row\'s conformance level follows from Klarsicht\'s conformance table: "Supports" when a person judged the requirement met and no later scan contradicted it; "Does Not Support" when a person judged it not met or the automated checks found violations on more than half of the scanned pages; "Partially Supports" for violations on at most half of the scanned pages; "Not Applicable" when a person judged it not applicable or it does not apply by the operator\'s answers; otherwise "Not Evaluated". Automated checks only find failures: no row is "Supports" on the strength of automated checks alone.',
    standardsHeading: 'Applicable Standards/Guidelines',
    standardsLead:
      'This report covers the degree of conformance for the following accessibility standards/guidelines:',
    standardWcag: 'Web Content Accessibility Guidelines ({wcag}), Level A and AA (Level AAA: not evaluated)',
    standardWcagAaa: 'Web Content Accessibility Guidelines ({wcag}), Level A, AA and AAA',
    standard508: 'Revised Section 508 standards published January 18, 2017 and corrected January 22, 2018',
    standardEn301549:
      'EN 301 549 Accessibility requirements for ICT products and services, V{version} ({published})',
    termsHeading: 'Terms',
    termsLead: 'The terms used in the Conformance Level information are defined as follows:',
    terms: {
      supports:
        'The functionality of the product has at least one method that meets the criterion without known defects or meets with equivalent facilitation.',
      'partially-supports': 'Some functionality of the product does not meet the criterion.',
      'does-not-support': 'The majority of product functionality does not meet the criterion.',
      'not-applicable': 'The criterion is not relevant to the product.',
      'not-evaluated':
        'The product has not been evaluated against the criterion. VPAT® reserves this term for WCAG Level AAA criteria; this report also uses it for requirements that have not been evaluated yet.',
    },
    disclaimerHeading: 'Legal Disclaimer',
    disclaimer:
      'This report was prepared with Klarsicht from the automated checks and the verdicts of the people who checked the site; it describes the site on the report date, not later changes. It is no certificate and no legal advice: whether the site meets legal requirements (such as those of the BFSG) is for its operator to assess. Please report errors in this report to the contact above.',
    reports: {
      wcag: '{wcag} Report',
      section508: 'Revised Section 508 Report',
      en301549: 'EN 301 549 Report',
    },
    reportNotes: {
      section508:
        'Klarsicht evaluates no requirement of Section 508 on its own: web content meets Section 508 through WCAG Level A and AA (see the WCAG tables), and the rows of chapters 5 and 6 that apply to a website take their level from the matching requirement of EN 301 549, which their remarks name.',
      en301549:
        'Requirements that cannot concern a website (hardware, closed functionality, relay services) are listed as not applicable, with their reason.',
    },
    wcagTables: {
      A: 'Table 1: Success Criteria, Level A',
      AA: 'Table 2: Success Criteria, Level AA',
      AAA: 'Table 3: Success Criteria, Level AAA',
    },
    wcagCriterion: '{id} {title} (Level {level})',
    section508Chapters: {
      3: 'Chapter 3: Functional Performance Criteria (FPC)',
      4: 'Chapter 4: Hardware',
      5: 'Chapter 5: Software',
      6: 'Chapter 6: Support Documentation and Services',
    },
    chapter: 'Chapter {number}: {title}',
    caption: '{table} ({report})',
    tableNotes: {
      en9: 'Chapter 9 applies the {wcag} success criteria of Level A and AA to web pages; its rows are the WCAG criteria under their clause numbers.',
      en10: 'Chapter 10 applies the WCAG criteria to the documents the site offers for download, such as PDF files.',
      en11: "Clauses 11.1 to 11.4 apply WCAG to software that is not web content; the site's content is evaluated under chapter 9.",
      section508Software:
        'Under the exception of 501.1, web applications that do not use platform accessibility services conform to WCAG Level A and AA instead of 502 and 503 (see the WCAG tables); 504 applies where the site is an authoring tool.',
    },
    remarks: {
      rules: { one: '{count} rule', other: '{count} rules' },
      elements: { one: '{count} element', other: '{count} elements' },
      pages: { one: 'on {pages} of {count} scanned page', other: 'on {pages} of {count} scanned pages' },
      evidence: 'Found automatically: {rules}, {elements} {pages}.',
      accepted: "The site's operator accepted the issues found: {reasons}.",
      acceptedWithout: "The site's operator accepted the issues found.",
      acceptedAssessed: '{reason}, assessed on {date}',
      acceptedPlanned: '{reason} by {date}',
      mapped: 'Level as for EN 301 549 {clause} ({title}).',
      hardware: 'A web service, not hardware or closed functionality.',
      platformSoftware:
        "Concerns platforms and software that uses their accessibility services directly, which for a website is the browser; the site's content is evaluated under chapter 9.",
      relay:
        'Concerns relay services and ICT specified for use with relay or emergency services; Klarsicht evaluates the site as a web service that is neither.',
      section508Platform:
        'Under the exception of 501.1, a web application without access to platform accessibility services conforms to WCAG Level A and AA instead (see the WCAG tables).',
      obsoleteInWcag22: 'Removed from WCAG 2.2 as obsolete.',
      notInProfile: "The site's test profile does not cover this requirement.",
      aaaNotInProfile: "The site's test profile does not cover Level AAA.",
      functionalPerformance:
        'Klarsicht does not evaluate functional performance criteria on their own; they follow from the individual requirements of the other chapters.',
      pdfExport: 'EN 301 549 has no requirement for a PDF export; Klarsicht does not evaluate it.',
    },
  },
};
