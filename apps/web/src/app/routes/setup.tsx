import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../features/auth';
import { PaymentSetupPage } from '../../features/billing';

export default function SetupRoute() {
  const { t } = useTranslation(['common', 'account']);
  return (
    <RequireAuth heading={t('titles.setup')} description={t('account:pages.setup')}>
      <PaymentSetupPage />
    </RequireAuth>
  );
}
