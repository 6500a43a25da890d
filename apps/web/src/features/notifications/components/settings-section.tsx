import {
  NOTIFICATION_KINDS,
  type NotificationChannels,
  type NotificationKind,
  type NotificationSettings,
} from '@klarsicht/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingStatus } from '../../../components/query-status';
import { buttonPrimaryClass, cardClass, mutedTextClass } from '../../../components/ui-classes';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications-api';
import { notificationErrorKey } from '../notification-errors';

/** „Benachrichtigungen einstellen“: per kind in the app and by mail, and the weekly digest. */
export function SettingsSection({ userKey }: { userKey: string | undefined }) {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const settings = useNotificationSettings(userKey);

  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8`} data-testid="notification-settings">
      <h2 id={headingId} className="text-xl font-bold">
        {t('settings.heading')}
      </h2>
      <p className={`mt-2 ${mutedTextClass}`}>{t('settings.intro')}</p>
      {settings.isPending ? (
        <LoadingStatus className="mt-4">{t('settings.loading')}</LoadingStatus>
      ) : settings.isError ? (
        <LoadFailed
          className="mt-4"
          message={`${t('settings.loadFailed')} ${t(`errors.${notificationErrorKey(settings.error)}`)}`}
          retryLabel={t('settings.retry')}
          onRetry={() => void settings.refetch()}
          retryClassName="mt-3"
        />
      ) : (
        <SettingsForm initial={settings.data} userKey={userKey} headingId={headingId} />
      )}
    </section>
  );
}

/**
 * One fieldset per kind, its legend naming the occasion and its hint saying when it comes, with
 * a checkbox per channel; then the digest. Everything is saved at once; a change after saving
 * takes back the "Gespeichert", which would no longer be true.
 */
function SettingsForm({
  initial,
  userKey,
  headingId,
}: {
  initial: NotificationSettings;
  userKey: string | undefined;
  headingId: string;
}) {
  const { t } = useTranslation('notifications');
  const hintId = useId();
  const [draft, setDraft] = useState(initial);
  const save = useSaveNotificationSettings(userKey);

  const setChannel = (kind: NotificationKind, channel: keyof NotificationChannels, on: boolean) => {
    save.reset();
    setDraft((current) => ({
      ...current,
      kinds: { ...current.kinds, [kind]: { ...current.kinds[kind], [channel]: on } },
    }));
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="mt-6 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        save.mutate(draft, { onSuccess: (saved) => setDraft(saved) });
      }}
    >
      {NOTIFICATION_KINDS.map((kind) => (
        <fieldset key={kind} aria-describedby={`${hintId}-${kind}`} className={fieldsetClass}>
          <legend className="px-1 font-semibold">{t(`kinds.${kind}.name`)}</legend>
          <p id={`${hintId}-${kind}`} className={`text-sm ${mutedTextClass}`}>
            {t(`kinds.${kind}.hint`)}
          </p>
          <div className="mt-1 flex flex-wrap gap-x-8">
            <Checkbox
              label={t('settings.inApp')}
              checked={draft.kinds[kind].inApp}
              onChange={(on) => setChannel(kind, 'inApp', on)}
            />
            <Checkbox
              label={t('settings.email')}
              checked={draft.kinds[kind].email}
              onChange={(on) => setChannel(kind, 'email', on)}
            />
          </div>
        </fieldset>
      ))}
      <fieldset aria-describedby={`${hintId}-digest`} className={fieldsetClass}>
        <legend className="px-1 font-semibold">{t('settings.digestLegend')}</legend>
        <p id={`${hintId}-digest`} className={`text-sm ${mutedTextClass}`}>
          {t('settings.digestHint')}
        </p>
        <div className="mt-1">
          <Checkbox
            label={t('settings.digest')}
            checked={draft.digest}
            onChange={(on) => {
              save.reset();
              setDraft((current) => ({ ...current, digest: on }));
            }}
          />
        </div>
      </fieldset>
      <div>
        <button type="submit" className={buttonPrimaryClass} aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </button>
        <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
          {save.isSuccess ? t('settings.saved') : ''}
        </p>
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
          {save.isError ? t(`errors.${notificationErrorKey(save.error)}`) : ''}
        </p>
      </div>
    </form>
  );
}

const fieldsetClass = 'min-w-0 rounded-lg border border-slate-300 px-4 pt-1 pb-2 dark:border-slate-600';

/** A checkbox with its label beside it, the whole line a target of at least 44 px. */
function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-blue-700 dark:accent-blue-300"
      />
      <span>{label}</span>
    </label>
  );
}
