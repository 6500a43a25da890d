import type { ProfileId, ScanScope } from '@klarsicht/contracts';
import { PROFILE_IDS } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../../components/form-field';
import { AlertIcon } from '../../../components/icons';
import { LoadingStatus } from '../../../components/query-status';
import {
  buttonPrimaryClass,
  buttonSecondaryClass,
  fieldErrorClass,
  inputClass,
  textLinkClass,
} from '../../../components/ui-classes';
import { useAuth } from '../../auth';
import { useAccount } from '../../billing';
import { useSites } from '../../monitoring';
import { useCreateScan } from '../api/scan-queries';
import { scanErrorKey } from '../scan-errors';

const PROFILE_PATH = '/profile/general';

/**
 * Chooses what to scan: a site of the plan (from its start address, path and all), a profile the
 * plan allows, one page or the whole site. The server decides again; its refusal is shown by
 * problem code and announced.
 */
export function NewScanForm({
  onStarted,
  onCancel,
}: {
  onStarted: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('scans');
  const userKey = useAuth().user?.sub;
  const account = useAccount(userKey);
  const sites = useSites(userKey);
  const create = useCreateScan();
  const errorId = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const [url, setUrl] = useState<string | undefined>(undefined);
  const [profile, setProfile] = useState<ProfileId | undefined>(undefined);
  const [scope, setScope] = useState<ScanScope>('site');

  if (account.isPending || sites.isPending) {
    return <LoadingStatus className="mt-4">{t('dialog.loadingAccount')}</LoadingStatus>;
  }
  if (account.isError || sites.isError) {
    return (
      <>
        <p role="alert" className="mt-4">
          {t('dialog.accountFailed')}
        </p>
        <CancelButton onCancel={onCancel} />
      </>
    );
  }
  const urls = sites.data.filter((site) => site.covered).map((site) => site.startUrl);
  // Same order as everywhere (WCAG 2.1 first), whatever order the server sends.
  const profiles = PROFILE_IDS.filter((id) => account.data.profiles.includes(id));
  if (urls.length === 0) {
    return (
      <>
        <p className="mt-4">{t('dialog.noUrls')}</p>
        <p className="mt-2">
          <Link to={PROFILE_PATH} className={textLinkClass}>
            {t('dialog.addUrl')}
          </Link>
        </p>
        <CancelButton onCancel={onCancel} />
      </>
    );
  }
  const chosenUrl = url ?? urls[0]!;
  const chosenProfile = profile ?? (profiles.includes('bfsg') ? 'bfsg' : profiles[0]);
  const error = create.isError ? t(`errors.${scanErrorKey(create.error)}`) : '';

  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (create.isPending) return;
        create.mutate(
          { url: chosenUrl, scope, ...(chosenProfile ? { profile: chosenProfile } : {}) },
          {
            onSuccess: ({ id }) => onStarted(id),
            onError: () => errorRef.current?.focus(),
          },
        );
      }}
    >
      <FormField label={t('dialog.url')}>
        {(control) => (
          <select
            {...control}
            // The start's refusal (below the form) is about the chosen address.
            aria-describedby={error ? errorId : undefined}
            className={`${inputClass} mt-2`}
            value={chosenUrl}
            onChange={(event) => setUrl(event.target.value)}
          >
            {urls.map((entry) => (
              <option key={entry} value={entry}>
                {entry}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('dialog.profile')}>
        {(control) => (
          <select
            {...control}
            className={`${inputClass} mt-2`}
            value={chosenProfile}
            onChange={(event) => setProfile(event.target.value as ProfileId)}
          >
            {profiles.map((id) => (
              <option key={id} value={id}>
                {t(`profiles.${id}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset>
        <legend className="font-semibold">{t('dialog.scope')}</legend>
        <div className="mt-2 flex flex-col gap-2">
          {(['site', 'page'] as const).map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="scope"
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
                className="size-5 accent-blue-700 dark:accent-blue-300"
              />
              {value === 'site'
                ? t('dialog.scopeSite', { count: account.data.pageBudget })
                : t('dialog.scopePage')}
            </label>
          ))}
        </div>
      </fieldset>
      <p
        ref={errorRef}
        id={errorId}
        role="alert"
        tabIndex={-1}
        className={error ? fieldErrorClass : 'sr-only'}
      >
        {error ? (
          <span className="inline-flex items-start gap-2">
            <span className="mt-0.5 shrink-0">
              <AlertIcon />
            </span>
            {error}
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimaryClass} aria-disabled={create.isPending || undefined}>
          {create.isPending ? t('dialog.starting') : t('dialog.start')}
        </button>
        <button type="button" className={buttonSecondaryClass} onClick={onCancel}>
          {t('dialog.cancel')}
        </button>
      </div>
    </form>
  );
}

function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('scans');
  return (
    <button type="button" className={`${buttonSecondaryClass} mt-5`} onClick={onCancel}>
      {t('dialog.cancel')}
    </button>
  );
}
