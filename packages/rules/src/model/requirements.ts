import {
  bfsgNote,
  bfsgNoteForCriteria,
  compareCriterionIds,
  findCriterion,
  type Language,
  type WcagCriterion,
} from '@klarsicht/report';
import type { RuleMeta } from './rule.js';

/** The WCAG criteria a rule tests, in numeric order. */
export function ruleCriteria(rule: Pick<RuleMeta, 'requirements'>): WcagCriterion[] {
  const { wcag } = rule.requirements;
  if (wcag === 'none') return [];
  return wcag
    .map((id) => {
      const criterion = findCriterion(id);
      if (!criterion) throw new Error(`WCAG has no success criterion ${id}`);
      return criterion;
    })
    .sort((a, b) => compareCriterionIds(a.id, b.id));
}

/**
 * The EN 301 549 V3.2.1 clauses a rule tests: those it names (a document's clause 10, support
 * services' clause 12), else clause 9 of its WCAG criteria.
 */
export function ruleEn301549(rule: Pick<RuleMeta, 'requirements'>): string[] {
  const named = rule.requirements.en301549;
  if (named !== undefined) return [...named];
  const clauses = ruleCriteria(rule).flatMap((criterion) => criterion.en301549 ?? []);
  return [...new Set(clauses)].sort(compareCriterionIds);
}

/** The rule's BFSG note in `language`: from its own reference, else from its criteria; none for a best practice. */
export function ruleBfsgNote(
  rule: Pick<RuleMeta, 'requirements'>,
  language: Language = 'en',
): string | undefined {
  const { bfsg } = rule.requirements;
  if (bfsg === 'none') return undefined;
  if (bfsg !== undefined) return bfsgNote(bfsg, ruleEn301549(rule), language);
  return bfsgNoteForCriteria(ruleCriteria(rule), language);
}

/** A criterion's level tag as axe writes it: "wcag2a" for WCAG 2.0 level A, "wcag21aa", "wcag22aa". */
function levelTag(criterion: WcagCriterion): string {
  const version = criterion.version === '2.0' ? '2' : criterion.version.replace('.', '');
  return `wcag${version}${criterion.level.toLowerCase()}`;
}

/**
 * A rule's tags, axe's way, as profiles select rules by them and findings carry them: its own tags,
 * then each criterion's level and number ("wcag2a", "wcag212"), then, for a web rule that tests EN
 * 301 549 clauses, "EN-301-549" and each clause ("EN-9.2.1.2"). A document's clause 10 stays out of
 * the tags: a profile selects web rules by EN tags.
 */
export function ruleTags(rule: Pick<RuleMeta, 'tags' | 'requirements' | 'artifact'>): string[] {
  const tags = [...rule.tags];
  for (const criterion of ruleCriteria(rule)) {
    tags.push(levelTag(criterion), `wcag${criterion.id.replaceAll('.', '')}`);
  }
  const clauses = ruleEn301549(rule);
  if (rule.artifact !== 'pdf' && clauses.length > 0) {
    tags.push('EN-301-549', ...clauses.map((clause) => `EN-${clause}`));
  }
  return tags;
}

/** Whether a rule tests good practice beyond WCAG: its failures are best practices, never violations. */
export function isBestPractice(rule: Pick<RuleMeta, 'tags' | 'requirements'>): boolean {
  return rule.tags.includes('best-practice') && ruleCriteria(rule).length === 0;
}
