import type { TrackerView } from '@klarsicht/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineConfirm } from '../../../components/inline-confirm';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { formatDateTime } from '../../../lib/format-date';
import { useDeleteTracker } from '../api/trackers-api';
import { integrationErrorKey } from '../integration-errors';
import { useTrackerName } from './tracker-name';

/**
 * One linked issue tracker as a card (it reflows at 320 px): what it points at, where, since when,
 * and where its webhook must point. Removing it asks first; the removal is said by the list, a
 * failure in the card's own alert.
 */
export function TrackerItem({
  organisation,
  tracker,
  onDeleted,
}: {
  organisation: string | null;
  tracker: TrackerView;
  /** It is gone: the list says so and takes focus. */
  onDeleted: (name: string) => void;
}) {
  const { t } = useTranslation('integrations');
  const language = useLanguage();
  const nameOf = useTrackerName();
  const name = nameOf(tracker);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState('');
  const remove = useDeleteTracker(organisation);
  const focusLater = () => requestAnimationFrame(() => deleteRef.current?.focus());

  return (
    <li className="rounded-lg border border-slate-300 p-4 dark:border-slate-600" data-testid="tracker">
      <h3 className="text-lg font-bold [overflow-wrap:anywhere]">{name}</h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <Row term={t('trackers.item.kind')}>{t(`trackers.kinds.${tracker.kind}`)}</Row>
        <Row term={t(`trackers.item.targets.${tracker.kind}`)}>
          <span className="font-mono text-sm [overflow-wrap:anywhere]">{tracker.target}</span>
        </Row>
        <Row term={t('trackers.item.baseUrl')}>
          <span className="font-mono text-sm [overflow-wrap:anywhere]">{tracker.baseUrl}</span>
        </Row>
        <Row term={t('trackers.item.webhookUrl')}>
          <span className="font-mono text-sm [overflow-wrap:anywhere]">{tracker.webhookUrl}</span>
        </Row>
        <Row term={t('trackers.item.created')}>{formatDateTime(tracker.createdAt, language)}</Row>
      </dl>
      {confirming ? (
        <InlineConfirm
          className="mt-4"
          question={t('trackers.actions.confirmDelete', { name })}
          yesLabel={t('trackers.actions.deleteYes')}
          noLabel={t('trackers.actions.confirmNo')}
          busy={remove.isPending}
          onYes={() => {
            setFailure('');
            remove.mutate(tracker.id, {
              onSuccess: () => onDeleted(name),
              onError: (error) => {
                setConfirming(false);
                setFailure(t(`errors.${integrationErrorKey(error)}`));
                focusLater();
              },
            });
          }}
          onNo={() => {
            setConfirming(false);
            focusLater();
          }}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            ref={deleteRef}
            className={buttonSecondaryClass}
            onClick={() => setConfirming(true)}
          >
            {t('trackers.actions.delete')}
            <span className="sr-only"> {t('trackers.actions.context', { name })}</span>
          </button>
        </div>
      )}
      <p role="alert" className="mt-3 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {failure}
      </p>
    </li>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}
