import type { ShareLink } from '@klarsicht/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimaryClass, buttonSecondaryClass, inputClass } from '../../../components/ui-classes';
import { formatDateTime } from '../../../lib/format-date';
import { useShareLinks } from '../api/scan-queries';
import { scanErrorKey } from '../scan-errors';

/** Read-only links to this scan: create (with a copy button), list, revoke. */
export function ShareLinks({ scanId }: { scanId: string }) {
  const { t } = useTranslation('scans');
  const headingId = useId();
  const { links, create, revoke } = useShareLinks(scanId);
  const [message, setMessage] = useState('');
  const live = links.data?.items.filter((link) => !link.revokedAt) ?? [];
  const failed = create.isError ? create.error : revoke.isError ? revoke.error : null;

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('share.heading')}
      </h2>
      <p className="mt-2 max-w-2xl">{t('share.intro')}</p>
      <button
        type="button"
        className={`${buttonPrimaryClass} mt-4`}
        aria-disabled={create.isPending || undefined}
        onClick={() => {
          if (create.isPending) return;
          create.mutate(undefined, { onSuccess: () => setMessage(t('share.created')) });
        }}
      >
        {create.isPending ? t('share.creating') : t('share.create')}
      </button>
      <p role="status" className="mt-3" data-testid="share-status">
        {message}
      </p>
      {failed ? <p role="alert">{t(`errors.${scanErrorKey(failed)}`)}</p> : null}
      {links.isPending ? (
        <p role="status" aria-busy="true">
          {t('share.loading')}
        </p>
      ) : links.isError ? (
        <p role="alert">{t(`errors.${scanErrorKey(links.error)}`)}</p>
      ) : live.length === 0 ? (
        <p className="mt-2">{t('share.none')}</p>
      ) : (
        <ul aria-label={t('share.listLabel')} className="mt-4 flex flex-col gap-4">
          {live.map((link) => (
            <ShareLinkItem
              key={link.id}
              link={link}
              onMessage={setMessage}
              onRevoke={() => revoke.mutate(link.id, { onSuccess: () => setMessage(t('share.revoked')) })}
              revoking={revoke.isPending}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface ShareLinkItemProps {
  link: ShareLink;
  onMessage: (message: string) => void;
  onRevoke: () => void;
  revoking: boolean;
}

function ShareLinkItem({ link, onMessage, onRevoke, revoking }: ShareLinkItemProps) {
  const { t } = useTranslation('scans');
  const inputId = useId();
  const date = formatDateTime(link.createdAt);
  return (
    <li className="rounded-lg border border-slate-300 p-4 dark:border-slate-600" data-testid="share-link">
      <label htmlFor={inputId} className="block font-semibold">
        {t('share.linkLabel', { date })}
      </label>
      <input id={inputId} readOnly value={link.url} className={`${inputClass} mt-2`} />
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonSecondaryClass}
          onClick={() => {
            navigator.clipboard?.writeText(link.url).then(
              () => onMessage(t('share.copied')),
              () => onMessage(t('share.copyFailed')),
            ) ?? onMessage(t('share.copyFailed'));
          }}
        >
          {t('share.copy')}
          <span className="sr-only"> {t('share.linkContext', { date })}</span>
        </button>
        <button
          type="button"
          className={buttonSecondaryClass}
          aria-disabled={revoking || undefined}
          onClick={() => {
            if (!revoking) onRevoke();
          }}
        >
          {t('share.revoke')}
          <span className="sr-only"> {t('share.linkContext', { date })}</span>
        </button>
      </div>
    </li>
  );
}
