import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/choice-group';
import { FormField } from '../../../components/form-field';
import { inputClass, mutedTextClass } from '../../../components/ui-classes';
import { type FormSignInDraft, passwordStored, SUCCESS_CHECKS } from '../settings-draft';
import { SecretInput, type SignInPartProps } from './secret-input';

type TextField = Exclude<keyof FormSignInDraft, 'password' | 'successCheck'>;

/** Typing aids off: these are addresses, names and selectors of another site, not the owner's own. */
const PLAIN = { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off', autoComplete: 'off' } as const;

/** The site's sign-in form: its address, the account, where its fields are and how success shows. */
export function FormSignInFields({ settings, draft, setDraft, fields }: SignInPartProps) {
  const { t } = useTranslation('siteSettings');
  const selectorsHintId = useId();
  const { form } = draft;
  const setForm = (patch: Partial<FormSignInDraft>) =>
    setDraft((current) => ({ ...current, form: { ...current.form, ...patch } }));

  const text = (
    name: TextField,
    options: { hint?: string; type?: 'text' | 'url'; max: number; code?: boolean },
  ) => {
    const field = `signIn.${name}`;
    return (
      <FormField
        id={fields.id(field)}
        label={t(`signIn.${name}`)}
        hint={options.hint}
        error={fields.error(field)}
        announceError={false}
      >
        {(control) => (
          <input
            {...control}
            {...PLAIN}
            type={options.type ?? 'text'}
            maxLength={options.max}
            className={`${inputClass} mt-1 ${options.code ? 'font-mono' : ''}`}
            value={form[name]}
            onChange={(event) => setForm({ [name]: event.target.value })}
          />
        )}
      </FormField>
    );
  };

  return (
    <div className="mt-6 space-y-5 border-t border-slate-200 pt-6 dark:border-slate-700">
      <h3 className="text-lg font-bold">{t('signIn.formHeading')}</h3>
      {text('loginUrl', { hint: t('signIn.loginUrlHint'), type: 'url', max: 2048 })}
      {text('username', { max: 500 })}
      <SecretInput
        field="signIn.password"
        label={t('signIn.password')}
        stored={passwordStored(settings, 'form')}
        storedHint={t('signIn.passwordStored')}
        value={form.password}
        onChange={(password) => setForm({ password })}
        fields={fields}
      />
      <fieldset aria-describedby={selectorsHintId} className="space-y-4">
        <legend className="font-semibold">{t('signIn.selectorsLegend')}</legend>
        <p id={selectorsHintId} className={mutedTextClass}>
          {t('signIn.selectorsHint')}
        </p>
        {text('usernameSelector', { max: 500, code: true })}
        {text('passwordSelector', { max: 500, code: true })}
        {text('submitSelector', { max: 500, code: true })}
      </fieldset>
      <ChoiceGroup
        legend={t('signIn.successLegend')}
        choices={SUCCESS_CHECKS}
        value={form.successCheck}
        onChange={(successCheck) => setForm({ successCheck })}
        label={(choice) => t(`signIn.success_${choice}`)}
        firstId={fields.id('signIn.successCheck')}
      />
      {form.successCheck === 'selector'
        ? text('successSelector', { hint: t('signIn.successSelectorHint'), max: 500, code: true })
        : null}
      {form.successCheck === 'url'
        ? text('successUrl', { hint: t('signIn.successUrlHint'), max: 2048 })
        : null}
    </div>
  );
}
