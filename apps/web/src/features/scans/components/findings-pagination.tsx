import { useTranslation } from 'react-i18next';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { FINDINGS_PAGE_SIZE } from '../api/scans-api';

interface FindingsPaginationProps {
  offset: number;
  shown: number;
  total: number;
  onOffset: (offset: number) => void;
}

export function FindingsPagination({ offset, shown, total, onOffset }: FindingsPaginationProps) {
  const { t } = useTranslation('scans');
  if (total <= FINDINGS_PAGE_SIZE) return null;
  const hasPrevious = offset > 0;
  const hasNext = offset + shown < total;
  return (
    <nav aria-label={t('results.pagination')} className="mt-6 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={buttonSecondaryClass}
        disabled={!hasPrevious}
        onClick={() => onOffset(Math.max(0, offset - FINDINGS_PAGE_SIZE))}
      >
        {t('results.previous')}
      </button>
      <p>{t('results.showing', { from: offset + 1, to: offset + shown, total })}</p>
      <button
        type="button"
        className={buttonSecondaryClass}
        disabled={!hasNext}
        onClick={() => onOffset(offset + FINDINGS_PAGE_SIZE)}
      >
        {t('results.next')}
      </button>
    </nav>
  );
}
