import type { ScanListItem } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { changeVsPrevious } from '../change-vs-previous';

export function ChangeText({ scan }: { scan: ScanListItem }) {
  const { t } = useTranslation('scans');
  const change = changeVsPrevious(scan);
  switch (change.kind) {
    case 'none':
      return <span>{t('change.none')}</span>;
    case 'first':
      return <span>{t('change.first')}</span>;
    case 'same':
      return <span>{t('change.same')}</span>;
    case 'fewer':
      return <span>{t('change.fewer', { count: change.count })}</span>;
    case 'more':
      return <span>{t('change.more', { count: change.count })}</span>;
  }
}
