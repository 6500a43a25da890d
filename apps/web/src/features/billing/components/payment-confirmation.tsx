import type { BillingAccount } from '@klarsicht/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonSecondaryClass, cardClass } from '../../../components/ui-classes';
import { fetchAccount } from '../api/billing-api';
import { storeAccount } from '../api/billing-queries';
import { waitForActiveAccount } from '../confirm-payment';
import { purchaseFromAccount, takeChoice } from '../purchase';

export const RUNS_PATH = '/runs';

type Confirmation = 'waiting' | 'active' | 'timeout' | 'failed';

/**
 * Back from a successful checkout: the provider may confirm a moment later, so the account is read
 * fresh until it is active, then the user goes on to the runs list. The guard's verdict is updated
 * first, so it does not send the user back here with an old "no plan".
 */
export function PaymentConfirmation({ userKey }: { userKey: string }) {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Confirmation>('waiting');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs it on retry.
  useEffect(() => {
    const controller = new AbortController();
    let latest: BillingAccount | undefined;
    setState('waiting');
    waitForActiveAccount({
      signal: controller.signal,
      isActive: async () => {
        latest = await fetchAccount({ fresh: true });
        return latest.active;
      },
    }).then(
      (result) => {
        if (result === 'aborted') return;
        if (result === 'timeout') {
          setState('timeout');
          return;
        }
        if (latest) storeAccount(queryClient, userKey, latest);
        setState('active');
        // The runs list says what was bought and what it allows (PurchaseNotice). Replace: going
        // back must not land on this page and start waiting again.
        const purchase = takeChoice() ?? (latest ? purchaseFromAccount(latest) : null);
        navigate(RUNS_PATH, { replace: true, state: purchase ? { purchase } : null });
      },
      () => {
        if (!controller.signal.aborted) setState('failed');
      },
    );
    return () => controller.abort();
  }, [attempt, userKey, queryClient, navigate]);

  const waiting = state === 'waiting' || state === 'active';
  return (
    <div className={`${cardClass} mt-8`} aria-busy={state === 'waiting' || undefined}>
      <p role="status" className="text-lg font-semibold">
        {state === 'waiting' ? t('setup.confirming') : state === 'active' ? t('setup.confirmed') : ''}
      </p>
      <p role="alert" className="font-medium text-red-700 empty:hidden dark:text-red-300">
        {state === 'timeout' ? t('setup.confirmTimeout') : state === 'failed' ? t('setup.confirmFailed') : ''}
      </p>
      {waiting ? null : (
        <button
          type="button"
          className={`${buttonSecondaryClass} mt-4`}
          onClick={() => setAttempt((n) => n + 1)}
        >
          {t('setup.confirmRetry')}
        </button>
      )}
    </div>
  );
}
