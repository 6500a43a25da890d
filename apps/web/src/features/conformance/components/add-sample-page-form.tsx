import type { SiteEvaluation } from '@klarsicht/contracts';
import { SAMPLE_LABEL_MAX_LENGTH, SAMPLE_REASONS, type SampleReason } from '@klarsicht/report';
import { type FormEvent, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { buttonSecondaryClass, inputClass } from '../../../components/ui-classes';
import { useConformanceWords } from '../conformance-words';
import {
  type AddPageProblem,
  addPageProblem,
  type EvaluationDraft,
  resolveAddress,
} from '../evaluation-draft';

/**
 * Adds a page to the structured sample: an address on the site (a path is taken on the site), why
 * it is in the sample (a step of a process by default), and the owner's words for it. Added to the
 * draft only; the evaluation is saved with "Save".
 */
export function AddSamplePageForm({
  draft,
  site,
  onAdd,
  addressRef,
}: {
  draft: EvaluationDraft;
  site: SiteEvaluation['site'];
  onAdd: (page: { url: string; reason: SampleReason; label: string }) => void;
  /** The address field, where focus goes when the last page of the structured sample is removed. */
  addressRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('conformance');
  const words = useConformanceWords();
  const headingId = useId();
  const reasonId = useId();
  const [address, setAddress] = useState('');
  const [reason, setReason] = useState<SampleReason>('process');
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<AddPageProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = addPageProblem(draft, address, site);
    setProblem(found);
    setAnnouncement('');
    const url = resolveAddress(address, site.url);
    if (found || !url) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onAdd({ url, reason, label });
    setAddress('');
    setLabel('');
    setAnnouncement(t('evaluation.add.added', { page: label.trim() || url }));
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="mt-6 max-w-2xl space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700"
      data-testid="add-sample-page"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {t('evaluation.add.heading')}
      </h3>
      <FormField
        label={t('evaluation.add.address')}
        hint={
          <span className="[overflow-wrap:anywhere]">
            {t('evaluation.add.addressHint', { url: site.url })}
          </span>
        }
        error={problem ? t(`evaluation.add.errors.${problem}`, { site: site.site }) : ''}
        announceError={false}
      >
        {(control) => (
          <input
            {...control}
            ref={addressRef}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={2048}
            className={`${inputClass} mt-1`}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        )}
      </FormField>
      <div>
        <label htmlFor={reasonId} className="block font-semibold">
          {t('evaluation.add.reason')}
        </label>
        <select
          id={reasonId}
          className={`${inputClass} mt-1 max-w-md`}
          value={reason}
          onChange={(event) => setReason(event.target.value as SampleReason)}
        >
          {SAMPLE_REASONS.map((value) => (
            <option key={value} value={value}>
              {words.sampleReason(value)}
            </option>
          ))}
        </select>
      </div>
      <FormField label={t('evaluation.add.label')} hint={t('evaluation.add.labelHint')}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            maxLength={SAMPLE_LABEL_MAX_LENGTH}
            className={`${inputClass} mt-1`}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className={buttonSecondaryClass}>
        {t('evaluation.add.submit')}
      </button>
      <p role="status" className="font-semibold empty:hidden" data-testid="add-sample-page-status">
        {announcement}
      </p>
    </form>
  );
}
