import {
  type IssueDecisionView,
  type IssueRule,
  MAX_DECISION_NOTE,
  MAX_PATH_PATTERN,
} from '@klarsicht/contracts';
import { decisionStatusLabel } from '@klarsicht/report';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/choice-group';
import { FormField } from '../../../components/form-field';
import {
  buttonPrimaryClass,
  buttonSecondaryClass,
  inputClass,
  mutedTextClass,
} from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { ApiError } from '../../../lib/api-client';
import { useDecideRule } from '../api/scan-queries';
import type { DraftFieldsProps } from '../decision-draft';
import {
  DECISION_FIELDS,
  type DecisionErrors,
  type DecisionField,
  decisionErrorsOf,
  firstInvalid,
} from '../decision-errors';
import type { DecisionRights } from '../hooks/use-decision-rights';
import {
  checkRuleAttempt,
  EMPTY_RULE_DRAFT,
  EVERY_PAGE,
  isRuleStatus,
  ruleAttemptOf,
  ruleStatuses,
  versionFor,
} from '../rule-decision-draft';
import { scanErrorKey } from '../scan-errors';
import { AcceptanceFields } from './acceptance-fields';

interface RulePathDecisionFormProps {
  rights: DecisionRights;
  rule: Pick<IssueRule, 'ruleId' | 'help'>;
  /** The rule's decisions for paths: deciding a pattern again replaces its decision, at its version. */
  pathDecisions: readonly IssueDecisionView[];
  /** Closes the form; `saved` once the decision is written. */
  onClose: (saved: boolean) => void;
}

/**
 * A rule's decision for the pages under a path, in place in the rule's card: the pattern, the
 * status, and the chosen status's fields. Errors stand at their fields, from the shared schema
 * before sending and from the server after; focus goes to the first.
 */
export function RulePathDecisionForm({ rights, rule, pathDecisions, onClose }: RulePathDecisionFormProps) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const baseId = useId();
  const ids = Object.fromEntries(DECISION_FIELDS.map((field) => [field, `${baseId}-${field}`])) as Record<
    DecisionField,
    string
  >;
  const introId = `${baseId}-intro`;
  const [pathPattern, setPathPattern] = useState(EVERY_PAGE);
  const [draft, setDraft] = useState(EMPTY_RULE_DRAFT);
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [failure, setFailure] = useState('');
  const decide = useDecideRule(rights.scanId);

  // A changed field loses its error until the next try.
  const forget = (field: DecisionField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const onChange: DraftFieldsProps['onChange'] = (key, value) => {
    setDraft((current) => ({ ...current, [key]: value }));
    forget(key);
  };
  const error = (field: DecisionField) => {
    const problem = errors[field];
    return problem ? t(`decisions.fieldErrors.${problem}`, { max: MAX_DECISION_NOTE }) : '';
  };
  const show = (found: DecisionErrors) => {
    setErrors(found);
    const first = firstInvalid(found);
    if (first) document.getElementById(ids[first])?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decide.isPending) return;
    setFailure('');
    const attempt = ruleAttemptOf(draft, pathPattern, versionFor(pathDecisions, pathPattern));
    const checked = checkRuleAttempt(attempt);
    if (!checked.request) {
      const found = decisionErrorsOf(checked.refused, attempt, attempt.status);
      show(found.errors);
      if (found.unplaced > 0) setFailure(t('errors.validation_failed'));
      return;
    }
    setErrors({});
    decide.mutate(
      { ruleId: rule.ruleId, decision: checked.request },
      {
        onSuccess: () => onClose(true),
        onError: (failed) => {
          const refused = failed instanceof ApiError ? failed.fieldErrors : [];
          const fromServer = decisionErrorsOf(refused, attempt, attempt.status);
          show(fromServer.errors);
          if (!firstInvalid(fromServer.errors) || fromServer.unplaced > 0) {
            setFailure(t(`errors.${scanErrorKey(failed)}`));
          }
        },
      },
    );
  };

  // Escape leaves the form as it leaves a menu; the button that opened it takes the focus back.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !decide.isPending) {
      event.preventDefault();
      onClose(false);
    }
  };

  const noteRequired = draft.status === 'false_positive' || draft.status === 'accepted';

  return (
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={onKeyDown}
      aria-label={t('decisions.path.formLabel', { rule: rule.help })}
      aria-describedby={introId}
      className="mt-3 rounded-lg border border-slate-400 p-4 dark:border-slate-500"
      data-testid="rule-path-decision-form"
    >
      <p id={introId} className={mutedTextClass}>
        {t('decisions.path.intro')}
      </p>
      <FormField
        id={ids.pathPattern}
        label={t('decisions.path.pattern')}
        hint={t('decisions.path.patternHint')}
        error={error('pathPattern')}
        announceError={false}
        className="mt-4"
      >
        {(control) => (
          <input
            {...control}
            type="text"
            required
            maxLength={MAX_PATH_PATTERN}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className={`${inputClass} mt-1 font-mono sm:max-w-md`}
            value={pathPattern}
            onChange={(event) => {
              setPathPattern(event.target.value);
              forget('pathPattern');
            }}
          />
        )}
      </FormField>
      <ChoiceGroup
        legend={t('decisions.statusLegend')}
        choices={ruleStatuses(rights.mayAccept)}
        value={isRuleStatus(draft.status) ? draft.status : undefined}
        onChange={(status) => onChange('status', status)}
        label={(status) => decisionStatusLabel(status, language)}
        hint={(status) => t(`decisions.path.choiceHint.${status}`)}
        firstId={ids.status}
        error={error('status')}
        className="mt-4"
      />
      {draft.status === 'accepted' ? (
        <AcceptanceFields draft={draft} onChange={onChange} ids={ids} error={error} />
      ) : null}
      <FormField
        id={ids.note}
        label={
          draft.status === 'false_positive' || draft.status === 'accepted'
            ? t(`decisions.note.${draft.status}`)
            : t('decisions.note.optional')
        }
        error={error('note')}
        announceError={false}
        className="mt-4"
      >
        {(control) => (
          <textarea
            {...control}
            required={noteRequired}
            maxLength={MAX_DECISION_NOTE}
            className={`${inputClass} mt-1 min-h-24`}
            value={draft.note}
            onChange={(event) => onChange('note', event.target.value)}
          />
        )}
      </FormField>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimaryClass} aria-disabled={decide.isPending || undefined}>
          {decide.isPending ? t('decisions.saving') : t('decisions.save')}
        </button>
        <button type="button" className={buttonSecondaryClass} onClick={() => onClose(false)}>
          {t('decisions.cancel')}
        </button>
      </div>
      <p role="alert" className="mt-3 font-semibold text-red-700 empty:hidden dark:text-red-300">
        {failure}
      </p>
    </form>
  );
}
