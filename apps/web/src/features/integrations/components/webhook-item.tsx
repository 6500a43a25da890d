import type { WebhookView } from '@klarsicht/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineConfirm } from '../../../components/inline-confirm';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { formatDateTime } from '../../../lib/format-date';
import { useDeleteWebhook, useRenewSecret, useSendTest, useUpdateWebhook } from '../api/webhooks-api';
import { sortedEvents } from '../event-types';
import { integrationErrorKey } from '../integration-errors';
import { isChat } from '../webhook-draft';
import { Deliveries } from './deliveries';
import { SecretPanel } from './secret-panel';
import { WebhookForm } from './webhook-form';
import { useWebhookName } from './webhook-name';

type Confirming = 'delete' | 'renew' | null;

/**
 * One integration as a card (it reflows at 320 px, unlike a wide table): what it sends where, its
 * state and last delivery, and its actions, each named with the integration it acts on for screen
 * readers. Deleting and renewing the secret ask first; editing replaces the card's details. The
 * outcome of an action is said in the card's own live regions; a deletion by the list's.
 */
export function WebhookItem({
  organisation,
  webhook,
  sites,
  onDeleted,
}: {
  organisation: string | null;
  webhook: WebhookView;
  sites: readonly string[] | undefined;
  /** It is gone: the list says so and takes focus. */
  onDeleted: (name: string) => void;
}) {
  const { t } = useTranslation(['integrations', 'common']);
  const language = useLanguage();
  const nameOf = useWebhookName();
  const name = nameOf(webhook);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const renewRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const announce = (message: string) => {
    setFailure('');
    setAnnouncement(message);
  };
  const fail = (message: string) => {
    setAnnouncement('');
    setFailure(message);
  };
  const update = useUpdateWebhook(organisation);
  const remove = useDeleteWebhook(organisation);
  const renew = useRenewSecret(organisation);
  const test = useSendTest(organisation);
  const failed = (error: unknown) => fail(t(`errors.${integrationErrorKey(error)}`));
  // After the question or the form is gone, focus goes back where the person was.
  const focusLater = (target: { current: HTMLElement | null }) =>
    requestAnimationFrame(() => target.current?.focus());
  const context = <span className="sr-only"> {t('actions.context', { name })}</span>;

  const toggle = () => {
    if (update.isPending) return;
    const enabled = !webhook.enabled;
    update.mutate(
      { id: webhook.id, change: { enabled } },
      {
        onSuccess: () => announce(t(enabled ? 'announce.enabled' : 'announce.disabled', { name })),
        onError: failed,
      },
    );
  };

  const sendTest = () => {
    if (test.isPending) return;
    test.mutate(webhook.id, { onSuccess: () => announce(t('announce.testSent', { name })), onError: failed });
  };

  return (
    <li className="rounded-lg border border-slate-300 p-4 dark:border-slate-600" data-testid="webhook">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold [overflow-wrap:anywhere]">
        {name}
      </h3>
      {editing ? (
        <WebhookForm
          organisation={organisation}
          webhook={webhook}
          sites={sites}
          headingLevel="h4"
          onDone={(outcome) => {
            setEditing(false);
            const saved = nameOf(outcome.webhook);
            announce(
              outcome.mode === 'edit' && outcome.unchanged
                ? t('announce.unchanged', { name: saved })
                : t('announce.saved', { name: saved }),
            );
            focusLater(headingRef);
          }}
          onCancel={() => {
            setEditing(false);
            focusLater(editRef);
          }}
        />
      ) : (
        <>
          <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <Row term={t('item.kind')}>{t(`kinds.${webhook.kind}`)}</Row>
            <Row term={t('item.url')}>
              <span className="font-mono text-sm [overflow-wrap:anywhere]">{webhook.url}</span>
            </Row>
            {webhook.description ? (
              <Row term={t('item.description')}>
                <span className="[overflow-wrap:anywhere]">{webhook.description}</span>
              </Row>
            ) : null}
            <Row term={t('item.events')}>
              <ul>
                {sortedEvents(webhook.events).map((type) => (
                  <li key={type}>{t(`events.${type}`)}</li>
                ))}
              </ul>
            </Row>
            <Row term={t('item.site')}>
              <span className="[overflow-wrap:anywhere]">{webhook.site ?? t('item.allSites')}</span>
            </Row>
            {isChat(webhook.kind) ? (
              <Row term={t('item.language')}>{t(`common:language.names.${webhook.language}`)}</Row>
            ) : null}
            <Row term={t('item.status')}>
              <span data-testid="webhook-status">
                {webhook.enabled ? t('item.enabled') : t('item.disabled')}
              </span>
            </Row>
            <Row term={t('item.lastDelivery')}>
              {webhook.lastDelivery
                ? t('item.lastDeliveryValue', {
                    status: t(`deliveryStatus.${webhook.lastDelivery.status}`),
                    time: formatDateTime(webhook.lastDelivery.at, language),
                  })
                : t('item.noDelivery')}
            </Row>
            <Row term={t('item.created')}>{formatDateTime(webhook.createdAt, language)}</Row>
          </dl>
          {confirming === 'delete' ? (
            <InlineConfirm
              className="mt-4"
              question={t('actions.confirmDelete', { name })}
              yesLabel={t('actions.deleteYes')}
              noLabel={t('actions.confirmNo')}
              busy={remove.isPending}
              onYes={() =>
                remove.mutate(webhook.id, {
                  onSuccess: () => onDeleted(name),
                  onError: (error) => {
                    setConfirming(null);
                    failed(error);
                    focusLater(deleteRef);
                  },
                })
              }
              onNo={() => {
                setConfirming(null);
                focusLater(deleteRef);
              }}
            />
          ) : confirming === 'renew' ? (
            <InlineConfirm
              className="mt-4"
              question={t('actions.confirmRenew', { name })}
              yesLabel={t('actions.renewYes')}
              noLabel={t('actions.confirmNo')}
              busy={renew.isPending}
              onYes={() =>
                renew.mutate(webhook.id, {
                  onSuccess: (renewed) => {
                    setConfirming(null);
                    announce(t('announce.secretRenewed', { name }));
                    if (renewed.secret) setSecret(renewed.secret);
                    else focusLater(renewRef);
                  },
                  onError: (error) => {
                    setConfirming(null);
                    failed(error);
                    focusLater(renewRef);
                  },
                })
              }
              onNo={() => {
                setConfirming(null);
                focusLater(renewRef);
              }}
            />
          ) : (
            <div className="mt-4 flex flex-wrap gap-3">
              <button
                type="button"
                className={buttonSecondaryClass}
                aria-disabled={update.isPending || undefined}
                onClick={toggle}
              >
                {webhook.enabled ? t('actions.disable') : t('actions.enable')}
                {context}
              </button>
              <button
                type="button"
                ref={editRef}
                className={buttonSecondaryClass}
                onClick={() => setEditing(true)}
              >
                {t('actions.edit')}
                {context}
              </button>
              <button
                type="button"
                className={buttonSecondaryClass}
                aria-disabled={test.isPending || undefined}
                onClick={sendTest}
              >
                {test.isPending ? t('actions.testing') : t('actions.test')}
                {context}
              </button>
              {webhook.kind === 'webhook' ? (
                <button
                  type="button"
                  ref={renewRef}
                  className={buttonSecondaryClass}
                  onClick={() => setConfirming('renew')}
                >
                  {t('actions.renewSecret')}
                  {context}
                </button>
              ) : null}
              <button
                type="button"
                ref={deleteRef}
                className={buttonSecondaryClass}
                onClick={() => setConfirming('delete')}
              >
                {t('actions.delete')}
                {context}
              </button>
            </div>
          )}
        </>
      )}
      {secret ? (
        <SecretPanel
          name={name}
          secret={secret}
          renewed
          headingLevel="h4"
          onDone={() => {
            setSecret(null);
            focusLater(renewRef);
          }}
        />
      ) : null}
      <p role="status" className="mt-3 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {announcement}
      </p>
      <p role="alert" className="mt-3 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {failure}
      </p>
      <Deliveries
        organisation={organisation}
        webhookId={webhook.id}
        name={name}
        announce={announce}
        fail={fail}
      />
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
