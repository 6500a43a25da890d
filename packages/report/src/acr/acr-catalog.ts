import type { Language } from '../report-types.js';

/*
 * The rows of a VPAT® 2.5 report that Klarsicht's conformance table does not hold, with the ids
 * and English handles of GSA's OpenACR catalogs (github.com/GSA/openacr, catalog/data/
 * en-301-549.yaml and 508.yaml, as combined in catalog/2.5-edition-wcag-2.2-508-eu-en.yaml).
 * Headings and informative clauses (5.1, 6.2, 6.5.1, 6.6, 10.0, 11.0, 12.1 …) carry no requirement
 * and are left out, as in our clause list. German titles of EN 301 549 are ours, in the terms of
 * the German edition, like those in en301549/v3-2-1.ts; the clauses that a website can meet have
 * their titles there, not here.
 */

/** Where a row goes in an OpenACR file: the catalog's chapter id, the criterion's num, the component. */
export type AcrComponent = 'web' | 'electronic-docs' | 'none';

type EnRow = readonly [id: string, en: string, de: string];

/** Chapter titles the EN 301 549 data has none for: no clause of theirs can apply to a website. */
export const EN_EXTRA_CHAPTER_TITLES: Readonly<Record<4 | 8 | 13, Readonly<Record<Language, string>>>> = {
  4: { de: 'Funktionale Leistungsmerkmale', en: 'Functional performance statements' },
  8: { de: 'Hardware', en: 'Hardware' },
  13: {
    de: 'IKT mit Zugang zu Vermittlungs- oder Notdiensten',
    en: 'ICT providing relay or emergency service access',
  },
};

/** Chapter 4: what a person with a disability must be able to do; met through chapters 5 to 13 (Annex B). */
export const EN_FUNCTIONAL_PERFORMANCE: readonly EnRow[] = [
  ['4.2.1', 'Usage without vision', 'Nutzung ohne Sehvermögen'],
  ['4.2.2', 'Usage with limited vision', 'Nutzung mit eingeschränktem Sehvermögen'],
  ['4.2.3', 'Usage without perception of colour', 'Nutzung ohne Farbwahrnehmung'],
  ['4.2.4', 'Usage without hearing', 'Nutzung ohne Hörvermögen'],
  ['4.2.5', 'Usage with limited hearing', 'Nutzung mit eingeschränktem Hörvermögen'],
  [
    '4.2.6',
    'Usage with no or limited vocal capability',
    'Nutzung ohne oder mit eingeschränkter Sprechfähigkeit',
  ],
  [
    '4.2.7',
    'Usage with limited manipulation or strength',
    'Nutzung mit eingeschränkter Handhabung oder Kraft',
  ],
  ['4.2.8', 'Usage with limited reach', 'Nutzung mit eingeschränkter Reichweite'],
  ['4.2.9', 'Minimize photosensitive seizure triggers', 'Minimierung fotosensibler Anfallsauslöser'],
  [
    '4.2.10',
    'Usage with limited cognition, language or learning',
    'Nutzung mit eingeschränkten kognitiven, sprachlichen oder Lernfähigkeiten',
  ],
  ['4.2.11', 'Privacy', 'Privatsphäre'],
];

/** Chapter 5's closed functionality (5.1) and hardware (5.5, 5.6): not a website's. */
export const EN_CLOSED_AND_HARDWARE: readonly EnRow[] = [
  ['5.1.2.1', 'Closed functionality', 'Geschlossene Funktionalität'],
  ['5.1.2.2', 'Assistive technology', 'Assistive Technologien'],
  ['5.1.3.1', 'Audio output of visual information', 'Audioausgabe visueller Informationen'],
  [
    '5.1.3.2',
    'Auditory output delivery including speech',
    'Bereitstellung der Audioausgabe einschließlich Sprache',
  ],
  ['5.1.3.3', 'Auditory output correlation', 'Zuordnung der Audioausgabe'],
  ['5.1.3.4', 'Speech output user control', 'Benutzersteuerung der Sprachausgabe'],
  ['5.1.3.5', 'Speech output automatic interruption', 'Automatische Unterbrechung der Sprachausgabe'],
  ['5.1.3.6', 'Speech output for non-text content', 'Sprachausgabe für Nicht-Text-Inhalte'],
  ['5.1.3.7', 'Speech output for video information', 'Sprachausgabe für Videoinformationen'],
  ['5.1.3.8', 'Masked entry', 'Maskierte Eingabe'],
  ['5.1.3.9', 'Private access to personal data', 'Privater Zugang zu persönlichen Daten'],
  ['5.1.3.10', 'Non-interfering audio output', 'Störungsfreie Audioausgabe'],
  ['5.1.3.11', 'Private listening volume', 'Lautstärke beim privaten Hören'],
  ['5.1.3.12', 'Speaker volume', 'Lautsprecherlautstärke'],
  ['5.1.3.13', 'Volume reset', 'Zurücksetzen der Lautstärke'],
  ['5.1.3.14', 'Spoken languages', 'Gesprochene Sprachen'],
  ['5.1.3.15', 'Non-visual error identification', 'Nicht-visuelle Fehlererkennung'],
  [
    '5.1.3.16',
    'Receipts, tickets, and transactional outputs',
    'Quittungen, Tickets und Transaktionsausgaben',
  ],
  ['5.1.4', 'Functionality closed to text enlargement', 'Für Textvergrößerung geschlossene Funktionalität'],
  ['5.1.5', 'Visual output for auditory information', 'Visuelle Ausgabe auditiver Informationen'],
  ['5.1.6.1', 'Closed functionality', 'Geschlossene Funktionalität'],
  ['5.1.6.2', 'Input focus', 'Eingabefokus'],
  ['5.1.7', 'Access without speech', 'Zugang ohne Sprache'],
  ['5.5.1', 'Means of operation', 'Art der Bedienung'],
  ['5.5.2', 'Operable parts discernibility', 'Unterscheidbarkeit von Bedienelementen'],
  ['5.6.1', 'Tactile or auditory status', 'Taktiler oder akustischer Status'],
  ['5.6.2', 'Visual status', 'Visueller Status'],
];

/** Chapter 8: hardware. */
export const EN_HARDWARE: readonly EnRow[] = [
  ['8.1.1', 'Generic requirements', 'Allgemeine Anforderungen'],
  ['8.1.2', 'Standard connections', 'Standardanschlüsse'],
  ['8.1.3', 'Colour', 'Farbe'],
  ['8.2.1.1', 'Speech volume range', 'Lautstärkebereich der Sprachausgabe'],
  ['8.2.1.2', 'Incremental volume control', 'Schrittweise Lautstärkeregelung'],
  ['8.2.2.1', 'Fixed-line devices', 'Festnetzgeräte'],
  ['8.2.2.2', 'Wireless communication devices', 'Drahtlose Kommunikationsgeräte'],
  ['8.3.2.1', 'Unobstructed high forward reach', 'Ungehinderte hohe Reichweite nach vorn'],
  ['8.3.2.2', 'Unobstructed low forward reach', 'Ungehinderte niedrige Reichweite nach vorn'],
  ['8.3.2.3.1', 'Clear space', 'Freiraum'],
  ['8.3.2.3.2', 'Obstructed (< 510 mm) forward reach', 'Behinderte Reichweite nach vorn (< 510 mm)'],
  ['8.3.2.3.3', 'Obstructed (< 635 mm) forward reach', 'Behinderte Reichweite nach vorn (< 635 mm)'],
  ['8.3.2.4', 'Knee and toe clearance width', 'Breite des Knie- und Fußfreiraums'],
  ['8.3.2.5', 'Toe clearance', 'Fußfreiraum'],
  ['8.3.2.6', 'Knee clearance', 'Kniefreiraum'],
  ['8.3.3.1', 'Unobstructed high side reach', 'Ungehinderte hohe seitliche Reichweite'],
  ['8.3.3.2', 'Unobstructed low side reach', 'Ungehinderte niedrige seitliche Reichweite'],
  ['8.3.3.3.1', 'Obstructed (≤ 255 mm) side reach', 'Behinderte seitliche Reichweite (≤ 255 mm)'],
  ['8.3.3.3.2', 'Obstructed (≤ 610 mm) side reach', 'Behinderte seitliche Reichweite (≤ 610 mm)'],
  ['8.3.4.1', 'Change in level', 'Höhenunterschied'],
  ['8.3.4.2', 'Clear floor or ground space', 'Freie Boden- oder Bewegungsfläche'],
  ['8.3.4.3.2', 'Forward approach', 'Frontale Annäherung'],
  ['8.3.4.3.3', 'Parallel approach', 'Parallele Annäherung'],
  ['8.3.5', 'Visibility', 'Sichtbarkeit'],
  ['8.3.6', 'Installation instructions', 'Installationsanleitungen'],
  ['8.4.1', 'Numeric keys', 'Zifferntasten'],
  ['8.4.2.1', 'Means of operation of mechanical parts', 'Art der Bedienung mechanischer Teile'],
  ['8.4.2.2', 'Force of operation of mechanical parts', 'Betätigungskraft mechanischer Teile'],
  ['8.4.3', 'Keys, tickets and fare cards', 'Schlüssel, Tickets und Fahrkarten'],
  ['8.5', 'Tactile indication of speech mode', 'Taktile Anzeige des Sprachmodus'],
];

/**
 * Chapter 11's clauses for platforms and the software that uses their accessibility services
 * directly (11.5, 11.6): for a website that is the browser. 11.1 to 11.4 apply WCAG to non-web
 * software and are no rows of the chapter in the catalog either (a WCAG table's "software").
 */
export const EN_PLATFORM_SOFTWARE: readonly EnRow[] = [
  ['11.5.1', 'Closed functionality', 'Geschlossene Funktionalität'],
  [
    '11.5.2.1',
    'Platform accessibility service support for software that provides a user interface',
    'Unterstützung von Barrierefreiheitsdiensten der Plattform für Software mit Benutzungsschnittstelle',
  ],
  [
    '11.5.2.2',
    'Platform accessibility service support for assistive technologies',
    'Unterstützung von Barrierefreiheitsdiensten der Plattform für assistive Technologien',
  ],
  ['11.5.2.3', 'Use of accessibility services', 'Nutzung von Barrierefreiheitsdiensten'],
  ['11.5.2.4', 'Assistive technology', 'Assistive Technologien'],
  ['11.5.2.5', 'Object information', 'Objektinformationen'],
  ['11.5.2.6', 'Row, column, and headers', 'Zeilen, Spalten und Überschriften'],
  ['11.5.2.7', 'Values', 'Werte'],
  ['11.5.2.8', 'Label relationships', 'Beschriftungsbeziehungen'],
  ['11.5.2.9', 'Parent-child relationships', 'Eltern-Kind-Beziehungen'],
  ['11.5.2.10', 'Text', 'Text'],
  ['11.5.2.11', 'List of available actions', 'Liste verfügbarer Aktionen'],
  ['11.5.2.12', 'Execution of available actions', 'Ausführung verfügbarer Aktionen'],
  ['11.5.2.13', 'Tracking of focus and selection attributes', 'Verfolgung von Fokus- und Auswahlattributen'],
  [
    '11.5.2.14',
    'Modification of focus and selection attributes',
    'Änderung von Fokus- und Auswahlattributen',
  ],
  ['11.5.2.15', 'Change notification', 'Änderungsbenachrichtigung'],
  ['11.5.2.16', 'Modifications of states and properties', 'Änderung von Zuständen und Eigenschaften'],
  ['11.5.2.17', 'Modifications of values and text', 'Änderung von Werten und Text'],
  ['11.6.1', 'User control of accessibility features', 'Benutzersteuerung von Barrierefreiheitsfunktionen'],
  [
    '11.6.2',
    'No disruption of accessibility features',
    'Keine Beeinträchtigung von Barrierefreiheitsfunktionen',
  ],
];

/** Chapter 13: relay services, and ICT specified for use with relay or emergency services. */
export const EN_RELAY: readonly EnRow[] = [
  ['13.1.2', 'Text relay services', 'Textvermittlungsdienste'],
  ['13.1.3', 'Sign relay services', 'Gebärdensprachvermittlungsdienste'],
  ['13.1.4', 'Lip-reading relay services', 'Vermittlungsdienste für Lippenlesen'],
  ['13.1.5', 'Captioned telephony services', 'Telefondienste mit Untertitelung'],
  ['13.1.6', 'Speech to speech relay services', 'Sprache-zu-Sprache-Vermittlungsdienste'],
  ['13.2', 'Access to relay services', 'Zugang zu Vermittlungsdiensten'],
  ['13.3', 'Access to emergency services', 'Zugang zu Notdiensten'],
];

/*
 * The Revised Section 508 standards (36 CFR 1194, Appendix C). There is no official German
 * translation of them, and we make none: their criteria keep their English handles in a German
 * report too; the chapter headings are translated in the texts.
 */

type Row508 = readonly [id: string, handle: string];

export const SECTION_508_FUNCTIONAL_PERFORMANCE: readonly Row508[] = [
  ['302.1', 'Without Vision'],
  ['302.2', 'With Limited Vision'],
  ['302.3', 'Without Perception of Color'],
  ['302.4', 'Without Hearing'],
  ['302.5', 'With Limited Hearing'],
  ['302.6', 'Without Speech'],
  ['302.7', 'With Limited Manipulation'],
  ['302.8', 'With Limited Reach and Strength'],
  ['302.9', 'With Limited Language, Cognitive, and Learning Abilities'],
];

export const SECTION_508_HARDWARE: readonly Row508[] = [
  ['402.2.1', 'Information Displayed On-Screen'],
  ['402.2.2', 'Transactional Outputs'],
  ['402.2.3', 'Speech Delivery Type and Coordination'],
  ['402.2.4', 'User Control'],
  ['402.2.5', 'Braille Instructions'],
  ['402.3.1', 'Private Listening'],
  ['402.3.2', 'Non-private Listening'],
  ['402.4', 'Characters on Display Screens'],
  ['402.5', 'Characters on Variable Message Signs'],
  ['403.1', 'General (Biometrics)'],
  ['404.1', 'General (Preservation of Information Provided for Accessibility)'],
  ['405.1', 'General (Privacy)'],
  ['406.1', 'General (Standard Connections)'],
  ['407.2', 'Contrast (Operable Parts)'],
  ['407.3.1', 'Tactilely Discernible'],
  ['407.3.2', 'Alphabetic Keys'],
  ['407.3.3', 'Numeric Keys'],
  ['407.4', 'Key Repeat'],
  ['407.5', 'Timed Response'],
  ['407.6', 'Operation'],
  ['407.7', 'Tickets, Fare Cards, and Keycards'],
  ['407.8.1', 'Vertical Reference Plane'],
  ['407.8.1.1', 'Vertical Plane for Side Reach'],
  ['407.8.1.2', 'Vertical Plane for Forward Reach'],
  ['407.8.2', 'Side Reach'],
  ['407.8.2.1', 'Unobstructed Side Reach'],
  ['407.8.2.2', 'Obstructed Side Reach'],
  ['407.8.3', 'Forward Reach'],
  ['407.8.3.1', 'Unobstructed Forward Reach'],
  ['407.8.3.2', 'Obstructed Forward Reach'],
  ['407.8.3.2.1', 'Operable Part Height for ICT with Obstructed Forward Reach'],
  ['407.8.3.2.2', 'Knee and Toe Space under ICT with Obstructed Forward Reach'],
  ['408.2', 'Visibility'],
  ['408.3', 'Flashing'],
  ['409.1', 'General (Status Indicators)'],
  ['410.1', 'General (Color Coding)'],
  ['411.1', 'General (Audible Signals)'],
  ['412.2.1', 'Volume Gain for Wireline Telephones'],
  ['412.2.2', 'Volume Gain for Non-Wireline ICT'],
  ['412.3.1', 'Wireless Handsets'],
  ['412.3.2', 'Wireline Handsets'],
  ['412.4', 'Digital Encoding of Speech'],
  ['412.5', 'Real-Time Text Functionality'],
  ['412.6', 'Caller ID'],
  ['412.7', 'Video Communication'],
  ['412.8.1', 'TTY Connectability'],
  ['412.8.2', 'Voice and Hearing Carry Over'],
  ['412.8.3', 'Signal Compatibility'],
  ['412.8.4', 'Voice Mail and Other Messaging Systems'],
  ['413.1.1', 'Decoding and Display of Closed Captions'],
  ['413.1.2', 'Pass-Through of Closed Caption Data'],
  ['414.1.1', 'Digital Television Tuners'],
  ['414.1.2', 'Other ICT'],
  ['415.1.1', 'Caption Controls'],
  ['415.1.2', 'Audio Description Controls'],
];

/** 502 and 503: software that uses platform accessibility services, which 501.1 excepts web applications from. */
export const SECTION_508_PLATFORM_SOFTWARE: readonly Row508[] = [
  ['502.2.1', 'User Control of Accessibility Features'],
  ['502.2.2', 'No Disruption of Accessibility Features'],
  ['502.3.1', 'Object Information'],
  ['502.3.2', 'Modification of Object Information'],
  ['502.3.3', 'Row, Column, and Headers'],
  ['502.3.4', 'Values'],
  ['502.3.5', 'Modification of Values'],
  ['502.3.6', 'Label Relationships'],
  ['502.3.7', 'Hierarchical Relationships'],
  ['502.3.8', 'Text'],
  ['502.3.9', 'Modification of Text'],
  ['502.3.10', 'List of Actions'],
  ['502.3.11', 'Actions on Objects'],
  ['502.3.12', 'Focus Cursor'],
  ['502.3.13', 'Modification of Focus Cursor'],
  ['502.3.14', 'Event Notification'],
  ['502.4', 'Platform Accessibility Features'],
  ['503.2', 'User Preferences'],
  ['503.3', 'Alternative User Interfaces'],
  ['503.4.1', 'Caption Controls'],
  ['503.4.2', 'Audio Description Controls'],
];

/**
 * A 508 row judged by the EN 301 549 requirement of the same content; `onlyNotApplicable`: the
 * clause decides only whether the row applies (EN 301 549 has no requirement of its content).
 */
type Mapped508 = readonly [id: string, handle: string, clause: string, onlyNotApplicable?: true];

/**
 * 504 (authoring tools) by the clauses of 11.8: 504.2 content creation ↔ 11.8.2 accessible
 * content creation, 504.2.1 preservation in format conversion ↔ 11.8.3 preservation in
 * transformations, 504.3 prompts ↔ 11.8.4 repair assistance, 504.4 templates ↔ 11.8.5 templates.
 * 504.2.2 (PDF export) has no counterpart: it follows 11.8 only as far as whether the site is an
 * authoring tool at all.
 */
export const SECTION_508_AUTHORING: readonly Mapped508[] = [
  ['504.2', 'Content Creation or Editing', '11.8.2'],
  ['504.2.1', 'Preservation of Information Provided for Accessibility in Format Conversion', '11.8.3'],
  ['504.2.2', 'PDF Export', '11.8.2', true],
  ['504.3', 'Prompts', '11.8.4'],
  ['504.4', 'Templates', '11.8.5'],
];

/**
 * Chapter 6 by the clauses of 12: support documentation (602) is EN 301 549's product
 * documentation (12.1), support services (603) its support services (12.2). 602.2 accessibility
 * and compatibility features ↔ 12.1.1; 602.3 electronic support documentation and 602.4 alternate
 * formats for documentation not in electronic form ↔ 12.1.2 accessible documentation (electronic
 * or accessible printed format); 603.2 information on accessibility features ↔ 12.2.2; 603.3
 * accommodation of communication needs ↔ 12.2.3 effective communication.
 */
export const SECTION_508_SUPPORT: readonly Mapped508[] = [
  ['602.2', 'Accessibility and Compatibility Features', '12.1.1'],
  ['602.3', 'Electronic Support Documentation', '12.1.2'],
  ['602.4', 'Alternate Formats for Non-Electronic Support Documentation', '12.1.2'],
  ['603.2', 'Information on Accessibility and Compatibility Features', '12.2.2'],
  ['603.3', 'Accommodation of Communication Needs', '12.2.3'],
];
