import type { Monitor, ProfileId } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { buttonPrimaryClass, inputClass } from '../../../components/ui-classes';
import { formatDateTime } from '../../../lib/format-date';
import { useSaveMonitor } from '../api/monitoring-api';
import {
  choiceOf,
  INTERVAL_CHOICES,
  INTERVAL_PRESETS,
  type IntervalChoice,
  MAX_INTERVAL_MINUTES,
  MIN_INTERVAL_MINUTES,
  parseCustomMinutes,
} from '../interval';
import { monitoringErrorKey } from '../monitoring-errors';

interface MonitorSettingsFormProps {
  monitor: Monitor;
  /** The profiles the plan allows, in display order. */
  profiles: readonly ProfileId[];
  userKey: string | undefined;
}

/** Interval, on/off and profile of one monitored site (`PUT /api/monitors`); the outcome is announced. */
export function MonitorSettingsForm({ monitor, profiles, userKey }: MonitorSettingsFormProps) {
  const { t, i18n } = useTranslation(['monitoring', 'billing']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const enabledId = useId();
  const customRef = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<IntervalChoice>(choiceOf(monitor.intervalMinutes));
  const [customText, setCustomText] = useState(String(monitor.intervalMinutes));
  const [customInvalid, setCustomInvalid] = useState(false);
  const [enabled, setEnabled] = useState(monitor.enabled);
  const [profile, setProfile] = useState<ProfileId | undefined>(
    profiles.includes(monitor.profile) ? monitor.profile : profiles[0],
  );
  const save = useSaveMonitor(userKey);

  const select = `${inputClass} sm:max-w-md`;
  return (
    <form
      noValidate
      aria-label={t('site.settingsHeading')}
      className="mt-4 space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        const minutes = choice === 'custom' ? parseCustomMinutes(customText) : INTERVAL_PRESETS[choice];
        setCustomInvalid(minutes === null);
        if (minutes === null) {
          save.reset();
          customRef.current?.focus();
          return;
        }
        save.mutate({ url: monitor.url, intervalMinutes: minutes, enabled, ...(profile ? { profile } : {}) });
      }}
    >
      <FormField label={t('site.intervalLabel')}>
        {(control) => (
          <select
            {...control}
            name="interval"
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value as IntervalChoice);
              setCustomInvalid(false);
            }}
            className={`${select} mt-2`}
          >
            {INTERVAL_CHOICES.map((option) => (
              <option key={option} value={option}>
                {t(`interval.${option}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {choice === 'custom' ? (
        <FormField
          label={t('site.customLabel')}
          hint={t('site.customHint')}
          error={customInvalid ? t('site.customInvalid') : ''}
        >
          {(control) => (
            <input
              {...control}
              ref={customRef}
              name="intervalMinutes"
              type="number"
              inputMode="numeric"
              min={MIN_INTERVAL_MINUTES}
              max={MAX_INTERVAL_MINUTES}
              step={1}
              value={customText}
              onChange={(event) => setCustomText(event.target.value)}
              className={`${inputClass} mt-2 sm:max-w-xs`}
            />
          )}
        </FormField>
      ) : null}
      <div className="flex items-center gap-3">
        <input
          id={enabledId}
          name="enabled"
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          className="size-6 accent-blue-700 dark:accent-blue-300"
        />
        <label htmlFor={enabledId} className="font-semibold">
          {t('site.enabledLabel')}
        </label>
      </div>
      {profiles.length > 0 ? (
        <FormField label={t('site.profileLabel')}>
          {(control) => (
            <select
              {...control}
              name="profile"
              value={profile}
              onChange={(event) => setProfile(event.target.value as ProfileId)}
              className={`${select} mt-2`}
            >
              {profiles.map((option) => (
                <option key={option} value={option}>
                  {t(`billing:profiles.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <div>
        <button type="submit" className={buttonPrimaryClass} aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('site.saving') : t('site.save')}
        </button>
        <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
          {save.isSuccess ? t('site.saved', { date: formatDateTime(save.data.nextRunAt, language) }) : ''}
        </p>
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
          {save.isError ? t(`errors.${monitoringErrorKey(save.error)}`) : ''}
        </p>
      </div>
    </form>
  );
}
