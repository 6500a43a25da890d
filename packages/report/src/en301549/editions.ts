import type { Language } from '../report-types.js';
import type {
  ApplicabilityAnswers,
  ApplicabilityQuestion,
  En301549Chapter,
  En301549Clause,
  En301549Edition,
  En301549Version,
} from './types.js';
import { EN301549_V3_2_1 } from './v3-2-1.js';
import { EN301549_V4_1_1 } from './v4-1-1.js';

/** Every edition by version: a profile names the version, the rows follow from the data. */
export const EN301549_EDITIONS: Readonly<Record<En301549Version, En301549Edition>> = {
  '3.2.1': EN301549_V3_2_1,
  '4.1.1': EN301549_V4_1_1,
};

const CLAUSES_BY_ID: Readonly<Record<En301549Version, ReadonlyMap<string, En301549Clause>>> = {
  '3.2.1': byId(EN301549_V3_2_1),
  '4.1.1': byId(EN301549_V4_1_1),
};

function byId(edition: En301549Edition): ReadonlyMap<string, En301549Clause> {
  return new Map(edition.clauses.map((clause) => [clause.id, clause]));
}

/** The clause with this number ("7.1.1") in an edition, if the edition lists it. */
export function clauseOf(version: En301549Version, id: string): En301549Clause | undefined {
  return CLAUSES_BY_ID[version].get(id);
}

/**
 * Whether a clause applies to a site, given the owner's answers. Only a "no" to the clause's
 * question takes it out (unanswered stays open); `question` is that question, so the row can show
 * its answer as the reason.
 */
export function clauseApplies(
  clause: En301549Clause,
  answers: ApplicabilityAnswers,
): { applies: boolean; question: ApplicabilityQuestion | null } {
  if (clause.appliesWhen !== undefined && answers[clause.appliesWhen] === false) {
    return { applies: false, question: clause.appliesWhen };
  }
  return { applies: true, question: null };
}

/** The chapter headings, English as the standard; German ours, in the terms of the German edition. */
export const EN301549_CHAPTER_TITLES: Readonly<Record<En301549Chapter, Readonly<Record<Language, string>>>> =
  {
    5: { de: 'Allgemeine Anforderungen', en: 'Generic requirements' },
    6: { de: 'IKT mit Zwei-Wege-Sprachkommunikation', en: 'ICT with two-way voice communication' },
    7: { de: 'IKT mit Videofunktionen', en: 'ICT with video capabilities' },
    9: { de: 'Web', en: 'Web' },
    10: { de: 'Nicht-Web-Dokumente', en: 'Non-web documents' },
    11: { de: 'Software', en: 'Software' },
    12: { de: 'Dokumentation und Support-Dienste', en: 'Documentation and support services' },
  };
