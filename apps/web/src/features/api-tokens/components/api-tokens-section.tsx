import type { ApiTokenView, CreatedApiToken } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingStatus } from '../../../components/query-status';
import { cardClass, mutedTextClass } from '../../../components/ui-classes';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens-api';
import { apiTokenErrorKey } from '../api-token-errors';
import { CreateTokenForm } from './create-token-form';
import { NewTokenPanel } from './new-token-panel';
import { TokenList } from './token-list';

/**
 * The profile's "API tokens" section: create a token for a pipeline (shown once), list the tokens
 * with their prefixes and dates, revoke one after a confirmation.
 */
export function ApiTokensSection({ userKey }: { userKey: string | undefined }) {
  const { t } = useTranslation('apiTokens');
  const headingId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const tokens = useApiTokens(userKey);
  const revoke = useRevokeApiToken(userKey);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);

  const revokeToken = (token: ApiTokenView) => {
    setRevoked(null);
    revoke.mutate(token.id, {
      onSuccess: () => setRevoked(token.name),
      // The button that had focus is gone either way: the list's heading takes it.
      onSettled: () => listHeadingRef.current?.focus(),
    });
  };

  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8`} data-testid="api-tokens-section">
      <h2 id={headingId} className="text-xl font-bold">
        {t('heading')}
      </h2>
      <p className={`mt-2 ${mutedTextClass}`}>{t('intro')}</p>

      {created ? <NewTokenPanel key={created.id} created={created} onDone={() => setCreated(null)} /> : null}
      <CreateTokenForm
        userKey={userKey}
        onCreated={(token) => {
          setRevoked(null);
          setCreated(token);
        }}
      />

      <h3 ref={listHeadingRef} tabIndex={-1} className="mt-8 text-lg font-bold">
        {t('listHeading')}
      </h3>
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {revoked ? t('revoked', { name: revoked }) : ''}
      </p>
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {revoke.isError ? t(`errors.${apiTokenErrorKey(revoke.error)}`) : ''}
      </p>
      {tokens.isPending ? (
        <LoadingStatus className="mt-3">{t('loading')}</LoadingStatus>
      ) : tokens.isError ? (
        <LoadFailed
          className="mt-3"
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void tokens.refetch()}
          retryClassName="mt-3"
        />
      ) : tokens.data.length === 0 ? (
        <p className={`mt-3 ${mutedTextClass}`}>{t('none')}</p>
      ) : (
        <TokenList tokens={tokens.data} onRevoke={revokeToken} busy={revoke.isPending} />
      )}
    </section>
  );
}
