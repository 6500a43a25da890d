import { DECISION_STATUSES } from '@klarsicht/contracts';
import { decisionStatusLabel } from '@klarsicht/report';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { inputClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import type { IssueStatusFilter } from '../api/scans-api';

const CHOICES: readonly IssueStatusFilter[] = [...DECISION_STATUSES, 'all'];

interface StatusFilterProps {
  /** None: every issue but false alarms, as the server lists them without the filter. */
  value: IssueStatusFilter | undefined;
  onChange: (value: IssueStatusFilter | undefined) => void;
}

/** The violations by their decision status; the owner's view only (a share link knows no decisions). */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  return (
    <FormField label={t('decisions.filter.label')}>
      {(control) => (
        <select
          {...control}
          className={`${inputClass} mt-1`}
          value={value ?? ''}
          onChange={(event) => onChange(CHOICES.find((choice) => choice === event.target.value))}
          data-testid="status-filter"
        >
          <option value="">{t('decisions.filter.default')}</option>
          {DECISION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {decisionStatusLabel(status, language)}
            </option>
          ))}
          <option value="all">{t('decisions.filter.all')}</option>
        </select>
      )}
    </FormField>
  );
}
