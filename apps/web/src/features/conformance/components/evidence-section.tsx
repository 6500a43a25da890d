import { type CriterionCheck, EVIDENCE_MAX_BYTES, EVIDENCE_MIME_TYPES } from '@klarsicht/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthorizedImage } from '../../../components/authorized-image';
import { FieldAlert } from '../../../components/field-alert';
import { buttonSecondaryClass, mutedTextClass } from '../../../components/ui-classes';
import { useAuth } from '../../auth';
import { useCriterionEvidence } from '../api/conformance-api';
import { conformanceErrorKey } from '../conformance-errors';

type PictureError = 'missing' | 'type' | 'size';

/** A picture attached to the verdict as evidence: shown, replaced or removed. */
export function EvidenceSection({ check }: { check: CriterionCheck }) {
  const { t } = useTranslation('conformance');
  const { user } = useAuth();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<PictureError | ''>('');
  const [announcement, setAnnouncement] = useState('');
  const { upload, remove } = useCriterionEvidence(user?.sub, check.site.id, check.criterion.id);
  const evidence = check.criterion.manual?.evidence ?? null;
  const failure = upload.error ?? remove.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picture = input.current?.files?.[0];
    const problem: PictureError | '' = !picture
      ? 'missing'
      : !(EVIDENCE_MIME_TYPES as readonly string[]).includes(picture.type)
        ? 'type'
        : picture.size > EVIDENCE_MAX_BYTES
          ? 'size'
          : '';
    setError(problem);
    setAnnouncement('');
    if (problem || !picture) {
      input.current?.focus();
      return;
    }
    remove.reset();
    upload.mutate(picture, {
      onSuccess: () => {
        if (input.current) input.current.value = '';
        setAnnouncement(t('evidence.uploaded'));
      },
    });
  };

  return (
    <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700" data-testid="evidence">
      <h3 className="font-semibold">{t('evidence.heading')}</h3>
      {evidence ? (
        <figure className="mt-2">
          <AuthorizedImage
            path={evidence.path}
            alt={t('evidence.alt', { id: check.criterion.id, title: check.criterion.title })}
          />
          <figcaption className={`mt-1 ${mutedTextClass}`}>
            {check.criterion.manual?.note || t('evidence.caption')}
          </figcaption>
        </figure>
      ) : (
        <p className={`mt-1 ${mutedTextClass}`}>{t('evidence.none')}</p>
      )}
      <form onSubmit={submit} noValidate className="mt-3">
        <label htmlFor={inputId} className="block font-medium">
          {evidence ? t('evidence.replace') : t('evidence.choose')}
        </label>
        <p id={hintId} className={mutedTextClass}>
          {t('evidence.hint')}
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={EVIDENCE_MIME_TYPES.join(',')}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          className="mt-1 block min-h-11 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-500 file:bg-white file:px-4 file:font-semibold dark:file:bg-slate-900 dark:file:text-slate-100"
        />
        <FieldAlert id={errorId} message={error ? t(`evidence.errors.${error}`) : ''} announce={false} />
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="submit" className={buttonSecondaryClass} disabled={upload.isPending}>
            {upload.isPending ? t('evidence.uploading') : t('evidence.upload')}
          </button>
          {evidence ? (
            <button
              type="button"
              className={buttonSecondaryClass}
              disabled={remove.isPending}
              onClick={() => {
                upload.reset();
                setAnnouncement('');
                remove.mutate(undefined, { onSuccess: () => setAnnouncement(t('evidence.removed')) });
              }}
            >
              {t('evidence.remove')}
            </button>
          ) : null}
        </div>
      </form>
      <p role="status" className="mt-2 font-semibold empty:hidden" data-testid="evidence-status">
        {announcement}
      </p>
      {failure ? (
        <p role="alert" className="mt-2 font-semibold">
          {t(`errors.${conformanceErrorKey(failure)}`)}
        </p>
      ) : null}
    </div>
  );
}
