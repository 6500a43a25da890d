import type { Me } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { buttonSecondaryClass, mutedTextClass } from '../../../components/ui-classes';
import { useSendVerificationEmail } from '../api/me-api';

/**
 * The e-mail address; when unverified, "verify now" sends a new link. Only the embedded provider
 * sends such links; with an external provider its own verification applies.
 */
export function EmailStatus({ me, embeddedProvider }: { me: Me; embeddedProvider: boolean }) {
  const { t } = useTranslation('account');
  const send = useSendVerificationEmail();
  return (
    <div>
      <p className="font-semibold">{t('profile.email')}</p>
      <p className="mt-2 break-all" data-testid="profile-email">
        {me.email ?? t('profile.noEmail')}
      </p>
      {me.email && !me.emailVerified ? (
        <div className="mt-2">
          <p className={mutedTextClass}>{t('profile.notVerified')}</p>
          {embeddedProvider ? (
            <button
              type="button"
              className={`${buttonSecondaryClass} mt-3`}
              aria-disabled={send.isPending || undefined}
              onClick={() => {
                if (!send.isPending) send.mutate();
              }}
            >
              {t('profile.verifyNow')}
            </button>
          ) : null}
          <p
            role="status"
            className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300"
          >
            {send.isSuccess ? t('profile.verificationSent', { email: me.email }) : ''}
          </p>
          <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
            {send.isError ? t('profile.verificationFailed') : ''}
          </p>
        </div>
      ) : me.email ? (
        <p className={`mt-2 ${mutedTextClass}`}>{t('profile.verified')}</p>
      ) : null}
    </div>
  );
}
