import type { ScanListItem } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { changeMessage, changeVsPrevious } from '../change-vs-previous';

export function ChangeText({ scan }: { scan: ScanListItem }) {
  const { t } = useTranslation('scans');
  const { key, count } = changeMessage(changeVsPrevious(scan));
  return <span>{count === undefined ? t(key) : t(key, { count })}</span>;
}
