import type { FlowRunView } from '@klarsicht/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthorizedImage } from '../../../components/authorized-image';
import { cardClass, mutedTextClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { flowOutcome, flowOutcomeText } from '../flow-words';

/**
 * „Abläufe“: what became of the site's user flows in this scan, in the order they ran: ran to the
 * end, stopped at a step (why, and on which page), or not run; and the states replayed after the
 * page budget was used up, which were not checked. Shown only when flows ran.
 */
export function ScanFlows({
  flows,
  pictureOf,
}: {
  flows: readonly FlowRunView[] | undefined;
  /** Where the picture of a stopped flow's page is read (absent through a share link: not shared). */
  pictureOf?: (flow: string) => string;
}) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const headingId = useId();
  if (!flows || flows.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="scan-flows">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('flows.heading')}
      </h2>
      <p className="mt-3 max-w-3xl">{t('flows.intro')}</p>
      <ul className="mt-4 space-y-4">
        {flows.map((run) => (
          <li key={run.flow} className={cardClass} data-testid="scan-flow" data-outcome={flowOutcome(run)}>
            <h3 className="text-xl font-bold [overflow-wrap:anywhere]">{run.name}</h3>
            <p className={`mt-1 [overflow-wrap:anywhere] ${mutedTextClass}`}>
              {t('flows.recording', { title: run.title, steps: t('flows.steps', { count: run.steps }) })}
            </p>
            <p className="mt-2 font-medium" data-testid="scan-flow-outcome">
              {flowOutcomeText(t, run, language)}
            </p>
            {!run.failure && run.failedAt?.url ? (
              <p className="mt-1 [overflow-wrap:anywhere]">
                {t('flows.stoppedAt', { url: run.failedAt.url })}
              </p>
            ) : null}
            {run.failedAt?.screenshot && pictureOf ? (
              <div className="mt-3 max-w-xl" data-testid="scan-flow-picture">
                <AuthorizedImage
                  path={pictureOf(run.flow)}
                  alt={t('flows.picture', { name: run.name, step: run.failedAt.step })}
                />
              </div>
            ) : null}
            {run.uncheckedStates ? (
              <p className="mt-1" data-testid="scan-flow-unchecked">
                {t('flows.unchecked', { count: run.uncheckedStates })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
