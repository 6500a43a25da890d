import { type CreatedTracker, MAX_TRACKERS } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingStatus } from '../../../components/query-status';
import { cardClass, mutedTextClass } from '../../../components/ui-classes';
import { useTrackers } from '../api/trackers-api';
import { integrationErrorKey } from '../integration-errors';
import { TrackerForm } from './tracker-form';
import { TrackerItem } from './tracker-item';
import { useTrackerName } from './tracker-name';
import { TrackerSetupPanel } from './tracker-setup-panel';

/**
 * „Ticketsysteme“ (decision 030): the organisation's linked GitHub repositories, GitLab projects and
 * Jira projects, each as a card, and the form that links another; after linking, the webhook's
 * address and secret (shown this once) with the steps to set it up in the tracker. Additions and
 * removals are said in the section's live region.
 */
export function TrackersSection({ organisation }: { organisation: string | null }) {
  const { t } = useTranslation('integrations');
  const nameOf = useTrackerName();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const trackers = useTrackers(organisation);
  const [created, setCreated] = useState<CreatedTracker | null>(null);
  const [announcement, setAnnouncement] = useState('');

  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8`} data-testid="trackers-section">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold">
        {t('trackers.heading')}
      </h2>
      <p className={`mt-2 max-w-3xl ${mutedTextClass}`}>{t('trackers.intro')}</p>
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {announcement}
      </p>
      {trackers.isPending ? (
        <LoadingStatus className="mt-4">{t('trackers.loading')}</LoadingStatus>
      ) : trackers.isError ? (
        <LoadFailed
          className="mt-4"
          message={`${t('trackers.loadFailed')} ${t(`errors.${integrationErrorKey(trackers.error)}`)}`}
          retryLabel={t('trackers.retry')}
          onRetry={() => void trackers.refetch()}
          retryClassName="mt-3"
        />
      ) : (
        <>
          <p className={`mt-2 ${mutedTextClass}`}>
            {trackers.data.length === 0
              ? t('trackers.none')
              : t('trackers.count', { count: trackers.data.length, max: MAX_TRACKERS })}
          </p>
          {trackers.data.length > 0 ? (
            <ul className="mt-4 space-y-4" data-testid="trackers">
              {trackers.data.map((tracker) => (
                <TrackerItem
                  key={tracker.id}
                  organisation={organisation}
                  tracker={tracker}
                  onDeleted={(name) => {
                    setAnnouncement(t('trackers.announce.deleted', { name }));
                    // The card and its button are gone: the section's heading takes focus.
                    requestAnimationFrame(() => headingRef.current?.focus());
                  }}
                />
              ))}
            </ul>
          ) : null}
          <div
            ref={addRef}
            className="mt-6 border-t border-slate-300 pt-6 dark:border-slate-600"
            data-testid="tracker-add"
          >
            <TrackerForm
              organisation={organisation}
              count={trackers.data.length}
              onCreated={(tracker) => {
                setAnnouncement(t('trackers.announce.created', { name: nameOf(tracker) }));
                setCreated(tracker);
              }}
            />
            {created ? (
              <TrackerSetupPanel
                key={created.id}
                tracker={created}
                name={nameOf(created)}
                onDone={() => {
                  setCreated(null);
                  setAnnouncement('');
                  // Back to the form (its first field), ready for the next one; at the limit, to the note.
                  requestAnimationFrame(() =>
                    addRef.current?.querySelector<HTMLElement>('input, [data-limit-heading]')?.focus(),
                  );
                }}
              />
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
