import { CLIENT_LOGO_BYTES_MAX, type ClientGroupView } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthorizedImage } from '../../../components/authorized-image';
import { FieldAlert } from '../../../components/field-alert';
import { buttonSecondaryClass, mutedTextClass } from '../../../components/ui-classes';
import { clientGroupLogoPath, useClientGroupLogo } from '../api/organisations-api';
import { organisationErrorKey } from '../organisation-errors';

const LOGO_TYPES = ['image/png', 'image/jpeg'];

type LocalProblem = 'clientGroups.logoForm.wrongType' | 'clientGroups.logoForm.tooLarge';

/** What is wrong with a chosen file before it is sent; the server checks the bytes again. */
export function logoProblem(file: Pick<File, 'type' | 'size'>): LocalProblem | null {
  if (!LOGO_TYPES.includes(file.type)) return 'clientGroups.logoForm.wrongType';
  if (file.size > CLIENT_LOGO_BYTES_MAX) return 'clientGroups.logoForm.tooLarge';
  return null;
}

/** A group's logo: shown when set, replaced by choosing a file, removed by a button. */
export function ClientGroupLogo({
  organisationId,
  group,
}: {
  organisationId: string;
  group: ClientGroupView;
}) {
  const { t } = useTranslation('organisations');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<LocalProblem | null>(null);
  const [done, setDone] = useState('');
  // The picture's address stays the same when it is replaced: a new key loads it again.
  const [version, setVersion] = useState(0);
  const logo = useClientGroupLogo(organisationId);
  const error = problem ? t(problem) : logo.isError ? t(`errors.${organisationErrorKey(logo.error)}`) : '';

  return (
    <div className="mt-3">
      {group.hasLogo ? (
        <div className="max-w-xs [&_img]:max-h-20 [&_img]:bg-white [&_img]:p-1">
          <AuthorizedImage
            key={version}
            path={clientGroupLogoPath(group.id)}
            alt={t('clientGroups.logoAlt', { name: group.brandName ?? group.name })}
          />
        </div>
      ) : null}
      <label htmlFor={inputId} className="mt-3 block font-semibold">
        {t('clientGroups.logoForm.labelFor', { name: group.name })}
      </label>
      <p id={hintId} className={`mt-1 ${mutedTextClass}`}>
        {t('clientGroups.logoForm.hint')}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={LOGO_TYPES.join(',')}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        aria-invalid={error ? true : undefined}
        disabled={logo.isPending}
        className="mt-2 block max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:font-semibold dark:file:bg-slate-800"
        onChange={(event) => {
          const file = event.target.files?.[0];
          setDone('');
          logo.reset();
          if (!file) return;
          const found = logoProblem(file);
          setProblem(found);
          if (found) return;
          logo.mutate(
            { id: group.id, logo: file },
            {
              onSuccess: () => {
                setVersion((n) => n + 1);
                setDone(t('clientGroups.logoForm.uploaded', { name: group.name }));
                if (inputRef.current) inputRef.current.value = '';
              },
            },
          );
        }}
      />
      <FieldAlert id={errorId} message={error} />
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {logo.isPending ? t('clientGroups.logoForm.uploading') : done}
      </p>
      {group.hasLogo ? (
        <button
          type="button"
          className={`${buttonSecondaryClass} mt-2`}
          aria-label={t('clientGroups.logoForm.removeLabel', { name: group.name })}
          aria-disabled={logo.isPending || undefined}
          onClick={() => {
            if (logo.isPending) return;
            setProblem(null);
            setDone('');
            logo.mutate(
              { id: group.id, logo: null },
              {
                onSuccess: () => {
                  setDone(t('clientGroups.logoForm.removed', { name: group.name }));
                  inputRef.current?.focus();
                },
              },
            );
          }}
        >
          {t('clientGroups.logoForm.remove')}
        </button>
      ) : null}
    </div>
  );
}
