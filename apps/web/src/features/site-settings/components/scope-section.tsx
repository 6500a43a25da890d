import { MAX_URL_LENGTH, type SiteSettings } from '@klarsicht/contracts';
import { type Dispatch, type SetStateAction, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/choice-group';
import { FormField } from '../../../components/form-field';
import { cardClass, inputClass, mutedTextClass } from '../../../components/ui-classes';
import { urlInputAttributes } from '../../../components/url-input';
import { defaultArea, patternLines, startFolder } from '../crawl-scope';
import { AREA_CHOICES, type AreaChoice, type SettingsDraft } from '../settings-draft';
import { CodeText } from './code-text';
import type { FieldBinding } from './field-binding';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The address as the server reads it: one typed without a scheme means https. */
function asTyped(text: string): string {
  const trimmed = text.trim();
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Which pages a scan of the site may visit: where it starts, the area, and include and exclude patterns. */
export function ScopeSection({
  settings,
  draft,
  setDraft,
  fields,
}: {
  settings: SiteSettings;
  draft: SettingsDraft;
  setDraft: Dispatch<SetStateAction<SettingsDraft>>;
  fields: FieldBinding;
}) {
  const { t } = useTranslation('siteSettings');
  const headingId = useId();
  // The hints follow the start address as it is being typed.
  const start = asTyped(draft.startUrl);
  const folder = startFolder(start);
  const byDefault = defaultArea(start, patternLines(draft.include).length);

  const hint = (choice: AreaChoice) => {
    switch (choice) {
      case 'default':
        return byDefault === 'path' ? t('scope.defaultPath', { folder }) : t('scope.defaultSite');
      case 'site':
        return t('scope.siteHint', { host: hostOf(settings.url) });
      case 'path':
        return folder ? t('scope.pathHint', { folder: `${folder}/` }) : t('scope.pathHintRoot');
    }
  };

  const patterns = (list: 'include' | 'exclude') => {
    const field = `scope.${list}`;
    return (
      <FormField
        id={fields.id(field)}
        label={t(`scope.${list}`)}
        hint={<CodeText text={t(`scope.${list}Hint`)} />}
        error={fields.error(field)}
        announceError={false}
        className="mt-5"
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            className={`${inputClass} mt-1 font-mono`}
            value={draft[list]}
            onChange={(event) => {
              const text = event.target.value;
              setDraft((current) => ({ ...current, [list]: text }));
            }}
          />
        )}
      </FormField>
    );
  };

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-xl font-bold">
        {t('scope.heading')}
      </h2>
      <FormField
        id={fields.id('startUrl')}
        label={t('startAddress')}
        hint={t('scope.startUrlHint', { host: hostOf(settings.url) })}
        error={fields.error('startUrl')}
        announceError={false}
        className="mt-4"
      >
        {(control) => (
          <input
            {...control}
            name="startUrl"
            {...urlInputAttributes}
            maxLength={MAX_URL_LENGTH}
            className={`${inputClass} mt-1`}
            value={draft.startUrl}
            onChange={(event) => {
              const startUrl = event.target.value;
              setDraft((current) => ({ ...current, startUrl }));
            }}
          />
        )}
      </FormField>
      <ChoiceGroup
        className="mt-4"
        legend={t('scope.areaLegend')}
        choices={AREA_CHOICES}
        value={draft.area}
        onChange={(area) => setDraft((current) => ({ ...current, area }))}
        label={(choice) => t(`scope.area_${choice}`)}
        hint={hint}
        firstId={fields.id('scope.area')}
        error={fields.error('scope.area')}
      />
      <p className="mt-6">
        <CodeText text={t('scope.syntax')} />
      </p>
      {patterns('include')}
      {patterns('exclude')}
      <p className={`mt-5 ${mutedTextClass}`}>{t('scope.variants')}</p>
    </section>
  );
}
