import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { AlertIcon } from '../../../components/icons';
import { buttonPrimaryClass, inputClass } from '../../../components/ui-classes';
import { ApiError } from '../../../lib/api-client';
import { useSendContact } from '../api/send-contact';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactErrorCode,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactErrorsFromServer,
  validateContact,
} from '../validation';

const EMPTY: ContactValues = { email: '', subject: '', message: '', website: '' };

type SendError = 'generic' | 'rateLimited' | 'invalid';

export function ContactForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('contact');
  const send = useSendContact();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sendError, setSendError] = useState<SendError | null>(null);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [focusRequest, setFocusRequest] = useState(0);

  // After a failed submit, focus goes to the first field with an error.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = CONTACT_FIELDS.find((field) => errors[field]);
    if (first) fieldRefs.current[first]?.focus();
  }, [focusRequest, errors]);

  const update = (field: keyof ContactValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows an error, it is re-checked as the visitor corrects it.
    if (field !== 'website' && errors[field]) {
      setErrors((current) => ({ ...current, [field]: validateContact(next)[field] }));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setSendError(null);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const { website, ...message } = values;
    send.mutate(
      { ...message, ...(website ? { website } : {}) },
      {
        onSuccess: () => onSent(),
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length > 0) {
            const fromServer = contactErrorsFromServer(error.fieldErrors);
            if (Object.keys(fromServer).length > 0) {
              setErrors(fromServer);
              setSendError('invalid');
              setFocusRequest((n) => n + 1);
              return;
            }
          }
          setSendError(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'generic');
        },
      },
    );
  };

  const fieldProps = (field: ContactField) => ({
    value: values[field],
    error: errors[field],
    inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fieldRefs.current[field] = element;
    },
    onChange: (value: string) => update(field, value),
  });

  return (
    <form aria-label={t('form.label')} noValidate onSubmit={submit} className="max-w-2xl space-y-6">
      <p className="text-slate-600 dark:text-slate-300">{t('form.requiredNote')}</p>
      <Field
        field="email"
        label={t('form.email')}
        type="email"
        autoComplete="email"
        {...fieldProps('email')}
      />
      <Field field="subject" label={t('form.subject')} autoComplete="off" {...fieldProps('subject')} />
      <Field
        field="message"
        label={t('form.message')}
        hint={t('form.messageHint')}
        multiline
        {...fieldProps('message')}
      />
      <Honeypot value={values.website} onChange={(value) => update('website', value)} />
      {sendError ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-700 bg-red-50 p-4 font-medium text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-50"
        >
          <span className="mt-0.5 shrink-0">
            <AlertIcon />
          </span>
          <span>{t(`errors.${sendError}`)}</span>
        </p>
      ) : null}
      <button type="submit" className={buttonPrimaryClass} aria-disabled={send.isPending || undefined}>
        {send.isPending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}

interface FieldProps {
  field: ContactField;
  label: string;
  hint?: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  value: string;
  error: ContactErrorCode | undefined;
  inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  onChange: (value: string) => void;
}

function Field({
  field,
  label,
  hint,
  type = 'text',
  autoComplete,
  multiline,
  value,
  error,
  inputRef,
  onChange,
}: FieldProps) {
  const message = useErrorMessage(field, error);
  return (
    <FormField
      label={label}
      hint={hint}
      error={message ?? ''}
      errorTestId={`error-${field}`}
      announceError={false}
    >
      {(control) => (
        <div className="mt-2">
          {multiline ? (
            <textarea
              {...control}
              name={field}
              value={value}
              required
              className={inputClass}
              ref={inputRef}
              rows={7}
              onChange={(event) => onChange(event.target.value)}
            />
          ) : (
            <input
              {...control}
              name={field}
              value={value}
              required
              className={inputClass}
              ref={inputRef}
              type={type}
              autoComplete={autoComplete}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </div>
      )}
    </FormField>
  );
}

function useErrorMessage(field: ContactField, error: ContactErrorCode | undefined): string | null {
  const { t } = useTranslation('contact');
  if (!error) return null;
  switch (field) {
    case 'email':
      if (error === 'required') return t('validation.email.required');
      if (error === 'tooLong') return t('validation.email.tooLong', { max: CONTACT_LIMITS.emailMax });
      return t('validation.email.invalid');
    case 'subject':
      if (error === 'tooLong') return t('validation.subject.tooLong', { max: CONTACT_LIMITS.subjectMax });
      return t('validation.subject.required');
    case 'message':
      if (error === 'tooLong') return t('validation.message.tooLong', { max: CONTACT_LIMITS.messageMax });
      if (error === 'tooShort') return t('validation.message.tooShort', { min: CONTACT_LIMITS.messageMin });
      return t('validation.message.required');
  }
}

/** Hidden from people (visually and from assistive technology); bots that fill every field give themselves away. */
function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('contact');
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('form.honeypot')}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
