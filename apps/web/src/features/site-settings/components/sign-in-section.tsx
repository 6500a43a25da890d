import { type Dispatch, type SetStateAction, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/choice-group';
import { FormField } from '../../../components/form-field';
import { cardClass, inputClass } from '../../../components/ui-classes';
import type { FieldErrors } from '../field-errors';
import { passwordStored, type SettingsDraft, SIGN_IN_CHOICES, type SignInChoice } from '../settings-draft';
import { CodeText } from './code-text';
import { FormSignInFields } from './form-sign-in-fields';
import { NameValueRows } from './name-value-rows';
import { SecretInput, type SignInPartProps } from './secret-input';

/** Whether and how a scan signs in to the site, and what the service cannot store. */
export function SignInSection({
  settings,
  draft,
  setDraft,
  setErrors,
  fields,
  credentialsRefused,
  credentialsNoticeId,
}: SignInPartProps & {
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  credentialsRefused: boolean;
  credentialsNoticeId: string;
}) {
  const { t } = useTranslation('siteSettings');
  const headingId = useId();
  const part = { settings, draft, setDraft, fields };
  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8`}>
      <h2 id={headingId} className="text-xl font-bold">
        {t('signIn.heading')}
      </h2>
      <p className="mt-2 max-w-3xl">{t('signIn.intro')}</p>
      {settings.credentialsAvailable && !credentialsRefused ? null : (
        <CredentialsNotice id={credentialsNoticeId} refused={credentialsRefused} />
      )}
      <ChoiceGroup
        className="mt-6"
        legend={t('signIn.kindLegend')}
        choices={SIGN_IN_CHOICES}
        value={draft.signIn}
        onChange={(signIn: SignInChoice) => setDraft((current) => ({ ...current, signIn }))}
        label={(choice) => t(`signIn.kind_${choice}`)}
        hint={(choice) => t(`signIn.kindHint_${choice}`)}
        firstId={fields.id('signIn.kind')}
        error={fields.error('signIn.kind')}
      />
      {draft.signIn === 'form' ? <FormSignInFields {...part} /> : null}
      {draft.signIn === 'headers' ? (
        <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-700">
          <h3 className="text-lg font-bold">{t('signIn.headersHeading')}</h3>
          <NameValueRows list="headers" {...part} setErrors={setErrors} />
          <NameValueRows list="cookies" {...part} setErrors={setErrors} />
        </div>
      ) : null}
      {draft.signIn === 'basic' ? <BasicSignInFields {...part} /> : null}
    </section>
  );
}

/**
 * The service has no CREDENTIALS_KEY: said before anyone types a password, and again (announced,
 * focused) when a save was refused for it, with what the operator must do.
 */
function CredentialsNotice({ id, refused }: { id: string; refused: boolean }) {
  const { t } = useTranslation('siteSettings');
  return (
    <div
      id={id}
      tabIndex={-1}
      className="mt-4 rounded-xl border-2 border-amber-700 p-4 dark:border-amber-300"
      data-testid="credentials-unavailable"
    >
      <p role="alert" className="font-semibold empty:hidden">
        {refused ? t('signIn.credentialsRefused') : ''}
      </p>
      <h3 className="font-bold">{t('signIn.credentialsHeading')}</h3>
      <p className="mt-1">
        <CodeText text={t('signIn.credentialsUnavailable')} />
      </p>
    </div>
  );
}

function BasicSignInFields({ settings, draft, setDraft, fields }: SignInPartProps) {
  const { t } = useTranslation('siteSettings');
  const setBasic = (patch: Partial<SettingsDraft['basic']>) =>
    setDraft((current) => ({ ...current, basic: { ...current.basic, ...patch } }));
  return (
    <div className="mt-6 space-y-5 border-t border-slate-200 pt-6 dark:border-slate-700">
      <h3 className="text-lg font-bold">{t('signIn.basicHeading')}</h3>
      <FormField
        id={fields.id('signIn.username')}
        label={t('signIn.username')}
        error={fields.error('signIn.username')}
        announceError={false}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            maxLength={500}
            className={`${inputClass} mt-1`}
            value={draft.basic.username}
            onChange={(event) => setBasic({ username: event.target.value })}
          />
        )}
      </FormField>
      <SecretInput
        field="signIn.password"
        label={t('signIn.password')}
        stored={passwordStored(settings, 'basic')}
        storedHint={t('signIn.passwordStored')}
        value={draft.basic.password}
        onChange={(password) => setBasic({ password })}
        fields={fields}
      />
    </div>
  );
}
