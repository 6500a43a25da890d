import { useTranslation } from 'react-i18next';
import { Heading, type HeadingLevel } from '../../../components/heading';
import { LockIcon } from '../../../components/icons';
import { buttonPrimaryClass } from '../../../components/ui-classes';
import { useAuthActions } from '../../auth';

/** The full report stays locked for the free check; signing up unlocks it. */
export function LockedReport({
  violationCount,
  headingLevel,
}: {
  violationCount: number;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation('scanResult');
  const { register } = useAuthActions();
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
        <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-semibold text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          {t('locked.badge')}
        </span>
      </div>
      <p className="mt-2">{t('locked.text', { count: violationCount })}</p>
      <button type="button" className={`${buttonPrimaryClass} mt-4`} onClick={() => register()}>
        {t('locked.cta')}
      </button>
    </div>
  );
}
