import type { CreatedTracker } from '@klarsicht/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buttonPrimaryClass,
  buttonSecondaryClass,
  inputClass,
  mutedTextClass,
} from '../../../components/ui-classes';
import { jiraFilter, SETUP_STEP_KEYS } from '../tracker-setup';

type Copied = { label: string; outcome: 'copied' | 'copyFailed' } | null;

/**
 * The one moment a tracker's inbound webhook secret is visible, right after the tracker was linked:
 * the webhook address and the secret, each read-only with a copy button, and the steps that set the
 * webhook up in that tracker. Its heading takes focus, so the panel is read from the top; "done"
 * hands the focus back to the caller.
 */
export function TrackerSetupPanel({
  tracker,
  name,
  onDone,
}: {
  tracker: CreatedTracker;
  /** The tracker's name as the list shows it. */
  name: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('integrations');
  const headingId = useId();
  const noteId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<Copied>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-lg border-2 border-blue-700 p-4 dark:border-blue-300"
      data-testid="tracker-setup"
    >
      <h4
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold [overflow-wrap:anywhere] outline-none focus-visible:ring-4 focus-visible:ring-blue-700 dark:focus-visible:ring-blue-300"
      >
        {t('trackers.setup.heading', { name })}
      </h4>
      <p className="mt-2">{t('trackers.setup.intro')}</p>
      <p id={noteId} className="mt-2 font-semibold">
        {t('trackers.setup.note')}
      </p>
      <CopyField
        label={t('trackers.setup.url')}
        value={tracker.webhookUrl}
        onCopied={setCopied}
        testId="tracker-webhook-url"
      />
      <CopyField
        label={t('trackers.setup.secret')}
        value={tracker.webhookSecret}
        describedBy={noteId}
        onCopied={setCopied}
        testId="tracker-webhook-secret"
      />
      <p role="status" className="mt-2 text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {copied?.outcome === 'copied' ? t('trackers.setup.copied', { label: copied.label }) : ''}
      </p>
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {copied?.outcome === 'copyFailed' ? t('trackers.setup.copyFailed') : ''}
      </p>
      <h5 className="mt-4 font-bold">
        {t('trackers.setup.stepsHeading', { kind: t(`trackers.kinds.${tracker.kind}`) })}
      </h5>
      <p className={`mt-1 text-sm ${mutedTextClass}`}>{t('trackers.setup.uiNote')}</p>
      <ol className="mt-2 list-decimal space-y-1 pl-6" data-testid="tracker-setup-steps">
        {SETUP_STEP_KEYS[tracker.kind].map((key) => (
          <li key={key} className="[overflow-wrap:anywhere]">
            {t(key, { filter: jiraFilter(tracker.target) })}
          </li>
        ))}
      </ol>
      <button type="button" className={`${buttonSecondaryClass} mt-4`} onClick={onDone}>
        {t('trackers.setup.done')}
      </button>
    </section>
  );
}

/** A read-only value and its copy button, named with the value's label for screen readers. */
function CopyField({
  label,
  value,
  describedBy,
  onCopied,
  testId,
}: {
  label: string;
  value: string;
  describedBy?: string;
  onCopied: (copied: Copied) => void;
  testId: string;
}) {
  const { t } = useTranslation('integrations');
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      onCopied({ label, outcome: 'copied' });
    } catch {
      // No clipboard access (permissions, insecure origin): leave the text selected to copy by hand.
      onCopied({ label, outcome: 'copyFailed' });
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
  };

  return (
    <div className="mt-4">
      <label htmlFor={fieldId} className="block font-semibold">
        {label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          ref={fieldRef}
          id={fieldId}
          type="text"
          readOnly
          value={value}
          aria-describedby={describedBy}
          spellCheck={false}
          autoComplete="off"
          className={`${inputClass} font-mono text-sm`}
          onFocus={(event) => event.currentTarget.select()}
          data-testid={testId}
        />
        <button
          type="button"
          className={`${buttonPrimaryClass} shrink-0 whitespace-nowrap`}
          onClick={() => void copy()}
        >
          {t('trackers.setup.copy')}
          <span className="sr-only"> {t('trackers.setup.copyContext', { label })}</span>
        </button>
      </div>
    </div>
  );
}
