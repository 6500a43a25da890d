import { type CreatedWebhook, MAX_WEBHOOKS } from '@klarsicht/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClass } from '../../../components/ui-classes';
import { SecretPanel } from './secret-panel';
import { WebhookForm } from './webhook-form';
import { useWebhookName } from './webhook-name';

/**
 * „Integration hinzufügen“: the form, and after a webhook was added its signing secret, shown this
 * once. At the organisation's limit the form gives way to a note.
 */
export function AddSection({
  organisation,
  count,
  sites,
}: {
  organisation: string | null;
  /** How many the organisation has. */
  count: number;
  sites: readonly string[] | undefined;
}) {
  const { t } = useTranslation('integrations');
  const nameOf = useWebhookName();
  const sectionRef = useRef<HTMLElement>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [announcement, setAnnouncement] = useState('');

  return (
    <section ref={sectionRef} className={`${cardClass} mt-8`} data-testid="webhook-add">
      {count >= MAX_WEBHOOKS ? (
        <>
          <h2 tabIndex={-1} data-limit-heading className="text-xl font-bold">
            {t('form.addHeading')}
          </h2>
          <p className="mt-2">{t('form.limitReached', { max: MAX_WEBHOOKS })}</p>
        </>
      ) : (
        <WebhookForm
          organisation={organisation}
          sites={sites}
          onDone={(outcome) => {
            setAnnouncement(t('announce.created', { name: nameOf(outcome.webhook) }));
            setCreated(outcome.mode === 'create' && outcome.webhook.secret ? outcome.webhook : null);
          }}
        />
      )}
      <p role="status" className="mt-3 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {announcement}
      </p>
      {created?.secret ? (
        <SecretPanel
          key={created.id}
          name={nameOf(created)}
          secret={created.secret}
          renewed={false}
          onDone={() => {
            setCreated(null);
            setAnnouncement('');
            // Back to the form (its first field), ready for the next one; at the limit, to the note.
            requestAnimationFrame(() =>
              sectionRef.current?.querySelector<HTMLElement>('input, [data-limit-heading]')?.focus(),
            );
          }}
        />
      ) : null}
    </section>
  );
}
