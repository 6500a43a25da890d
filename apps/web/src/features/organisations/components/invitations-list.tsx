import type { OrganisationView } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingStatus } from '../../../components/query-status';
import { buttonSecondaryClass, mutedTextClass } from '../../../components/ui-classes';
import { formatDate } from '../../../lib/format-date';
import { useInvitations, useResendInvitation, useRevokeInvitation } from '../api/organisations-api';
import { organisationErrorKey } from '../organisation-errors';
import { Outcome } from './outcome';

/** The pending invitations: resend one (a new link, the old one stops working) or revoke it. */
export function InvitationsList({ organisation }: { organisation: OrganisationView }) {
  const { t } = useTranslation('organisations');
  const headingId = useId();
  // A revoked invitation's row (and the focused button) goes away: focus stays in the section.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const invitations = useInvitations(organisation.id, true);
  const resend = useResendInvitation(organisation.id);
  const revoke = useRevokeInvitation(organisation.id);
  const [done, setDone] = useState('');
  const error = resend.error ?? revoke.error;

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold">
        {t('invitations.heading')}
      </h3>
      <Outcome done={done} error={error ? t(`errors.${organisationErrorKey(error)}`) : ''} />
      {invitations.isPending ? (
        <LoadingStatus className="mt-3">{t('members.loading')}</LoadingStatus>
      ) : invitations.isError ? (
        <LoadFailed
          className="mt-3"
          message={t('members.loadFailed')}
          retryLabel={t('members.retry')}
          onRetry={() => void invitations.refetch()}
          retryClassName="mt-3"
        />
      ) : invitations.data.length === 0 ? (
        <p className={`mt-3 ${mutedTextClass}`}>{t('invitations.none')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {invitations.data.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-col gap-2 border-t border-slate-300 pt-3 sm:flex-row sm:items-center"
            >
              <span className="break-all font-medium">{invitation.email}</span>
              <span>{t(`roles.${invitation.role}`)}</span>
              <span className={mutedTextClass}>
                {invitation.expired
                  ? t('invitations.expired')
                  : t('invitations.expires', { date: formatDate(invitation.expiresAt) })}
              </span>
              <span className="flex flex-wrap gap-2 sm:ml-auto">
                <button
                  type="button"
                  className={buttonSecondaryClass}
                  aria-label={t('invitations.resendLabel', { email: invitation.email })}
                  aria-disabled={resend.isPending || undefined}
                  onClick={() => {
                    if (resend.isPending) return;
                    setDone('');
                    resend.mutate(invitation.id, {
                      onSuccess: () => setDone(t('invitations.resent', { email: invitation.email })),
                    });
                  }}
                >
                  {t('invitations.resend')}
                </button>
                <button
                  type="button"
                  className={buttonSecondaryClass}
                  aria-label={t('invitations.revokeLabel', { email: invitation.email })}
                  aria-disabled={revoke.isPending || undefined}
                  onClick={() => {
                    if (revoke.isPending) return;
                    setDone('');
                    revoke.mutate(invitation.id, {
                      onSuccess: () => {
                        setDone(t('invitations.revoked', { email: invitation.email }));
                        headingRef.current?.focus();
                      },
                    });
                  }}
                >
                  {t('invitations.revoke')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
