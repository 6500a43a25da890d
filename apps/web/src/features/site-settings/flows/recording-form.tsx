import {
  MAX_FLOW_NAME_LENGTH,
  MAX_RECORDING_BYTES,
  MAX_SITE_FLOWS,
  type SiteFlow,
  type SiteFlowDetail,
} from '@klarsicht/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/error-summary';
import { FormField } from '../../../components/form-field';
import { Heading, type HeadingLevel } from '../../../components/heading';
import { AlertIcon } from '../../../components/icons';
import {
  buttonPrimaryClass,
  buttonSecondaryClass,
  fieldErrorClass,
  inputClass,
  mutedTextClass,
} from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import {
  errorsFromServer,
  type FlowErrorKey,
  type FlowField,
  type FlowFormErrors,
  flowErrorKey,
  flowProblemTexts,
  invalidFlowFields,
  parseRecordingFile,
  validateFlowForm,
} from './flow-errors';
import { useAddSiteFlow, useReplaceSiteFlow } from './flows-api';

const fileInputClass =
  'mt-2 block max-w-full min-h-11 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-500 file:bg-white file:px-4 file:font-semibold dark:file:bg-slate-900 dark:file:text-slate-100';

/**
 * Adds a flow (a name and the Recorder's JSON file), or replaces one's recording (the file only, the
 * name kept). The file is read and parsed here: one that is not JSON is named at its field and not
 * sent. The server's problems with the recording are listed at the file field, one per line; every
 * problem is in the summary above the form too, and focus goes to the first invalid field.
 */
export function RecordingForm({
  siteId,
  userKey,
  replace,
  headingLevel,
  onDone,
  onCancel,
  focusOnOpen = false,
}: {
  siteId: string;
  userKey: string | undefined;
  /** The flow whose recording is replaced; a new flow when absent. */
  replace?: SiteFlow;
  headingLevel: HeadingLevel;
  onDone: (saved: SiteFlowDetail) => void;
  onCancel?: () => void;
  /** Focus goes to the first field when the form appears (it replaced the button that opened it). */
  focusOnOpen?: boolean;
}) {
  const { t } = useTranslation('siteSettings');
  const language = useLanguage();
  const formId = useId();
  const fieldId = (field: FlowField) => `${formId}-${field}`;
  const fileHintId = `${formId}-file-hint`;
  const fileErrorId = `${formId}-file-error`;
  const headingId = `${formId}-heading`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FlowFormErrors>({});
  const [failure, setFailure] = useState<FlowErrorKey | null>(null);
  const [reading, setReading] = useState(false);
  const fields: FlowField[] = replace ? ['recording'] : ['name', 'recording'];
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(() =>
    focusOnOpen ? { id: fieldId(fields[0] ?? 'recording') } : null,
  );
  const add = useAddSiteFlow(userKey, siteId);
  const replaceRecording = useReplaceSiteFlow(userKey, siteId);
  const busy = reading || add.isPending || replaceRecording.isPending;

  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const texts = (field: FlowField) => flowProblemTexts(t, errors[field], language);
  const label = (field: FlowField) => (field === 'name' ? t('flows.form.name') : t('flows.form.file'));
  const summaryMessage = (field: FlowField) => {
    const lines = texts(field);
    return lines.length > 1 ? t('flows.problems.several', { count: lines.length }) : (lines[0] ?? '');
  };
  const invalid = invalidFlowFields(errors, fields);
  const fileTexts = texts('recording');

  /** Shows the problems at their fields; true when there are any (focus then goes to the first). */
  const showErrors = (found: FlowFormErrors): boolean => {
    setErrors(found);
    const first = invalidFlowFields(found, fields)[0];
    if (first) setFocusTarget({ id: fieldId(first) });
    return first !== undefined;
  };
  const clear = (field: FlowField) => {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    add.reset();
    replaceRecording.reset();
    const file = fileInput.current?.files?.[0];
    if (showErrors(validateFlowForm({ name: replace ? undefined : name, file }))) return;
    if (!file) return;
    setReading(true);
    let text: string | null = null;
    try {
      text = await file.text();
    } catch {
      text = null;
    } finally {
      setReading(false);
    }
    if (text === null) {
      showErrors({ recording: [{ code: 'unreadable' }] });
      return;
    }
    const parsed = parseRecordingFile(text);
    if (!parsed) {
      showErrors({ recording: [{ code: 'notJson' }] });
      return;
    }
    const onError = (error: unknown) => {
      if (!showErrors(errorsFromServer(error))) setFailure(flowErrorKey(error));
    };
    const onSuccess = (saved: SiteFlowDetail) => {
      setName('');
      setErrors({});
      if (fileInput.current) fileInput.current.value = '';
      onDone(saved);
    };
    if (replace) {
      replaceRecording.mutate(
        { flowId: replace.id, request: { name: replace.name, recording: parsed.recording } },
        { onSuccess, onError },
      );
    } else {
      add.mutate({ name: name.trim(), recording: parsed.recording }, { onSuccess, onError });
    }
  };

  const pending = add.isPending || replaceRecording.isPending;
  const submitLabel = replace
    ? pending
      ? t('flows.form.replacing')
      : t('flows.form.replace')
    : pending
      ? t('flows.form.adding')
      : t('flows.form.add');

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="mt-6"
      data-testid={replace ? 'flow-replace-form' : 'flow-add-form'}
    >
      <Heading level={headingLevel} id={headingId} className="text-lg font-bold [overflow-wrap:anywhere]">
        {replace ? t('flows.form.replaceHeading', { name: replace.name }) : t('flows.form.addHeading')}
      </Heading>
      <ErrorSummary
        className="mt-3"
        heading={t('summary', { count: invalid.length })}
        testId={replace ? 'flow-replace-errors' : 'flow-add-errors'}
        entries={invalid.map((field) => ({
          id: fieldId(field),
          text: t('summaryEntry', { field: label(field), message: summaryMessage(field) }),
        }))}
      />
      {replace ? null : (
        <FormField
          id={fieldId('name')}
          label={t('flows.form.name')}
          hint={t('flows.form.nameHint')}
          error={texts('name').join(' ')}
          announceError={false}
          className="mt-4"
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              maxLength={MAX_FLOW_NAME_LENGTH}
              className={`${inputClass} mt-1`}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                clear('name');
              }}
              data-testid="flow-name"
            />
          )}
        </FormField>
      )}
      <div className="mt-4">
        <label htmlFor={fieldId('recording')} className="block font-semibold">
          {t('flows.form.file')}
        </label>
        <p id={fileHintId} className={`mt-1 ${mutedTextClass}`}>
          {t('flows.form.fileHint', { max: Math.round(MAX_RECORDING_BYTES / 1024) })}
        </p>
        <input
          ref={fileInput}
          id={fieldId('recording')}
          type="file"
          accept=".json,application/json"
          aria-describedby={fileTexts.length > 0 ? `${fileErrorId} ${fileHintId}` : fileHintId}
          aria-invalid={fileTexts.length > 0 ? true : undefined}
          className={fileInputClass}
          onChange={() => clear('recording')}
          data-testid="flow-file"
        />
        <FieldProblems id={fileErrorId} texts={fileTexts} testId="flow-file-errors" />
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimaryClass} aria-disabled={busy || undefined}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={buttonSecondaryClass} onClick={onCancel}>
            {t('flows.actions.cancel')}
          </button>
        ) : null}
      </div>
      <p role="alert" className="mt-3 font-semibold empty:hidden" data-testid="flow-form-failure">
        {failure ? t(`flows.errors.${failure}`, { max: MAX_SITE_FLOWS }) : ''}
      </p>
    </form>
  );
}

/**
 * A field's problems, one per line: the recording may have several, each named by its step. Tied to
 * the field by `id` (its aria-describedby); not announced itself, since the summary is and focus
 * moves to the field. Empty, it takes no space.
 */
function FieldProblems({ id, texts, testId }: { id: string; texts: readonly string[]; testId: string }) {
  return (
    <ul id={id} data-testid={testId} className={`${fieldErrorClass} space-y-1 empty:hidden`}>
      {texts.map((text) => (
        <li key={text} className="flex items-start gap-1.5 [overflow-wrap:anywhere]">
          <span className="mt-0.5 shrink-0">
            <AlertIcon />
          </span>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
