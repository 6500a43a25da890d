import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../features/auth';
import { ProfileGeneralPage } from '../../features/profile';

export default function ProfileGeneralRoute() {
  const { t } = useTranslation(['common', 'account']);
  return (
    <RequireAuth heading={t('titles.profile')} description={t('account:pages.profile')}>
      <ProfileGeneralPage />
    </RequireAuth>
  );
}
