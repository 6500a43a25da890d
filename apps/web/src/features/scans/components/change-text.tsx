import type { ScanListItem } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { changeInWords, changeVsPrevious } from '../change-vs-previous';

export function ChangeText({ scan }: { scan: Pick<ScanListItem, 'status' | 'previous'> }) {
  const { t } = useTranslation('scans');
  return <span>{changeInWords(changeVsPrevious(scan), t)}</span>;
}
