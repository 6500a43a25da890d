import { MAX_WEBHOOKS, type WebhookView } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClass, mutedTextClass } from '../../../components/ui-classes';
import { WebhookItem } from './webhook-item';

/** „Integrationen dieser Organisation“: every integration as a card; a deletion is said here. */
export function WebhooksSection({
  organisation,
  webhooks,
  sites,
}: {
  organisation: string | null;
  webhooks: readonly WebhookView[];
  sites: readonly string[] | undefined;
}) {
  const { t } = useTranslation('integrations');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deleted, setDeleted] = useState('');

  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8`} data-testid="webhooks-section">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold">
        {t('list.heading')}
      </h2>
      <p className={`mt-2 ${mutedTextClass}`}>
        {webhooks.length === 0
          ? t('list.none')
          : t('list.count', { count: webhooks.length, max: MAX_WEBHOOKS })}
      </p>
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {deleted ? t('announce.deleted', { name: deleted }) : ''}
      </p>
      {webhooks.length > 0 ? (
        <ul className="mt-4 space-y-4" data-testid="webhooks">
          {webhooks.map((webhook) => (
            <WebhookItem
              key={webhook.id}
              organisation={organisation}
              webhook={webhook}
              sites={sites}
              onDeleted={(name) => {
                setDeleted(name);
                // The card and its buttons are gone: the list's heading takes focus.
                requestAnimationFrame(() => headingRef.current?.focus());
              }}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
