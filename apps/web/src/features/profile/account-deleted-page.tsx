import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { buttonPrimaryClass, containerClass } from '../../components/ui-classes';
import { readDeletionResult } from './api/account-data-api';

/**
 * Where the app lands after the account was deleted: signed out, with what happened to the
 * subscription and the payment records. Without a deletion in this tab there is nothing to confirm.
 */
export function AccountDeletedPage() {
  const { t } = useTranslation('account');
  const [result] = useState(readDeletionResult);
  if (!result) return <Navigate to="/" replace />;
  return (
    <div className={`${containerClass} py-16 sm:py-24`} data-testid="account-deleted">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('dataRights.deletedHeading')}</h1>
      <p className="mt-4 max-w-2xl text-lg">{t('dataRights.deleted')}</p>
      {result.cancelledSubscriptions > 0 ? (
        <p className="mt-2 max-w-2xl">{t('dataRights.deletedSubscription')}</p>
      ) : null}
      {result.paymentRecordsKept ? <p className="mt-2 max-w-2xl">{t('dataRights.deletedKept')}</p> : null}
      <p className="mt-2 max-w-2xl">{t('dataRights.signedOut')}</p>
      <Link to="/" className={`${buttonPrimaryClass} mt-8`}>
        {t('dataRights.toHome')}
      </Link>
    </div>
  );
}
