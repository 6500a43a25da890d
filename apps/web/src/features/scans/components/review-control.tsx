import type { NeedsReviewItem } from '@klarsicht/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { formatDateTime } from '../../../lib/format-date';
import { useReviewMark } from '../api/scan-queries';
import { scanErrorKey } from '../scan-errors';

/**
 * "Checked, not an issue" for one needs-review finding (its rule on its page), and undo. The mark
 * belongs to the site, so later scans of it show the finding as checked too.
 */
export function ReviewControl({ scanId, item }: { scanId: string; item: NeedsReviewItem }) {
  const { t } = useTranslation('scans');
  const { mark, unmark } = useReviewMark(scanId);
  const [message, setMessage] = useState('');
  const pending = mark.isPending || unmark.isPending;
  const failed = mark.isError ? mark.error : unmark.isError ? unmark.error : null;
  const context = t('review.context', { rule: item.help, page: item.pageUrl });

  return (
    <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="review-control">
      {item.reviewed ? (
        <>
          <p className="font-medium" data-testid="review-state">
            {t('review.marked', { date: formatDateTime(item.reviewed.at) })}
          </p>
          <button
            type="button"
            className={buttonSecondaryClass}
            aria-disabled={pending || undefined}
            onClick={() => {
              if (pending || !item.reviewed) return;
              unmark.mutate(item.reviewed.id, { onSuccess: () => setMessage(t('review.undone')) });
            }}
          >
            {t('review.undo')}
            <span className="sr-only"> {context}</span>
          </button>
        </>
      ) : (
        <button
          type="button"
          className={buttonSecondaryClass}
          aria-disabled={pending || undefined}
          onClick={() => {
            if (pending) return;
            mark.mutate(
              { scanId, ruleId: item.ruleId, pageUrl: item.pageUrl },
              { onSuccess: () => setMessage(t('review.done')) },
            );
          }}
        >
          {t('review.mark')}
          <span className="sr-only"> {context}</span>
        </button>
      )}
      <p role="status" className="sr-only">
        {message}
      </p>
      {failed ? <p role="alert">{t(`errors.${scanErrorKey(failed)}`)}</p> : null}
    </div>
  );
}
