import type { DeliveryView } from '@klarsicht/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingStatus } from '../../../components/query-status';
import {
  ReflowCellLabel,
  reflowBodyClass,
  reflowCellClass,
  reflowHeadClass,
  reflowRowClass,
  reflowTableClass,
} from '../../../components/reflow-table';
import { buttonSecondaryClass, mutedTextClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { formatDateTime } from '../../../lib/format-date';
import { useDeliveries, useRedeliver } from '../api/webhooks-api';
import { isLabelledEventType } from '../event-types';
import { integrationErrorKey } from '../integration-errors';

const headClass = 'p-2 text-left align-bottom';
const cellClass = `${reflowCellClass} p-2 align-top`;

/**
 * „Zustellungen“: a disclosure that reads the newest 50 deliveries of one webhook when opened, as a
 * table that reflows into one card per delivery below md, each with "send again" and its response
 * on demand. Outcomes go to the page's live regions through `announce` and `fail`.
 */
export function Deliveries({
  organisation,
  webhookId,
  name,
  announce,
  fail,
}: {
  organisation: string | null;
  webhookId: string;
  /** The webhook's name, for the hidden context of the controls and the table's caption. */
  name: string;
  announce: (message: string) => void;
  fail: (message: string) => void;
}) {
  const { t } = useTranslation('integrations');
  const [open, setOpen] = useState(false);
  const deliveries = useDeliveries(organisation, webhookId, open);

  return (
    <details
      className="mt-4 rounded-lg border border-slate-300 dark:border-slate-600"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="min-h-11 cursor-pointer px-4 py-2.5 font-semibold">
        {t('deliveries.summary')}
        <span className="sr-only"> {t('actions.context', { name })}</span>
      </summary>
      <div className="border-t border-slate-300 px-4 py-4 dark:border-slate-600">
        {!open ? null : deliveries.isPending ? (
          <LoadingStatus>{t('deliveries.loading')}</LoadingStatus>
        ) : deliveries.isError ? (
          <LoadFailed
            className=""
            message={`${t('deliveries.loadFailed')} ${t(`errors.${integrationErrorKey(deliveries.error)}`)}`}
            retryLabel={t('deliveries.retry')}
            onRetry={() => void deliveries.refetch()}
            retryClassName="mt-3"
          />
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
              <p className={mutedTextClass}>
                {deliveries.data.length === 0 ? t('deliveries.none') : t('deliveries.limit')}
              </p>
              <button
                type="button"
                className={buttonSecondaryClass}
                aria-disabled={deliveries.isFetching || undefined}
                onClick={() => {
                  if (!deliveries.isFetching) void deliveries.refetch();
                }}
              >
                {t('deliveries.refresh')}
                <span className="sr-only"> {t('actions.context', { name })}</span>
              </button>
            </div>
            {deliveries.data.length > 0 ? (
              <DeliveryTable
                organisation={organisation}
                webhookId={webhookId}
                name={name}
                deliveries={deliveries.data}
                busy={deliveries.isFetching}
                announce={announce}
                fail={fail}
              />
            ) : null}
          </>
        )}
      </div>
    </details>
  );
}

function DeliveryTable({
  organisation,
  webhookId,
  name,
  deliveries,
  busy,
  announce,
  fail,
}: {
  organisation: string | null;
  webhookId: string;
  name: string;
  deliveries: readonly DeliveryView[];
  busy: boolean;
  announce: (message: string) => void;
  fail: (message: string) => void;
}) {
  const { t } = useTranslation('integrations');
  const language = useLanguage();
  const redeliver = useRedeliver(organisation);
  const eventLabel = (type: string) => (isLabelledEventType(type) ? t(`events.${type}`) : type);
  const milliseconds = new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond' });

  return (
    <table className={`${reflowTableClass} mt-4`} aria-busy={busy || undefined}>
      <caption className="sr-only">{t('deliveries.caption', { name })}</caption>
      <thead className={`bg-slate-100 dark:bg-slate-800 ${reflowHeadClass}`}>
        <tr>
          <th scope="col" className={headClass}>
            {t('deliveries.event')}
          </th>
          <th scope="col" className={headClass}>
            {t('deliveries.status')}
          </th>
          <th scope="col" className={headClass}>
            {t('deliveries.attempts')}
          </th>
          <th scope="col" className={headClass}>
            {t('deliveries.response')}
          </th>
          <th scope="col" className={headClass}>
            {t('deliveries.time')}
          </th>
          <th scope="col" className={headClass}>
            {t('deliveries.duration')}
          </th>
          <th scope="col" className={headClass}>
            {t('deliveries.actions')}
          </th>
        </tr>
      </thead>
      <tbody className={reflowBodyClass}>
        {deliveries.map((delivery) => {
          const at = delivery.lastAttemptAt ?? delivery.createdAt;
          const time = formatDateTime(at, language);
          const context = t('deliveries.context', { event: eventLabel(delivery.eventType), time });
          const sending =
            redeliver.isPending &&
            redeliver.variables.deliveryId === delivery.id &&
            redeliver.variables.webhookId === webhookId;
          return (
            <tr
              key={delivery.id}
              className={`${reflowRowClass} border-t border-slate-300 dark:border-slate-600`}
              data-testid="webhook-delivery"
            >
              <td className={cellClass}>
                <ReflowCellLabel>{t('deliveries.event')}</ReflowCellLabel>
                {eventLabel(delivery.eventType)}
              </td>
              <td className={cellClass}>
                <ReflowCellLabel>{t('deliveries.status')}</ReflowCellLabel>
                <span className="font-semibold">{t(`deliveryStatus.${delivery.status}`)}</span>
                {delivery.status === 'pending' && delivery.nextAttemptAt ? (
                  <span className={`block text-sm ${mutedTextClass}`}>
                    {t('deliveries.nextAttempt', { time: formatDateTime(delivery.nextAttemptAt, language) })}
                  </span>
                ) : null}
              </td>
              <td className={`${cellClass} tabular-nums`}>
                <ReflowCellLabel>{t('deliveries.attempts')}</ReflowCellLabel>
                {delivery.attempts}
              </td>
              <td className={`${cellClass} tabular-nums`}>
                <ReflowCellLabel>{t('deliveries.response')}</ReflowCellLabel>
                {delivery.responseStatus ?? t('deliveries.noResponse')}
              </td>
              <td className={`${cellClass} whitespace-nowrap max-md:whitespace-normal`}>
                <ReflowCellLabel>{t('deliveries.time')}</ReflowCellLabel>
                <time dateTime={at}>{time}</time>
              </td>
              <td className={`${cellClass} tabular-nums`}>
                <ReflowCellLabel>{t('deliveries.duration')}</ReflowCellLabel>
                {delivery.durationMs === undefined
                  ? t('deliveries.noDuration')
                  : milliseconds.format(delivery.durationMs)}
              </td>
              <td className={`${cellClass} min-w-0`}>
                <ReflowCellLabel>{t('deliveries.actions')}</ReflowCellLabel>
                <button
                  type="button"
                  className={buttonSecondaryClass}
                  aria-disabled={redeliver.isPending || undefined}
                  onClick={() => {
                    if (redeliver.isPending) return;
                    redeliver.mutate(
                      { webhookId, deliveryId: delivery.id },
                      {
                        onSuccess: () =>
                          announce(t('announce.redelivered', { event: eventLabel(delivery.eventType) })),
                        onError: (error) => fail(t(`errors.${integrationErrorKey(error)}`)),
                      },
                    );
                  }}
                >
                  {sending ? t('deliveries.redelivering') : t('deliveries.redeliver')}
                  <span className="sr-only"> {context}</span>
                </button>
                <details className="mt-2">
                  <summary className="min-h-11 cursor-pointer py-2.5 font-medium">
                    {t('deliveries.showBody')}
                    <span className="sr-only"> {context}</span>
                  </summary>
                  {delivery.responseBody ? (
                    <pre className="mt-2 rounded-lg bg-slate-100 p-3 font-mono text-sm whitespace-pre-wrap break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100">
                      <code>{delivery.responseBody}</code>
                    </pre>
                  ) : (
                    <p className={`mt-2 ${mutedTextClass}`}>{t('deliveries.noBody')}</p>
                  )}
                </details>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
