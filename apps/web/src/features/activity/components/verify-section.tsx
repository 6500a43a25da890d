import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimaryClass, cardClass, mutedTextClass } from '../../../components/ui-classes';
import { type VerificationOutcome, verificationOutcome } from '../activity-entries';
import { activityErrorKey } from '../activity-errors';
import { useActivityVerification } from '../api/activity-api';

/**
 * "Verify the record": the server checks the whole chain; the answer is announced in the status
 * region, with the last hash to note down (selectable, wrapping at any character), or where and
 * how the chain breaks.
 */
export function VerifySection({ organisation }: { organisation: string | null }) {
  const { t } = useTranslation('activity');
  const headingId = useId();
  const verification = useActivityVerification(organisation);
  const checking = verification.isFetching;
  const failed = !checking && verification.isError;
  const outcome = !checking && !failed && verification.data ? verificationOutcome(verification.data) : null;

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-xl font-bold">
        {t('verify.heading')}
      </h2>
      <p className={`mt-2 ${mutedTextClass}`}>{t('verify.intro')}</p>
      <button
        type="button"
        className={`${buttonPrimaryClass} mt-4`}
        aria-disabled={checking || undefined}
        onClick={() => {
          if (!checking) void verification.refetch();
        }}
      >
        {t('verify.button')}
      </button>
      <div role="status" className="mt-3" data-testid="verify-status">
        {checking ? <p>{t('verify.checking')}</p> : outcome ? <Outcome outcome={outcome} /> : null}
      </div>
      <p role="alert" className="mt-3 font-medium text-red-700 empty:hidden dark:text-red-300">
        {failed ? `${t('verify.failed')} ${t(`errors.${activityErrorKey(verification.error)}`)}` : ''}
      </p>
    </section>
  );
}

function Outcome({ outcome }: { outcome: VerificationOutcome }) {
  const { t } = useTranslation('activity');
  switch (outcome.kind) {
    case 'empty':
      return <p>{t('verify.none')}</p>;
    case 'ok':
      return (
        <>
          <p className="font-medium text-green-800 dark:text-green-300">
            {t('verify.ok', { count: outcome.entries })}
          </p>
          <p className="mt-1">
            {t('verify.head')}{' '}
            <code className="rounded bg-slate-100 px-1 font-mono text-sm break-all select-all dark:bg-slate-800">
              {outcome.head}
            </code>
          </p>
        </>
      );
    case 'broken':
      return (
        <>
          <p className="font-bold text-red-700 dark:text-red-300">{t('verify.broken')}</p>
          {outcome.problem ? (
            <p className="mt-1">
              {t(`verify.problems.${outcome.problem.kind}`, { seq: outcome.problem.seq })}
            </p>
          ) : null}
        </>
      );
  }
}
