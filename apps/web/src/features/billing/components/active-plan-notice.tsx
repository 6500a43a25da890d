import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardClass, textLinkClass } from '../../../components/ui-classes';
import { useAccount } from '../api/billing-queries';
import { RUNS_PATH } from './payment-confirmation';
import { TrialUsage } from './trial-usage';

export const PROFILE_PATH = '/profile/general';

/**
 * Someone with a plan on /setup: say so and show the way on; a one-time buyer may buy more, a
 * subscriber changes plans. Someone without one: how many of their free checks they have used.
 */
export function ActivePlanNotice({ userKey }: { userKey: string }) {
  const { t } = useTranslation('billing');
  const account = useAccount(userKey);
  if (!account.data) return null;
  if (!account.data.active) {
    // Without a plan, the free checks are the trial: product §9 "current of limit scans".
    const trial = account.data.trial;
    return trial ? <TrialUsage trial={trial} testId="setup-trial" className="mt-6" /> : null;
  }
  return (
    <section aria-labelledby="setup-active" className={`${cardClass} mt-8`}>
      <h2 id="setup-active" className="text-xl font-bold">
        {t('setup.activeHeading')}
      </h2>
      <p className="mt-2">
        {t(account.data.subscription ? 'setup.activeSubscription' : 'setup.active', {
          plan: account.data.planName ?? '',
        })}
      </p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to={RUNS_PATH} className={textLinkClass}>
            {t('setup.toRuns')}
          </Link>
        </li>
        <li>
          <Link to={PROFILE_PATH} className={textLinkClass}>
            {t('setup.toProfile')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
