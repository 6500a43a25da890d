import type { Category, FindingView, Impact, NeedsReviewItem } from '@klarsicht/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/query-status';
import { useFindings, useNeedsReview } from '../api/scan-queries';
import type { ScanSource } from '../api/scan-source';
import { findingsByRule } from '../findings-by-rule';
import { scanErrorKey } from '../scan-errors';
import { FindingsPagination } from './findings-pagination';
import { ReviewControl } from './review-control';
import { RuleGroupCard } from './rule-group-card';

interface FindingsPanelProps {
  source: ScanSource;
  category: Category;
  impact: Impact | undefined;
  page: string | undefined;
}

const isReviewItem = (finding: FindingView): finding is NeedsReviewItem => 'reviewed' in finding;

/**
 * One category's findings, a page at a time, grouped by rule. The owner's needs-review tab reads
 * the review endpoint instead, so each item carries its "checked, not an issue" mark.
 */
export function FindingsPanel({ source, category, impact, page }: FindingsPanelProps) {
  const { t } = useTranslation('scans');
  const [offset, setOffset] = useState(0);
  const reviewScanId = source.kind === 'own' && category === 'incomplete' ? source.id : undefined;
  const findings = useFindings(source, { category, impact, page, offset }, reviewScanId === undefined);
  const review = useNeedsReview(reviewScanId ?? '', { impact, page, offset }, reviewScanId !== undefined);
  const query = reviewScanId === undefined ? findings : review;

  if (query.isPending) {
    return <LoadingStatus className="mt-6">{t('results.loading')}</LoadingStatus>;
  }
  if (query.isError) {
    return (
      <p role="alert" className="mt-6">
        {t(`errors.${scanErrorKey(query.error)}`)}
      </p>
    );
  }
  const { items, total } = query.data;
  if (total === 0) {
    const filtered = impact !== undefined || page !== undefined;
    return (
      <p className="mt-6 text-lg" data-testid="no-results">
        {filtered
          ? t('results.emptyFiltered')
          : category === 'violations'
            ? t('results.empty')
            : t('results.emptyCategory')}
      </p>
    );
  }
  const groups = findingsByRule<FindingView>(items);
  return (
    <div className="mt-6">
      <p className="sr-only" aria-live="polite">
        {t('results.showing', { from: offset + 1, to: offset + items.length, total })}
      </p>
      <div className="flex flex-col gap-6">
        {groups.map((group) => (
          <RuleGroupCard
            key={group.ruleId}
            group={group}
            pageActions={
              reviewScanId
                ? (finding) =>
                    isReviewItem(finding) ? <ReviewControl scanId={reviewScanId} item={finding} /> : null
                : undefined
            }
          />
        ))}
      </div>
      <FindingsPagination offset={offset} shown={items.length} total={total} onOffset={setOffset} />
    </div>
  );
}
