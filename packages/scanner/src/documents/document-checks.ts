import { documentPartSelector } from '@klarsicht/report';
import { type PdfFacts, type Rule, ruleRunsInProfile, ruleTags, type Verdict } from '@klarsicht/rules';
import { rulesReading } from '@klarsicht/rules/evaluate';
import type { ProfileId } from '../report/types.js';
import {
  addRuleFindings,
  emptyFindingLists,
  type FindingLists,
  sortFindingLists,
} from '../standards/rule-findings.js';

/** The check id of the note that a document could not be checked, and why (`data.messageKey`). */
export const DOCUMENT_NOT_CHECKED = 'klarsicht-pdf-not-checked';

/** A document's findings by category, as a page report holds them. */
export type DocumentFindings = FindingLists;

/**
 * Why a document was not checked; its message says so in the reader's language. 'parse-timeout' and
 * 'parse-memory': reading it was ended by the engine's time or memory limit (see read-pdf-isolated.ts).
 */
export type NotCheckedReason = 'too-large' | 'password' | 'unreadable' | 'parse-timeout' | 'parse-memory';

export interface DocumentCheckOptions {
  maxNodesPerFinding: number;
}

/** The document rules a profile runs, by their tags, as axe selects its rules. */
export function documentRulesFor(profile: ProfileId): Rule<'pdf'>[] {
  return rulesReading('pdf').filter((rule) => ruleRunsInProfile(profile, ruleTags(rule)));
}

/**
 * Runs the profile's document rules on a PDF's facts. A rule with no verdict does not apply to the
 * document (no form fields, a short document) and is listed as inapplicable.
 */
export function runDocumentChecks(
  facts: PdfFacts,
  profile: ProfileId,
  options: DocumentCheckOptions,
): DocumentFindings {
  const findings = emptyFindingLists();
  for (const rule of documentRulesFor(profile)) {
    addRuleFindings(findings, rule, rule.evaluate(facts), options.maxNodesPerFinding);
  }
  return sortFindingLists(findings);
}

/**
 * A document that could not be checked at all (too large, protected by a password, unreadable):
 * every rule the profile runs needs review, with the reason, as a browser check that could not run.
 * Never a failed page: the document is there, only the engine could not look inside.
 */
export function notCheckedFindings(
  reason: NotCheckedReason,
  profile: ProfileId,
  options: DocumentCheckOptions & { limitMb?: number },
): DocumentFindings {
  const findings = emptyFindingLists();
  const data = { messageKey: reason, ...(options.limitMb === undefined ? {} : { limitMb: options.limitMb }) };
  for (const rule of documentRulesFor(profile)) {
    const verdict: Verdict = {
      selector: documentPartSelector({ kind: 'catalog' }),
      html: '',
      outcome: 'review',
      check: DOCUMENT_NOT_CHECKED,
      data,
    };
    addRuleFindings(findings, rule, [verdict], options.maxNodesPerFinding);
  }
  return sortFindingLists(findings);
}
