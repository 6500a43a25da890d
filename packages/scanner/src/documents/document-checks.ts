import { bfsgNote, type Language, toCriterionRef } from '@klarsicht/report';
import { ruleRunsInProfile } from '../profiles/profiles.js';
import type { Category, Finding, ProfileId } from '../report/types.js';
import { criteriaFromTags, isBestPracticeRule } from '../standards/axe-tags.js';
import { sortFindings } from '../standards/map-axe-results.js';
import { verdictNode } from '../standards/verdict-node.js';
import { ruleTexts } from '../texts/rule-texts.js';
import {
  catalogNode,
  DOCUMENT_NOT_CHECKED,
  type DocumentRule,
  type DocumentVerdict,
} from './document-rule.js';
import type { PdfFacts } from './pdf-facts.js';
import { PDF_RULES } from './pdf-rules.js';

/** A document's findings by category, as a page report holds them. */
export type DocumentFindings = Record<Category, Finding[]>;

/**
 * Why a document was not checked; its message says so in the reader's language. 'parse-timeout' and
 * 'parse-memory': reading it was ended by the engine's time or memory limit (see read-pdf-isolated.ts).
 */
export type NotCheckedReason = 'too-large' | 'password' | 'unreadable' | 'parse-timeout' | 'parse-memory';

export interface DocumentCheckOptions {
  maxNodesPerFinding: number;
}

/** The document rules a profile runs, by their tags, as axe selects its rules. */
export function documentRulesFor(profile: ProfileId): DocumentRule[] {
  return PDF_RULES.filter((rule) => ruleRunsInProfile(profile, rule.tags));
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
  const findings = emptyFindings();
  for (const rule of documentRulesFor(profile)) addFindings(findings, rule, rule.evaluate(facts), options);
  return sorted(findings);
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
  const findings = emptyFindings();
  const data = { messageKey: reason, ...(options.limitMb === undefined ? {} : { limitMb: options.limitMb }) };
  for (const rule of documentRulesFor(profile)) {
    const verdict: DocumentVerdict = {
      ...catalogNode(''),
      outcome: 'review',
      check: DOCUMENT_NOT_CHECKED,
      data,
    };
    addFindings(findings, rule, [verdict], options);
  }
  return sorted(findings);
}

function emptyFindings(): DocumentFindings {
  return { violations: [], passes: [], incomplete: [], inapplicable: [], bestPractices: [] };
}

function sorted(findings: DocumentFindings): DocumentFindings {
  for (const list of Object.values(findings)) sortFindings(list);
  return findings;
}

function addFindings(
  findings: DocumentFindings,
  rule: DocumentRule,
  verdicts: readonly DocumentVerdict[],
  options: DocumentCheckOptions,
): void {
  const failed = verdicts.filter((verdict) => verdict.outcome === 'failed');
  const review = verdicts.filter((verdict) => verdict.outcome === 'review');
  const passed = verdicts.filter((verdict) => verdict.outcome === 'passed');
  if (verdicts.length === 0) findings.inapplicable.push(toFinding(rule, [], false, options));
  if (failed.length > 0) {
    const finding = toFinding(rule, failed, true, options);
    (isBestPracticeRule(rule.tags) ? findings.bestPractices : findings.violations).push(finding);
  }
  if (review.length > 0) findings.incomplete.push(toFinding(rule, review, true, options));
  if (passed.length > 0) findings.passes.push(toFinding(rule, passed, false, options));
}

/** A finding as the page rules give one: English texts, criteria from the tags, clause 10 clauses. */
export function toFinding(
  rule: DocumentRule,
  verdicts: readonly DocumentVerdict[],
  failing: boolean,
  options: DocumentCheckOptions,
): Finding {
  const texts = ruleTexts(rule.id, 'en');
  const finding: Finding = {
    id: rule.id,
    source: 'klarsicht',
    // As axe does: impact belongs to a failure or a doubt; a pass has none.
    impact: failing ? rule.impact : null,
    description: texts?.description ?? '',
    help: texts?.help ?? rule.id,
    helpUrl: rule.helpUrl,
    tags: [...rule.tags],
    wcag: criteriaFromTags(rule.tags).map(toCriterionRef),
    en301549: [...rule.en301549],
    actRules: [...rule.actRules],
    nodes: verdicts
      .slice(0, Math.max(0, options.maxNodesPerFinding))
      .map((verdict) => verdictNode(verdict, failing)),
    nodeCount: verdicts.length,
  };
  const bfsg = documentBfsgNote(rule);
  if (bfsg !== undefined) finding.bfsg = bfsg;
  return finding;
}

/** The BFSG note of a document rule in English; readers get it from `bfsgText` in their language. */
export function documentBfsgNote(rule: DocumentRule, language: Language = 'en'): string | undefined {
  return rule.bfsgReference === undefined ? undefined : bfsgNote(rule.bfsgReference, rule.en301549, language);
}
