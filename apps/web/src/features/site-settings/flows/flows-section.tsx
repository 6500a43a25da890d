import { MAX_SITE_FLOWS } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingStatus } from '../../../components/query-status';
import { cardClass, mutedTextClass } from '../../../components/ui-classes';
import { CodeText } from '../components/code-text';
import { flowErrorKey } from './flow-errors';
import { FlowItem } from './flow-item';
import { useSiteFlows } from './flows-api';
import { RecordingForm } from './recording-form';

/**
 * „Abläufe“: how to record a flow in Chrome's Recorder and mark states to check, the site's flows
 * (download, replace, delete), and a form to add one. Saved at once, apart from the settings form
 * above; what was done is said in the section's live region.
 */
export function FlowsSection({ siteId, userKey }: { siteId: string; userKey: string | undefined }) {
  const { t } = useTranslation('siteSettings');
  const headingId = useId();
  const listHeadingId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const flows = useSiteFlows(userKey, siteId);
  const items = flows.data ?? [];

  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8`} data-testid="site-flows">
      <h2 id={headingId} className="text-xl font-bold">
        {t('flows.heading')}
      </h2>
      <p className="mt-2 max-w-3xl">{t('flows.intro')}</p>
      <h3 className="mt-6 text-lg font-bold">{t('flows.howHeading')}</h3>
      <ol className="mt-2 max-w-3xl list-decimal space-y-2 pl-6 [overflow-wrap:anywhere]">
        <li>{t('flows.howRecord')}</li>
        <li>
          <CodeText text={t('flows.howMark')} />
        </li>
        <li>{t('flows.howExport')}</li>
      </ol>
      <p className={`mt-3 max-w-3xl ${mutedTextClass}`}>{t('flows.testData')}</p>

      <h3
        id={listHeadingId}
        ref={listHeadingRef}
        tabIndex={-1}
        className="mt-8 text-lg font-bold outline-none"
      >
        {t('flows.listHeading')}
      </h3>
      <p role="status" className="mt-2 font-semibold empty:hidden" data-testid="site-flows-status">
        {announcement}
      </p>
      {flows.isPending ? (
        <LoadingStatus className="mt-2">{t('flows.loading')}</LoadingStatus>
      ) : flows.isError ? (
        <LoadFailed
          className="mt-2"
          message={t(`flows.errors.${flowErrorKey(flows.error)}`, { max: MAX_SITE_FLOWS })}
          retryLabel={t('retry')}
          onRetry={() => void flows.refetch()}
          retryClassName="mt-3"
        />
      ) : (
        <>
          <p className={`mt-2 ${mutedTextClass}`} data-testid="site-flows-count">
            {items.length === 0
              ? t('flows.none')
              : t('flows.count', { count: items.length, max: MAX_SITE_FLOWS })}
          </p>
          {items.length > 0 ? (
            <ul aria-labelledby={listHeadingId} className="mt-4 space-y-4" data-testid="site-flow-list">
              {items.map((flow) => (
                <FlowItem
                  key={flow.id}
                  flow={flow}
                  siteId={siteId}
                  userKey={userKey}
                  onDeleted={(name) => {
                    setAnnouncement(t('flows.announce.deleted', { name }));
                    // The card and its buttons are gone: the list's heading takes focus.
                    requestAnimationFrame(() => listHeadingRef.current?.focus());
                  }}
                />
              ))}
            </ul>
          ) : null}
          {items.length >= MAX_SITE_FLOWS ? (
            <p className="mt-6 max-w-3xl font-semibold" data-testid="site-flows-limit">
              {t('flows.form.limitReached', { max: MAX_SITE_FLOWS })}
            </p>
          ) : (
            <RecordingForm
              siteId={siteId}
              userKey={userKey}
              headingLevel={3}
              onDone={(saved) => setAnnouncement(t('flows.announce.added', { name: saved.name }))}
            />
          )}
        </>
      )}
    </section>
  );
}
