import {
  APP_ROUTE_PATHS,
  type ClientGroupView,
  type Language,
  type OrganisationView,
  type Role,
} from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../../components/form-field';
import { buttonPrimaryClass, inputClass, textLinkClass } from '../../../components/ui-classes';
import { LANGUAGES, toLanguage } from '../../../i18n/languages';
import { useInvite } from '../api/organisations-api';
import { organisationErrorKey } from '../organisation-errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invites an address with a role (owners may invite owners); a client joins one client group.
 * The mail goes out in the language chosen here, the inviter's by default.
 */
export function InviteForm({
  organisation,
  clientGroups,
}: {
  organisation: OrganisationView;
  clientGroups: readonly ClientGroupView[];
}) {
  const { t, i18n } = useTranslation(['organisations', 'common']);
  const headingId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const groupRef = useRef<HTMLSelectElement>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [group, setGroup] = useState('');
  const [language, setLanguage] = useState<Language>(toLanguage(i18n.resolvedLanguage));
  const [invalid, setInvalid] = useState<{
    field: 'email' | 'group';
    key: 'invite.emailInvalid' | 'invite.groupRequired';
  } | null>(null);
  const [sent, setSent] = useState('');
  const invite = useInvite(organisation.id);
  const roles: Role[] = (['owner', 'admin', 'editor', 'viewer', 'client'] as const).filter(
    (candidate) =>
      (candidate !== 'owner' || organisation.role === 'owner') &&
      (candidate !== 'client' || clientGroups.length > 0),
  );
  const errorKey = invite.isError ? organisationErrorKey(invite.error) : null;
  const serverError = errorKey ? t(`errors.${errorKey}`) : '';

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="mt-8"
      onSubmit={(event) => {
        event.preventDefault();
        if (invite.isPending) return;
        setSent('');
        const address = email.trim();
        const problem = !EMAIL.test(address)
          ? ({ field: 'email', key: 'invite.emailInvalid' } as const)
          : role === 'client' && group === ''
            ? ({ field: 'group', key: 'invite.groupRequired' } as const)
            : null;
        setInvalid(problem);
        if (problem) {
          invite.reset();
          (problem.field === 'email' ? emailRef : groupRef).current?.focus();
          return;
        }
        invite.mutate(
          { email: address, role, language, ...(role === 'client' ? { clientGroupId: group } : {}) },
          {
            onSuccess: () => {
              setSent(t('invite.sent', { email: address }));
              setEmail('');
            },
            onError: () => emailRef.current?.focus(),
          },
        );
      }}
    >
      <h3 id={headingId} className="text-lg font-bold">
        {t('invite.heading')}
      </h3>
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {sent}
      </p>
      <FormField
        label={t('invite.emailLabel')}
        error={invalid?.field === 'email' ? t(invalid.key) : serverError}
        className="mt-3"
      >
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            name="inviteEmail"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={`${inputClass} mt-2 sm:max-w-md`}
          />
        )}
      </FormField>
      {errorKey === 'seats_exhausted' && organisation.role === 'owner' ? (
        <p className="mt-2">
          <Link className={textLinkClass} to={APP_ROUTE_PATHS.general}>
            {t('invite.upgrade')}
          </Link>
        </p>
      ) : null}
      <FormField label={t('invite.roleLabel')} className="mt-4">
        {(control) => (
          <select
            {...control}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            className={`${inputClass} mt-2 sm:max-w-md`}
          >
            {roles.map((candidate) => (
              <option key={candidate} value={candidate}>
                {t(`roles.${candidate}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {role === 'client' ? (
        <FormField
          label={t('invite.groupLabel')}
          hint={t('invite.groupHint')}
          error={invalid?.field === 'group' ? t(invalid.key) : ''}
          className="mt-4"
        >
          {(control) => (
            <select
              {...control}
              ref={groupRef}
              value={group}
              onChange={(event) => setGroup(event.target.value)}
              className={`${inputClass} mt-2 sm:max-w-md`}
            >
              <option value="" />
              {clientGroups.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <FormField label={t('invite.languageLabel')} className="mt-4">
        {(control) => (
          <select
            {...control}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            className={`${inputClass} mt-2 sm:max-w-xs`}
          >
            {LANGUAGES.map((candidate) => (
              <option key={candidate} value={candidate} lang={candidate}>
                {t(`common:language.names.${candidate}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button
        type="submit"
        className={`${buttonPrimaryClass} mt-4`}
        aria-disabled={invite.isPending || undefined}
      >
        {invite.isPending ? t('invite.submitting') : t('invite.submit')}
      </button>
    </form>
  );
}
