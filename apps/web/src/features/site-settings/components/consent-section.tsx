import { type Dispatch, type SetStateAction, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { cardClass, inputClass, mutedTextClass } from '../../../components/ui-classes';
import type { SettingsDraft } from '../settings-draft';
import type { FieldBinding } from './field-binding';

/** Consent (cookie) banners: accepted after the first page, and the accept button of one no rule knows. */
export function ConsentSection({
  draft,
  setDraft,
  fields,
}: {
  draft: SettingsDraft;
  setDraft: Dispatch<SetStateAction<SettingsDraft>>;
  fields: FieldBinding;
}) {
  const { t } = useTranslation('siteSettings');
  const headingId = useId();
  const handleId = fields.id('consent.handle');
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-xl font-bold">
        {t('consent.heading')}
      </h2>
      <p className="mt-3">{t('consent.intro')}</p>
      <div className="mt-4 flex items-center gap-3">
        <input
          id={handleId}
          type="checkbox"
          checked={draft.consentHandle}
          onChange={(event) => {
            const handle = event.target.checked;
            setDraft((current) => ({ ...current, consentHandle: handle }));
          }}
          className="size-6 accent-blue-700 dark:accent-blue-300"
        />
        <label htmlFor={handleId} className="font-semibold">
          {t('consent.handle')}
        </label>
      </div>
      <p className={`mt-1 ${mutedTextClass}`}>{t('consent.handleHint')}</p>
      <FormField
        id={fields.id('consent.acceptSelector')}
        label={t('consent.acceptSelector')}
        hint={t('consent.acceptSelectorHint')}
        error={fields.error('consent.acceptSelector')}
        announceError={false}
        className="mt-5"
      >
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={500}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            disabled={!draft.consentHandle}
            className={`${inputClass} mt-1 font-mono`}
            value={draft.consentSelector}
            onChange={(event) => {
              const selector = event.target.value;
              setDraft((current) => ({ ...current, consentSelector: selector }));
            }}
          />
        )}
      </FormField>
    </section>
  );
}
