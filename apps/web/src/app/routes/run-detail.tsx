import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../features/auth';
import { RunDetailPage } from '../../features/scans';

export default function RunDetailRoute() {
  const { t } = useTranslation(['common', 'account']);
  return (
    <RequireAuth heading={t('titles.runDetail')} description={t('account:pages.runDetail')}>
      <RunDetailPage />
    </RequireAuth>
  );
}
