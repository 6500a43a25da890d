import type { MemberView, OrganisationView, Role } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineConfirm } from '../../../components/inline-confirm';
import { LoadFailed, LoadingStatus } from '../../../components/query-status';
import {
  ReflowCellLabel,
  reflowBodyClass,
  reflowCellClass,
  reflowHeadClass,
  reflowRowClass,
  reflowTableClass,
} from '../../../components/reflow-table';
import { buttonSecondaryClass, inputClass } from '../../../components/ui-classes';
import { setCurrentOrganisation } from '../../../lib/current-organisation';
import { formatDate } from '../../../lib/format-date';
import { useChangeMember, useMembers, useRemoveMember } from '../api/organisations-api';
import { organisationErrorKey } from '../organisation-errors';
import { Outcome } from './outcome';

/** Roles a member can be given here; clients come in by invitation, into a client group. */
const ASSIGNABLE: readonly Role[] = ['owner', 'admin', 'editor', 'viewer'];

/** Whether the person (an admin or owner) may change this member: admins not owners, owners anyone. */
function mayChange(own: Role, member: MemberView): boolean {
  if (own === 'owner') return true;
  return own === 'admin' && member.role !== 'owner';
}

/**
 * The members of the organisation: their roles, changed in place by admins and owners; removing
 * someone after a confirmation; leaving (not the personal organisation).
 */
export function MembersSection({
  organisation,
  userId,
}: {
  organisation: OrganisationView;
  userId: string | undefined;
}) {
  const { t } = useTranslation('organisations');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const members = useMembers(organisation.id, organisation.role !== 'client');
  const change = useChangeMember(organisation.id);
  const remove = useRemoveMember(organisation.id);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const error = change.error ?? remove.error;
  const nameOf = (member: MemberView) => member.name ?? member.email ?? member.userId;

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold">
        {t('members.heading')}
      </h3>
      <Outcome done={done} error={error ? t(`errors.${organisationErrorKey(error)}`) : ''} />
      {members.isPending ? (
        <LoadingStatus className="mt-3">{t('members.loading')}</LoadingStatus>
      ) : members.isError ? (
        <LoadFailed
          className="mt-3"
          message={t('members.loadFailed')}
          retryLabel={t('members.retry')}
          onRetry={() => void members.refetch()}
          retryClassName="mt-3"
        />
      ) : (
        <table className={`${reflowTableClass} mt-3`}>
          <thead className={reflowHeadClass}>
            <tr>
              <th scope="col" className="p-2 text-left">
                {t('members.name')}
              </th>
              <th scope="col" className="p-2 text-left">
                {t('members.email')}
              </th>
              <th scope="col" className="p-2 text-left">
                {t('members.role')}
              </th>
              <th scope="col" className="p-2 text-left">
                {t('members.since')}
              </th>
              <th scope="col" className="p-2 text-left">
                {t('members.actions')}
              </th>
            </tr>
          </thead>
          <tbody className={reflowBodyClass}>
            {members.data.map((member) => {
              const self = member.userId === userId;
              const name = nameOf(member);
              const editable = !self && mayChange(organisation.role, member) && member.role !== 'client';
              return (
                <tr key={member.userId} className={`${reflowRowClass} border-t border-slate-300`}>
                  <td className={`${reflowCellClass} p-2`}>
                    <ReflowCellLabel>{t('members.name')}</ReflowCellLabel>
                    {name} {self ? t('members.you') : ''}
                  </td>
                  <td className={`${reflowCellClass} p-2 break-all`}>
                    <ReflowCellLabel>{t('members.email')}</ReflowCellLabel>
                    {member.email ?? ''}
                  </td>
                  <td className={`${reflowCellClass} p-2`}>
                    <ReflowCellLabel>{t('members.role')}</ReflowCellLabel>
                    {editable ? (
                      <select
                        aria-label={t('members.changeRole', { name })}
                        className={inputClass}
                        value={member.role}
                        disabled={change.isPending}
                        onChange={(event) => {
                          const role = event.target.value as Role;
                          setDone('');
                          change.mutate(
                            { userId: member.userId, change: { role } },
                            {
                              onSuccess: () =>
                                setDone(t('members.changed', { name, role: t(`roles.${role}`) })),
                            },
                          );
                        }}
                      >
                        {ASSIGNABLE.filter((role) => organisation.role === 'owner' || role !== 'owner').map(
                          (role) => (
                            <option key={role} value={role}>
                              {t(`roles.${role}`)}
                            </option>
                          ),
                        )}
                      </select>
                    ) : (
                      t(`roles.${member.role}`)
                    )}
                  </td>
                  <td className={`${reflowCellClass} p-2`}>
                    <ReflowCellLabel>{t('members.since')}</ReflowCellLabel>
                    {formatDate(member.since)}
                  </td>
                  <td className={`${reflowCellClass} p-2`}>
                    <ReflowCellLabel>{t('members.actions')}</ReflowCellLabel>
                    {confirming === member.userId ? (
                      <InlineConfirm
                        question={self ? t('members.leave') : t('members.removeLabel', { name })}
                        yesLabel={self ? t('members.leave') : t('members.remove')}
                        noLabel={t('members.keep')}
                        busy={remove.isPending}
                        onNo={() => setConfirming(null)}
                        onYes={() =>
                          remove.mutate(member.userId, {
                            onSuccess: () => {
                              setDone(self ? t('members.left') : t('members.removed', { name }));
                              // Nothing of the organisation left is theirs to see: back to the personal one.
                              if (self) setCurrentOrganisation(null);
                            },
                            onSettled: () => {
                              setConfirming(null);
                              headingRef.current?.focus();
                            },
                          })
                        }
                      />
                    ) : (self && !organisation.personal) ||
                      (!self && mayChange(organisation.role, member)) ? (
                      <button
                        type="button"
                        className={buttonSecondaryClass}
                        aria-label={self ? undefined : t('members.removeLabel', { name })}
                        onClick={() => setConfirming(member.userId)}
                      >
                        {self ? t('members.leave') : t('members.remove')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
