import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../features/auth';
import { RunListPage } from '../../features/scans';

export default function RunsRoute() {
  const { t } = useTranslation(['common', 'account']);
  return (
    <RequireAuth heading={t('titles.runs')} description={t('account:pages.runs')}>
      <RunListPage />
    </RequireAuth>
  );
}
