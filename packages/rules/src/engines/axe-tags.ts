import { compareCriterionIds, findCriterion, type WcagCriterion } from '@klarsicht/report';

/**
 * axe names criteria in tags without dots: principle and guideline are one digit each, the rest is
 * the criterion number, which may have two digits ("wcag1410" is 1.4.10, "wcag2411" is 2.4.11).
 * Level tags ("wcag21aa", "wcag2a-obsolete") end in letters and do not match.
 */
const CRITERION_TAG = /^wcag(\d)(\d)(\d{1,2})$/;

/** axe tags EN 301 549 clauses as "EN-9.1.4.3". */
const EN_CLAUSE_TAG = /^EN-(\d+(?:\.\d+)+)$/;

/**
 * The tag axe puts on rules that test EN 301 549 V3.2.1. A rule tagged only "EN-301-549v4"
 * (target-size in axe 4.14) carries clauses of the draft V4 revision, which V3.2.1 does not have.
 */
export const EN_301_549_V3_TAG = 'EN-301-549';

/**
 * Whether an axe rule tests good practice beyond WCAG: tagged "best-practice" and naming no WCAG
 * criterion. Its failures are best practices, never WCAG violations.
 */
export function isBestPracticeRule(tags: readonly string[]): boolean {
  return tags.includes('best-practice') && criteriaFromTags(tags).length === 0;
}

/** "wcag1410" → "1.4.10"; undefined for tags that name no criterion. */
export function criterionIdFromTag(tag: string): string | undefined {
  const match = CRITERION_TAG.exec(tag);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : undefined;
}

/**
 * The WCAG criteria an axe rule's tags name, in numeric order. Ids that WCAG does not have are
 * dropped rather than guessed at: a report must not show a criterion with an invented title.
 */
export function criteriaFromTags(tags: readonly string[]): WcagCriterion[] {
  const criteria = new Map<string, WcagCriterion>();
  for (const tag of tags) {
    const id = criterionIdFromTag(tag);
    const criterion = id === undefined ? undefined : findCriterion(id);
    if (criterion) criteria.set(criterion.id, criterion);
  }
  return [...criteria.values()].sort((a, b) => compareCriterionIds(a.id, b.id));
}

/**
 * EN 301 549 V3.2.1 clauses for a rule: its "EN-x.y.z" tags when axe marks it as a V3.2.1 rule,
 * together with the clauses the criteria table gives for its WCAG criteria (which covers rules axe
 * tagged with WCAG criteria but no EN clause).
 */
export function en301549ClausesFor(tags: readonly string[], criteria: readonly WcagCriterion[]): string[] {
  const clauses = new Set<string>();
  if (tags.includes(EN_301_549_V3_TAG)) {
    for (const tag of tags) {
      const match = EN_CLAUSE_TAG.exec(tag);
      if (match?.[1]) clauses.add(match[1]);
    }
  }
  for (const criterion of criteria) {
    if (criterion.en301549) clauses.add(criterion.en301549);
  }
  return [...clauses].sort(compareCriterionIds);
}
