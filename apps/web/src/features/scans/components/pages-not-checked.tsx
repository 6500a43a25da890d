import type { ScanView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { pagesNotChecked } from '../format';

/** "plus 10 pages not checked" beneath the pages checked, once a scan has ended with any. */
export function PagesNotChecked({ scan }: { scan: ScanView }) {
  const { t } = useTranslation('scans');
  const count = pagesNotChecked(scan);
  if (count === 0) return null;
  return (
    <span className="block text-sm" data-testid="pages-not-checked">
      {t('detail.facts.pagesNotChecked', { count })}
    </span>
  );
}
