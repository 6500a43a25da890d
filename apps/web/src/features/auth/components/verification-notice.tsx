import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { containerClass } from '../../../components/ui-classes';
import type { VerificationNotice as Notice } from '../auth-state';

/**
 * After a login with an unconfirmed address: where the link went, where else to look, and on an
 * installation without SMTP, that the mail is in the server's log. Its own chunk (with the
 * `account` texts): only users who just signed in with an unconfirmed address need it.
 */
export default function VerificationNotice({
  notice,
  dismissClass,
  onDismiss,
}: {
  notice: Notice;
  dismissClass: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  return (
    <div
      className="border-b border-blue-200 bg-blue-50 dark:border-blue-900 dark:bg-blue-950"
      data-testid="verification-notice"
    >
      <div className={`${containerClass} flex flex-wrap items-start gap-3 py-3`}>
        <div className="min-w-0 flex-1 space-y-1 [overflow-wrap:anywhere]">
          <p className="font-medium">
            {notice.justRegistered
              ? t('verificationNotice.sent', { email: notice.email })
              : t('verificationNotice.pending', { email: notice.email })}
          </p>
          <p>
            {t('verificationNotice.where')}
            <Link to="/profile/general" className="ms-1 font-semibold underline underline-offset-2">
              {t('verificationNotice.toProfile')}
            </Link>
          </p>
          {notice.mailsLogged ? <p>{t('verificationNotice.logged', { email: notice.email })}</p> : null}
        </div>
        <button type="button" className={dismissClass} onClick={onDismiss}>
          {tCommon('auth.dismiss')}
        </button>
      </div>
    </div>
  );
}
