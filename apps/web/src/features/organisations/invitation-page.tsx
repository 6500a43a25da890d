import { APP_ROUTE_PATHS } from '@klarsicht/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonPrimaryClass, cardClass, containerClass, textLinkClass } from '../../components/ui-classes';
import { useAuth } from '../auth';
import { useAcceptInvitation } from './api/organisations-api';
import { organisationErrorKey } from './organisation-errors';

/** The token of the mailed link: it travels in the fragment, so no server log or referrer holds it. */
function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim();
  return /^[\w-]{16,200}$/.test(token) ? token : null;
}

/**
 * `/einladung#<token>`: the invited person, signed in (the guard saw to that), accepts with one
 * button; the organisation they joined becomes the one the app works in.
 */
export function InvitationPage() {
  const { t } = useTranslation(['organisations', 'common']);
  const headingId = useId();
  const { user } = useAuth();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const accept = useAcceptInvitation(user?.sub);

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('common:titles.invitation')}</h1>
      <section aria-labelledby={headingId} className={`${cardClass} mt-8`}>
        <h2 id={headingId} className="text-xl font-bold">
          {t('accept.heading')}
        </h2>
        {token === null ? (
          <p role="alert" className="mt-4">
            {t('accept.missing')}
          </p>
        ) : accept.isSuccess ? (
          <p role="status" className="mt-4">
            {t('accept.joined', { name: accept.data.name })}{' '}
            <Link className={textLinkClass} to={APP_ROUTE_PATHS.team}>
              {t('common:titles.team')}
            </Link>
          </p>
        ) : (
          <>
            <p className="mt-4">{t('accept.signInFirst')}</p>
            <p role="alert" className="mt-3 font-medium text-red-700 empty:hidden dark:text-red-300">
              {accept.isError ? t(`errors.${organisationErrorKey(accept.error)}`) : ''}
            </p>
            <button
              type="button"
              className={`${buttonPrimaryClass} mt-4`}
              aria-disabled={accept.isPending || undefined}
              onClick={() => {
                if (!accept.isPending) accept.mutate(token);
              }}
            >
              {accept.isPending ? t('accept.submitting') : t('accept.submit')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
