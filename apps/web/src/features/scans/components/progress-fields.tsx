import type { MemberView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { inputClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { useMembers } from '../../organisations';
import type { DraftFieldsProps } from '../decision-draft';

/** Who may take on an issue: members who may work on issues, as the server checks. */
const ASSIGNABLE_ROLES: ReadonlySet<string> = new Set(['editor', 'admin', 'owner']);

interface ProgressFieldsProps extends DraftFieldsProps {
  organisationId: string;
  /** Who the decision names now, by name: until the members are in, or if they left since. */
  assignee: { id: string; name: string } | undefined;
}

/** An issue in progress: who works on it and by when, both optional. */
export function ProgressFields({
  organisationId,
  assignee,
  draft,
  onChange,
  ids,
  error,
}: ProgressFieldsProps) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const members = useMembers(organisationId, true);
  const assignable = (members.data ?? []).filter((member) => ASSIGNABLE_ROLES.has(member.role));
  const nameOf = (member: MemberView) =>
    member.name && member.email
      ? t('decisions.member', { name: member.name, email: member.email })
      : (member.name ?? member.email ?? member.userId);
  // A select shows its first option for a value it lacks: the form would say "nobody" and send someone.
  const unlisted =
    draft.assigneeId !== '' && !assignable.some((member) => member.userId === draft.assigneeId)
      ? draft.assigneeId
      : undefined;
  const membersNote = members.isPending
    ? t('decisions.membersLoading')
    : members.isError
      ? t('decisions.membersFailed')
      : undefined;

  return (
    <>
      <FormField
        id={ids.assigneeId}
        label={t('decisions.assignee')}
        hint={membersNote}
        error={error('assigneeId')}
        announceError={false}
        className="mt-4"
      >
        {(control) => (
          <select
            {...control}
            className={`${inputClass} mt-1 sm:max-w-md`}
            value={draft.assigneeId}
            onChange={(event) => onChange('assigneeId', event.target.value)}
          >
            <option value="">{t('decisions.nobody')}</option>
            {unlisted ? (
              <option value={unlisted}>{assignee?.id === unlisted ? assignee.name : unlisted}</option>
            ) : null}
            {assignable.map((member) => (
              <option key={member.userId} value={member.userId}>
                {nameOf(member)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={ids.dueOn}
        label={t('decisions.dueOn')}
        error={error('dueOn')}
        announceError={false}
        className="mt-4"
      >
        {(control) => (
          <input
            {...control}
            type="date"
            lang={language}
            className={`${inputClass} mt-1 max-w-xs`}
            value={draft.dueOn}
            onChange={(event) => onChange('dueOn', event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
