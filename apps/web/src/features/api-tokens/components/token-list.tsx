import type { ApiTokenView } from '@klarsicht/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimaryClass, buttonSecondaryClass } from '../../../components/ui-classes';
import { formatDateTime } from '../format-date';

interface TokenListProps {
  tokens: readonly ApiTokenView[];
  /** Asked after the confirmation; busy while a revocation is on its way. */
  onRevoke: (token: ApiTokenView) => void;
  busy: boolean;
}

/** The tokens as cards (they reflow at 320 px, unlike a wide table): name, prefix, dates, status. */
export function TokenList({ tokens, onRevoke, busy }: TokenListProps) {
  return (
    <ul className="mt-3 space-y-3" data-testid="api-tokens">
      {tokens.map((token) => (
        <TokenItem key={token.id} token={token} onRevoke={onRevoke} busy={busy} />
      ))}
    </ul>
  );
}

function TokenItem({ token, onRevoke, busy }: { token: ApiTokenView } & Omit<TokenListProps, 'tokens'>) {
  const { t, i18n } = useTranslation('apiTokens');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="rounded-lg border border-slate-300 p-4 dark:border-slate-600">
      <p className="font-semibold break-all">{token.name}</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('prefix')}</dt>
        <dd>
          <code className="font-mono">{token.prefix}…</code>
        </dd>
        <dt className="font-medium">{t('created')}</dt>
        <dd>{formatDateTime(token.createdAt, language)}</dd>
        <dt className="font-medium">{t('lastUsed')}</dt>
        <dd>{token.lastUsedAt ? formatDateTime(token.lastUsedAt, language) : t('neverUsed')}</dd>
        <dt className="font-medium">{t('status')}</dt>
        <dd data-testid="token-status">
          {token.revokedAt
            ? t('revokedOn', { date: formatDateTime(token.revokedAt, language) })
            : t('active')}
        </dd>
      </dl>
      {token.revokedAt ? null : confirming ? (
        // A confirmation in place, not a dialog: focus moves to the question's first answer.
        <fieldset className="mt-3 rounded-lg border border-slate-400 p-4 dark:border-slate-500">
          <legend className="px-1 font-semibold">{t('confirmRevoke', { name: token.name })}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            <button
              type="button"
              // biome-ignore lint/a11y/noAutofocus: the question replaced the button that had focus.
              autoFocus
              className={buttonPrimaryClass}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (busy) return;
                setConfirming(false);
                onRevoke(token);
              }}
            >
              {t('confirmYes')}
            </button>
            <RevokeCancel onCancel={() => setConfirming(false)} />
          </div>
        </fieldset>
      ) : (
        <button
          type="button"
          className={`${buttonSecondaryClass} mt-3`}
          aria-label={t('revokeLabel', { name: token.name })}
          data-revoke={token.id}
          onClick={() => setConfirming(true)}
        >
          {t('revoke')}
        </button>
      )}
    </li>
  );
}

/** "Cancel" puts focus back on the revoke button the question replaced. */
function RevokeCancel({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('apiTokens');
  return (
    <button
      type="button"
      className={buttonSecondaryClass}
      onClick={(event) => {
        const item = event.currentTarget.closest('li');
        onCancel();
        requestAnimationFrame(() => item?.querySelector<HTMLButtonElement>('button[data-revoke]')?.focus());
      }}
    >
      {t('confirmNo')}
    </button>
  );
}
