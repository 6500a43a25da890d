import type { ApiTokenView } from '@klarsicht/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineConfirm } from '../../../components/inline-confirm';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { formatDateTime } from '../../../lib/format-date';

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
  const revokeButton = useRef<HTMLButtonElement>(null);
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
        <InlineConfirm
          className="mt-3"
          question={t('confirmRevoke', { name: token.name })}
          yesLabel={t('confirmYes')}
          noLabel={t('confirmNo')}
          busy={busy}
          onYes={() => {
            setConfirming(false);
            onRevoke(token);
          }}
          onNo={() => {
            setConfirming(false);
            // Back to the revoke button the question replaced.
            requestAnimationFrame(() => revokeButton.current?.focus());
          }}
        />
      ) : (
        <button
          type="button"
          className={`${buttonSecondaryClass} mt-3`}
          aria-label={t('revokeLabel', { name: token.name })}
          ref={revokeButton}
          data-revoke={token.id}
          onClick={() => setConfirming(true)}
        >
          {t('revoke')}
        </button>
      )}
    </li>
  );
}
