import { APP_ROUTE_PATHS } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heading, type HeadingLevel } from '../../../components/heading';
import { LockIcon } from '../../../components/icons';
import { buttonPrimaryClass } from '../../../components/ui-classes';
import { useAuth, useAuthActions } from '../../auth';

/**
 * The full report stays locked for the free check: it comes with a plan, and the button says so
 * (registering alone unlocks nothing, so it leads on to the plan choice). A signed-in user's check
 * is theirs already: it leads to its full report (the plan choice first, if they have none).
 */
export function LockedReport({
  scanId,
  violationCount,
  headingLevel,
}: {
  scanId: string;
  violationCount: number;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation('scanResult');
  const { register } = useAuthActions();
  const { isAuthenticated } = useAuth();
  return (
    <div
      className="mt-6 rounded-xl border-2 border-dashed border-slate-400 bg-slate-50 p-5 dark:border-slate-500 dark:bg-slate-950"
      data-testid="locked-report"
    >
      <div className="flex flex-wrap items-center gap-2">
        <LockIcon />
        <Heading level={headingLevel} className="font-semibold">
          {t('locked.heading')}
        </Heading>
        {isAuthenticated ? null : (
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-semibold text-slate-900 dark:bg-slate-800 dark:text-slate-100">
            {t('locked.badge')}
          </span>
        )}
      </div>
      <p className="mt-2">{t('locked.text', { count: violationCount })}</p>
      {isAuthenticated ? (
        <Link to={`/run/${encodeURIComponent(scanId)}`} className={`${buttonPrimaryClass} mt-4`}>
          {t('locked.open')}
        </Link>
      ) : (
        <button
          type="button"
          className={`${buttonPrimaryClass} mt-4`}
          onClick={() => register(APP_ROUTE_PATHS.payment_setup)}
        >
          {t('locked.cta')}
        </button>
      )}
    </div>
  );
}
