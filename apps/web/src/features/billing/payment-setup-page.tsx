import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonPrimaryClass, containerClass, mutedTextClass } from '../../components/ui-classes';

/**
 * `/setup`, always allowed by the guard (spec §2). Until the billing issue builds plan choice and
 * checkout, it says that plans are chosen here and points to the plans on the home page.
 */
export function PaymentSetupPage() {
  const { t } = useTranslation(['common', 'account']);
  return (
    <div className={`${containerClass} py-16 sm:py-24`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('titles.setup')}</h1>
      <p className="mt-4 max-w-2xl text-lg">{t('account:setup.intro')}</p>
      <p className={`mt-4 max-w-2xl ${mutedTextClass}`}>{t('account:setup.comingSoon')}</p>
      <Link to="/#pricing" className={`${buttonPrimaryClass} mt-8`}>
        {t('account:setup.toPlans')}
      </Link>
    </div>
  );
}
