import {
  isBestPractice,
  type RuleMeta,
  ruleBfsgNote,
  ruleCriteria,
  ruleEn301549,
  ruleTags,
  ruleTexts,
  type Verdict,
} from '@klarsicht/rules';
import { CATEGORIES, type Category, type Finding, toCriterionRef } from '../report/types.js';
import { sortFindings } from './map-axe-results.js';
import { verdictNode } from './verdict-node.js';

/** Findings by category, as a page's report holds them. */
export type FindingLists = Record<Category, Finding[]>;

export function emptyFindingLists(): FindingLists {
  return { violations: [], passes: [], incomplete: [], inapplicable: [], bestPractices: [] };
}

/** Each category's findings in the report's order (the other fields of `lists` are left alone). */
export function sortFindingLists<Lists extends Partial<FindingLists>>(lists: Lists): Lists {
  for (const category of CATEGORIES) {
    const list = lists[category];
    if (list) sortFindings(list);
  }
  return lists;
}

/**
 * A rule's verdicts on a page or document as findings, one per outcome: failures (violations, or
 * best practices for a rule beyond WCAG), doubts, passes. A rule with no verdict does not apply;
 * where `lists.inapplicable` is kept, it says so there.
 */
export function addRuleFindings(
  lists: Omit<FindingLists, 'inapplicable'> & { inapplicable?: Finding[] },
  rule: RuleMeta,
  verdicts: readonly Verdict[],
  maxNodes: number,
): void {
  const failed = verdicts.filter((verdict) => verdict.outcome === 'failed');
  const review = verdicts.filter((verdict) => verdict.outcome === 'review');
  const passed = verdicts.filter((verdict) => verdict.outcome === 'passed');
  if (verdicts.length === 0) lists.inapplicable?.push(ruleFinding(rule, [], false, maxNodes));
  if (failed.length > 0) {
    const finding = ruleFinding(rule, failed, true, maxNodes);
    (isBestPractice(rule) ? lists.bestPractices : lists.violations).push(finding);
  }
  if (review.length > 0) lists.incomplete.push(ruleFinding(rule, review, true, maxNodes));
  if (passed.length > 0) lists.passes.push(ruleFinding(rule, passed, false, maxNodes));
}

/**
 * One finding of one of our rules: its texts in English (readers get theirs from translateFinding),
 * what it tests from its requirements, its nodes from the verdicts.
 */
export function ruleFinding(
  rule: RuleMeta,
  verdicts: readonly Verdict[],
  failing: boolean,
  maxNodes: number,
): Finding {
  const texts = ruleTexts(rule.id, 'en');
  const finding: Finding = {
    id: rule.id,
    source: rule.engine ?? 'klarsicht',
    // As axe does: impact belongs to a failure or a doubt; a pass has none.
    impact: failing ? rule.impact : null,
    description: texts?.description ?? '',
    help: texts?.help ?? rule.id,
    helpUrl: rule.helpUrl,
    tags: ruleTags(rule),
    wcag: ruleCriteria(rule).map(toCriterionRef),
    en301549: ruleEn301549(rule),
    actRules: rule.requirements.act === 'none' ? [] : [...rule.requirements.act],
    nodes: verdicts.slice(0, Math.max(0, maxNodes)).map((verdict) => verdictNode(verdict, failing)),
    nodeCount: verdicts.length,
  };
  const bfsg = ruleBfsgNote(rule);
  if (bfsg !== undefined) finding.bfsg = bfsg;
  return finding;
}
