import { compareCriterionIds, criterionTitle, WCAG_CRITERIA, type WcagCriterion } from '../wcag-criteria.js';
import type { ApplicabilityQuestion, En301549Chapter, En301549Clause, En301549Edition } from './types.js';

/*
 * EN 301 549 V3.2.1 (2021-03), the edition harmonised for the Web Accessibility Directive. English
 * titles as the standard (via GSA's OpenACR catalog, catalog/data/en-301-549.yaml); German titles
 * ours, in the terms of DIN EN 301 549. Sources: docs/standards.md.
 */

type Row = [id: string, en: string, de: string, appliesWhen?: ApplicabilityQuestion];

// Only clauses a website or its documents can meet; why the others cannot is in types.ts.
const OTHER_ROWS: readonly Row[] = [
  // Chapter 5 asks no question: each clause says in its guided check when it does not apply.
  ['5.2', 'Activation of accessibility features', 'Aktivierung von Barrierefreiheitsfunktionen'],
  ['5.3', 'Biometrics', 'Biometrie'],
  [
    '5.4',
    'Preservation of accessibility information during conversion',
    'Erhalt von Barrierefreiheitsinformationen bei der Konvertierung',
  ],
  ['5.7', 'Key repeat', 'Tastenwiederholung'],
  ['5.8', 'Double-strike key acceptance', 'Annahme doppelter Tastenanschläge'],
  ['5.9', 'Simultaneous user actions', 'Gleichzeitige Benutzeraktionen'],
  ['6.1', 'Audio bandwidth for speech', 'Audiobandbreite für Sprache', 'two-way-voice'],
  ['6.2.1.1', 'RTT communication', 'RTT-Kommunikation', 'two-way-voice'],
  ['6.2.1.2', 'Concurrent voice and text', 'Gleichzeitige Sprache und Text', 'two-way-voice'],
  ['6.2.2.1', 'Visually distinguishable display', 'Visuell unterscheidbare Anzeige', 'two-way-voice'],
  [
    '6.2.2.2',
    'Programmatically determinable send and receive direction',
    'Programmatisch ermittelbare Sende- und Empfangsrichtung',
    'two-way-voice',
  ],
  ['6.2.2.3', 'Speaker identification', 'Sprecheridentifikation', 'two-way-voice'],
  ['6.2.2.4', 'Visual indicator of Audio with RTT', 'Visuelle Anzeige von Audio bei RTT', 'two-way-voice'],
  ['6.2.3', 'Interoperability', 'Interoperabilität', 'two-way-voice'],
  ['6.2.4', 'RTT responsiveness', 'RTT-Reaktionszeit', 'two-way-voice'],
  ['6.3', 'Caller ID', 'Anruferidentifikation', 'two-way-voice'],
  [
    '6.4',
    'Alternatives to voice-based services',
    'Alternativen zu sprachbasierten Diensten',
    'two-way-voice',
  ],
  ['6.5.2', 'Resolution', 'Auflösung', 'video-communication'],
  ['6.5.3', 'Frame rate', 'Bildrate', 'video-communication'],
  [
    '6.5.4',
    'Synchronization between audio and video',
    'Synchronisation zwischen Audio und Video',
    'video-communication',
  ],
  [
    '6.5.5',
    'Visual indicator of audio with video',
    'Visuelle Anzeige von Audio bei Video',
    'video-communication',
  ],
  [
    '6.5.6',
    'Speaker identification with video (sign language) communication',
    'Sprecheridentifikation bei Videokommunikation (Gebärdensprache)',
    'video-communication',
  ],
  ['7.1.1', 'Captioning playback', 'Wiedergabe von Untertiteln', 'video'],
  ['7.1.2', 'Captioning synchronization', 'Synchronisation von Untertiteln', 'video'],
  ['7.1.3', 'Preservation of captioning', 'Erhalt von Untertiteln', 'video'],
  ['7.1.4', 'Captions characteristics', 'Merkmale von Untertiteln', 'video'],
  ['7.1.5', 'Spoken subtitles', 'Gesprochene Untertitel', 'video'],
  ['7.2.1', 'Audio description playback', 'Wiedergabe von Audiodeskription', 'video'],
  ['7.2.2', 'Audio description synchronization', 'Synchronisation von Audiodeskription', 'video'],
  ['7.2.3', 'Preservation of audio description', 'Erhalt von Audiodeskription', 'video'],
  [
    '7.3',
    'User controls for captions and audio description',
    'Bedienelemente für Untertitel und Audiodeskription',
    'video',
  ],
  // Chapter 10's own clauses, after the rows it mirrors from WCAG.
  ['10.5', 'Caption positioning', 'Positionierung von Untertiteln', 'documents'],
  ['10.6', 'Audio description timing', 'Zeitliche Abstimmung von Audiodeskription', 'documents'],
  // 11.7 is the one software clause a website meets as a whole, without an authoring function.
  ['11.7', 'User preferences', 'Benutzereinstellungen'],
  ['11.8.1', 'Content technology', 'Inhaltstechnologie', 'authoring'],
  ['11.8.2', 'Accessible content creation', 'Erstellung barrierefreier Inhalte', 'authoring'],
  [
    '11.8.3',
    'Preservation of accessibility information in transformations',
    'Erhalt von Barrierefreiheitsinformationen bei Transformationen',
    'authoring',
  ],
  ['11.8.4', 'Repair assistance', 'Unterstützung bei der Reparatur', 'authoring'],
  ['11.8.5', 'Templates', 'Vorlagen', 'authoring'],
  [
    '12.1.1',
    'Accessibility and compatibility features',
    'Barrierefreiheits- und Kompatibilitätsfunktionen',
    'documentation',
  ],
  ['12.1.2', 'Accessible documentation', 'Barrierefreie Dokumentation', 'documentation'],
  [
    '12.2.2',
    'Information on accessibility and compatibility features',
    'Informationen über Barrierefreiheits- und Kompatibilitätsfunktionen',
    'support',
  ],
  ['12.2.3', 'Effective communication', 'Effektive Kommunikation', 'support'],
  ['12.2.4', 'Accessible documentation', 'Barrierefreie Dokumentation', 'support'],
];

function toClause([id, en, de, appliesWhen]: Row): En301549Clause {
  const clause: En301549Clause = {
    id,
    chapter: Number(id.split('.')[0]) as En301549Chapter,
    title: { de, en },
  };
  if (appliesWhen) clause.appliesWhen = appliesWhen;
  return clause;
}

/**
 * The clauses that do not mirror a WCAG criterion (chapters 5, 6, 7, 10.5/10.6, 11, 12), in
 * document order. V4.1.1's drafts keep them, so both editions share this list.
 */
export const OTHER_CLAUSES: readonly En301549Clause[] = OTHER_ROWS.map(toClause);

/**
 * The criteria V3.2.1 marks "Void" in chapter 10: they speak of sets of web pages, which a single
 * document is not. The numbers stay void so that chapters 9, 10 and 11 keep aligned numbering.
 */
export const VOID_IN_DOCUMENTS_V3_2_1: readonly string[] = ['2.4.1', '2.4.5', '3.2.3', '3.2.4'];

type WcagVersion = En301549Edition['wcagVersion'];

const WCAG_VERSION_RANK: Readonly<Record<WcagCriterion['version'], number>> = {
  '2.0': 0,
  '2.1': 1,
  '2.2': 2,
};

/** The level A and AA criteria of a WCAG version, in document order. */
function criteriaOf(wcagVersion: WcagVersion): WcagCriterion[] {
  return WCAG_CRITERIA.filter(
    (criterion) =>
      criterion.level !== 'AAA' &&
      WCAG_VERSION_RANK[criterion.version] <= WCAG_VERSION_RANK[wcagVersion] &&
      !(wcagVersion === '2.2' && criterion.obsoleteInWcag22),
  );
}

function mirror(criterion: WcagCriterion, chapter: 9 | 10): En301549Clause {
  const clause: En301549Clause = {
    id: `${chapter}.${criterion.id}`,
    chapter,
    title: { de: criterionTitle(criterion, 'de'), en: criterionTitle(criterion, 'en') },
    wcag: criterion.id,
  };
  if (chapter === 10) clause.appliesWhen = 'documents';
  return clause;
}

/**
 * Chapter 9 (one clause per WCAG A/AA criterion of `wcagVersion`) and chapter 10 (the same, less
 * the criteria void for documents), in document order. Titles are WCAG's: the editions word some
 * chapter 10 clauses for documents ("Document titled"), but a reader recognises WCAG's.
 */
export function mirroredClauses(
  wcagVersion: WcagVersion,
  voidInDocuments: readonly string[],
): En301549Clause[] {
  const criteria = criteriaOf(wcagVersion);
  return [
    ...criteria.map((criterion) => mirror(criterion, 9)),
    ...criteria
      .filter((criterion) => !voidInDocuments.includes(criterion.id))
      .map((criterion) => mirror(criterion, 10)),
  ];
}

/**
 * An edition's clause list: OTHER_CLAUSES and the mirrored rows merged in document order. Clause
 * numbers sort numerically part by part, which is the standard's order (10.4.1.3 before 10.5).
 */
export function editionClauses(
  wcagVersion: WcagVersion,
  voidInDocuments: readonly string[],
): readonly En301549Clause[] {
  return [...OTHER_CLAUSES, ...mirroredClauses(wcagVersion, voidInDocuments)].sort((a, b) =>
    compareCriterionIds(a.id, b.id),
  );
}

export const EN301549_V3_2_1: En301549Edition = {
  version: '3.2.1',
  published: '2021-03',
  status: 'harmonised',
  wcagVersion: '2.1',
  clauses: editionClauses('2.1', VOID_IN_DOCUMENTS_V3_2_1),
};
