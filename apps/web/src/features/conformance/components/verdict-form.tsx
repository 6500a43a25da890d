import type { CriterionCheck, ManualOutcome } from '@klarsicht/contracts';
import { MANUAL_OUTCOMES } from '@klarsicht/report';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldAlert } from '../../../components/field-alert';
import { FormField } from '../../../components/form-field';
import {
  buttonPrimaryClass,
  buttonSecondaryClass,
  inputClass,
  mutedTextClass,
} from '../../../components/ui-classes';
import { formatDateTime } from '../../../lib/format-date';
import type { useCriterionVerdict } from '../api/conformance-api';
import { conformanceErrorKey } from '../conformance-errors';
import { useConformanceWords } from '../conformance-words';

const NOTE_LIMIT = 2000;

/** The person's verdict on the criterion: passed, failed or not applicable, with a note. */
export function VerdictForm({
  check,
  verdict,
}: {
  check: CriterionCheck;
  verdict: ReturnType<typeof useCriterionVerdict>;
}) {
  const { t } = useTranslation('conformance');
  const words = useConformanceWords();
  const legendId = useId();
  const outcomeErrorId = useId();
  const manual = check.criterion.manual;
  const [outcome, setOutcome] = useState<ManualOutcome | ''>(manual?.outcome ?? '');
  const [note, setNote] = useState(manual?.note ?? '');
  const [missingOutcome, setMissingOutcome] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const firstRadio = useRef<HTMLInputElement>(null);
  const { save, withdraw } = verdict;
  const failure = save.error ?? withdraw.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) {
      setMissingOutcome(true);
      firstRadio.current?.focus();
      return;
    }
    setMissingOutcome(false);
    setAnnouncement('');
    withdraw.reset();
    save.mutate(
      { outcome, ...(note.trim() ? { note: note.trim() } : {}) },
      { onSuccess: () => setAnnouncement(t('verdict.saved', { outcome: words.outcome(outcome) })) },
    );
  };

  const takeBack = () => {
    setAnnouncement('');
    save.reset();
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setOutcome('');
        setNote('');
        setAnnouncement(t('verdict.withdrawn'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="verdict-form">
      <fieldset aria-describedby={missingOutcome ? outcomeErrorId : undefined}>
        <legend id={legendId} className="font-semibold">
          {t('verdict.legend')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {MANUAL_OUTCOMES.map((value, index) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2">
              <input
                ref={index === 0 ? firstRadio : undefined}
                type="radio"
                name="outcome"
                value={value}
                checked={outcome === value}
                onChange={() => {
                  setOutcome(value);
                  setMissingOutcome(false);
                }}
                aria-invalid={missingOutcome || undefined}
                className="size-5 accent-blue-700 dark:accent-blue-300"
              />
              {words.outcome(value)}
            </label>
          ))}
        </div>
        <FieldAlert
          id={outcomeErrorId}
          message={missingOutcome ? t('verdict.chooseOutcome') : ''}
          announce={false}
        />
      </fieldset>
      <FormField label={t('verdict.note')} hint={t('verdict.noteHint')} className="mt-4">
        {(control) => (
          <textarea
            {...control}
            className={`${inputClass} mt-1 min-h-24`}
            maxLength={NOTE_LIMIT}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      {check.criterion.automated === 'violations' ? (
        <p className="mt-3">{t('verdict.violationsWin')}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimaryClass} disabled={save.isPending}>
          {save.isPending ? t('verdict.saving') : t('verdict.save')}
        </button>
        {manual ? (
          <button
            type="button"
            className={buttonSecondaryClass}
            onClick={takeBack}
            disabled={withdraw.isPending}
          >
            {t('verdict.withdraw')}
          </button>
        ) : null}
      </div>
      {manual ? (
        <p className={`mt-3 ${mutedTextClass}`}>
          {manual.reopenedAt
            ? t('verdict.reopenedAt', { date: formatDateTime(manual.reopenedAt) })
            : t('verdict.decidedAt', { date: formatDateTime(manual.decidedAt) })}
        </p>
      ) : null}
      <p role="status" className="mt-3 font-semibold empty:hidden" data-testid="verdict-status">
        {announcement}
      </p>
      {failure ? (
        <p role="alert" className="mt-3 font-semibold">
          {t(`errors.${conformanceErrorKey(failure)}`)}
        </p>
      ) : null}
    </form>
  );
}
