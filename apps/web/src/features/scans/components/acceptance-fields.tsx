import { ACCEPT_REASONS } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/choice-group';
import { FormField } from '../../../components/form-field';
import { inputClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import type { DraftFieldsProps } from '../decision-draft';
import type { DecisionField } from '../decision-errors';

type DateField = Extract<DecisionField, 'assessedOn' | 'plannedOn' | 'reviewOn'>;

/**
 * An accepted issue: why (a disproportionate burden with the date it was assessed, a planned fix
 * with its date) and when to look at it again. All required: the statement is made from them.
 */
export function AcceptanceFields({ draft, onChange, ids, error }: DraftFieldsProps) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const dateField = (field: DateField, label: string, hint?: string) => (
    <FormField
      id={ids[field]}
      label={label}
      hint={hint}
      error={error(field)}
      announceError={false}
      className="mt-4"
    >
      {(control) => (
        <input
          {...control}
          type="date"
          lang={language}
          required
          className={`${inputClass} mt-1 max-w-xs`}
          value={draft[field]}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <>
      <ChoiceGroup
        legend={t('decisions.reasonLegend')}
        choices={ACCEPT_REASONS}
        value={draft.reason}
        onChange={(reason) => onChange('reason', reason)}
        label={(reason) => t(`decisions.reason.${reason}`)}
        firstId={ids.reason}
        error={error('reason')}
        className="mt-4"
      />
      {draft.reason === 'disproportionate_burden' ? dateField('assessedOn', t('decisions.assessedOn')) : null}
      {draft.reason === 'planned' ? dateField('plannedOn', t('decisions.plannedOn')) : null}
      {dateField('reviewOn', t('decisions.reviewOn'), t('decisions.reviewOnHint'))}
    </>
  );
}
