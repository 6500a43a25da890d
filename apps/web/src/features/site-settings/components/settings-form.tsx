import type { SiteSettings } from '@klarsicht/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/error-summary';
import { buttonPrimaryClass } from '../../../components/ui-classes';
import { ApiError } from '../../../lib/api-client';
import { useSaveSiteSettings } from '../api/site-settings-api';
import { errorsFromServer, type FieldErrors, invalidFields, validateDraft } from '../field-errors';
import { draftFrom, type SettingsDraft, toUpdate } from '../settings-draft';
import { siteSettingsErrorKey } from '../site-settings-errors';
import { useFieldTexts } from '../use-field-texts';
import { ConsentSection } from './consent-section';
import type { FieldBinding } from './field-binding';
import { ScopeSection } from './scope-section';
import { SignInSection } from './sign-in-section';

/** The crawl scope and the sign-in of one site, saved together (`PUT /api/sites/:id/settings`). */
export function SettingsForm({
  settings,
  siteId,
  userKey,
}: {
  settings: SiteSettings;
  siteId: string;
  userKey: string | undefined;
}) {
  const { t } = useTranslation('siteSettings');
  const save = useSaveSiteSettings(userKey, siteId);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFrom(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [credentialsRefused, setCredentialsRefused] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  const formId = useId();
  const credentialsNoticeId = `${formId}-credentials`;
  const texts = useFieldTexts(errors);

  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const fields: FieldBinding = {
    id: (field) => `${formId}-${field.replaceAll('.', '-')}`,
    error: texts.message,
    focus: (id) => setFocusTarget({ id }),
  };
  const invalid = invalidFields(errors, draft);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setAnnouncement('');
    setCredentialsRefused(false);
    save.reset();
    const found = validateDraft(draft, settings);
    setErrors(found);
    const first = invalidFields(found, draft)[0];
    if (first) {
      fields.focus(fields.id(first));
      return;
    }
    // Kept as sent, to place the server's field errors (`scope.include.2`) at their lines.
    const update = toUpdate(draft);
    save.mutate(update, {
      onSuccess: (saved) => {
        setDraft(draftFrom(saved));
        setAnnouncement(t('saved'));
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        if (error.code === 'credentials_unavailable') {
          setCredentialsRefused(true);
          fields.focus(credentialsNoticeId);
          return;
        }
        const fromServer = errorsFromServer(error.fieldErrors, update, draft);
        const firstFromServer = invalidFields(fromServer, draft)[0];
        if (firstFromServer) {
          setErrors(fromServer);
          fields.focus(fields.id(firstFromServer));
        }
      },
    });
  };

  const failureKey = save.error ? siteSettingsErrorKey(save.error) : null;
  const failure =
    failureKey && failureKey !== 'credentials_unavailable' && invalid.length === 0
      ? t(`errors.${failureKey}`)
      : '';

  return (
    <form noValidate onSubmit={submit} data-testid="site-settings-form">
      <ErrorSummary
        heading={t('summary', { count: invalid.length })}
        testId="site-settings-errors"
        entries={invalid.map((field) => ({
          id: fields.id(field),
          text: t('summaryEntry', { field: texts.label(field), message: texts.message(field) }),
        }))}
      />
      <ScopeSection settings={settings} draft={draft} setDraft={setDraft} fields={fields} />
      <SignInSection
        settings={settings}
        draft={draft}
        setDraft={setDraft}
        setErrors={setErrors}
        fields={fields}
        credentialsRefused={credentialsRefused}
        credentialsNoticeId={credentialsNoticeId}
      />
      <ConsentSection draft={draft} setDraft={setDraft} fields={fields} />
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonPrimaryClass} aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('saving') : t('save')}
        </button>
      </div>
      <p role="alert" className="mt-3 font-semibold empty:hidden" data-testid="site-settings-failure">
        {failure}
      </p>
      <p role="status" className="mt-3 font-semibold empty:hidden" data-testid="site-settings-status">
        {announcement}
      </p>
    </form>
  );
}
