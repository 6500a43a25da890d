import type { FindingReview, NeedsReviewItem, ReviewState } from '@klarsicht/contracts';
import type { Language } from '../../platform/i18n/language.js';
import type { FindingRow } from '../records/results-repo.js';
import { toFindingView } from '../records/views.js';
import { EVERY_PAGE, type FindingReviewRow } from './finding-reviews-repo.js';

export function toFindingReview(row: FindingReviewRow): FindingReview {
  return {
    id: row.id,
    site: row.site,
    ruleId: row.ruleId,
    pageUrl: row.pageUrl === EVERY_PAGE ? null : row.pageUrl,
    ...(row.note ? { note: row.note } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The review that covers a finding: one for its page wins over one for every page, since it is
 * the more specific statement.
 */
export function reviewCovering(
  finding: Pick<FindingRow, 'ruleId' | 'pageUrl'>,
  reviews: readonly FindingReviewRow[],
): ReviewState | null {
  const forRule = reviews.filter((review) => review.ruleId === finding.ruleId);
  const review =
    forRule.find((entry) => entry.pageUrl === finding.pageUrl) ??
    forRule.find((entry) => entry.pageUrl === EVERY_PAGE);
  if (!review) return null;
  return { id: review.id, at: review.createdAt.toISOString(), ...(review.note ? { note: review.note } : {}) };
}

export function toNeedsReviewItem(
  finding: FindingRow,
  reviews: readonly FindingReviewRow[],
  language: Language,
): NeedsReviewItem {
  return { ...toFindingView(finding, language), reviewed: reviewCovering(finding, reviews) };
}
