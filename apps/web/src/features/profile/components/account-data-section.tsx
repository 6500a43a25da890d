import { DELETION_CONFIRMATION_WITHOUT_EMAIL } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import {
  buttonPrimaryClass,
  buttonSecondaryClass,
  cardClass,
  inputClass,
  mutedTextClass,
  textLinkClass,
} from '../../../components/ui-classes';
import { accountDataErrorKey } from '../account-data-errors';
import {
  downloadAccountExport,
  leaveDeletedAccount,
  useDeleteAccount,
  usePublishedStatements,
} from '../api/account-data-api';
import { useMe } from '../api/me-api';

// White on red-700 and slate-950 on red-300 both exceed 4.5:1.
const buttonDangerClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 motion-safe:transition-colors dark:bg-red-300 dark:text-slate-950 dark:hover:bg-red-200';

/**
 * The profile's "your data" section: the archive of GDPR Art. 20 as a download, and the deletion
 * of Art. 17 behind a confirmation in place (typing the account's e-mail address). A deletion
 * leaves the signed-in app for the confirmation page (see leaveDeletedAccount).
 */
export function AccountDataSection({ userKey }: { userKey: string | undefined }) {
  const { t } = useTranslation('account');
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8`} data-testid="account-data-section">
      <h2 id={headingId} className="text-xl font-bold">
        {t('dataRights.heading')}
      </h2>
      <p className={`mt-2 ${mutedTextClass}`}>{t('dataRights.intro')}</p>
      <ExportPart />
      <DeletePart userKey={userKey} />
    </section>
  );
}

function ExportPart() {
  const { t } = useTranslation('account');
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'busy' }
    | { kind: 'done'; fileName: string }
    | { kind: 'failed'; error: unknown }
  >({ kind: 'idle' });
  return (
    <div className="mt-6">
      <h3 className="text-lg font-bold">{t('dataRights.exportHeading')}</h3>
      <p className="mt-2">{t('dataRights.exportText')}</p>
      <button
        type="button"
        className={`${buttonPrimaryClass} mt-3`}
        aria-disabled={state.kind === 'busy' || undefined}
        onClick={() => {
          if (state.kind === 'busy') return;
          setState({ kind: 'busy' });
          downloadAccountExport().then(
            (fileName) => setState({ kind: 'done', fileName }),
            (error: unknown) => setState({ kind: 'failed', error }),
          );
        }}
      >
        {t('dataRights.exportButton')}
      </button>
      <p role="status" className="mt-2 text-sm font-medium empty:hidden" data-testid="export-status">
        {state.kind === 'busy'
          ? t('dataRights.exporting')
          : state.kind === 'done'
            ? t('dataRights.exported', { fileName: state.fileName })
            : ''}
      </p>
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {state.kind === 'failed' ? t(`dataRights.errors.${accountDataErrorKey(state.error)}`) : ''}
      </p>
    </div>
  );
}

function DeletePart({ userKey }: { userKey: string | undefined }) {
  const { t } = useTranslation('account');
  const me = useMe(userKey);
  const deletion = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Until the profile has loaded, the server alone checks what was typed.
  const hasEmail = me.data ? me.data.email !== null : true;
  const expected = me.data ? (me.data.email ?? DELETION_CONFIRMATION_WITHOUT_EMAIL) : null;

  const cancel = () => {
    setConfirming(false);
    setTyped('');
    setMismatch(false);
    deletion.reset();
    // Back to the button the form replaced.
    requestAnimationFrame(() => startButton.current?.focus());
  };

  const fieldMessage = mismatch
    ? t('dataRights.errors.confirmation_mismatch')
    : deletion.isError && accountDataErrorKey(deletion.error) === 'confirmation_mismatch'
      ? t('dataRights.errors.confirmation_mismatch')
      : '';
  const otherError =
    deletion.isError && accountDataErrorKey(deletion.error) !== 'confirmation_mismatch'
      ? t(`dataRights.errors.${accountDataErrorKey(deletion.error)}`)
      : '';

  return (
    <div className="mt-8 border-t border-slate-300 pt-6 dark:border-slate-600">
      <h3 className="text-lg font-bold">{t('dataRights.deleteHeading')}</h3>
      <p className="mt-2">{t('dataRights.deleteText')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <PublishedStatementsItem userKey={userKey} />
        <li>{t('dataRights.deleteSubscription')}</li>
        <li>{t('dataRights.deleteKept')}</li>
        <li>{t('dataRights.deleteFinal')}</li>
      </ul>
      {confirming ? (
        <form
          noValidate
          aria-label={t('dataRights.confirmFormLabel')}
          className="mt-4 rounded-lg border border-red-700 p-4 dark:border-red-300"
          onSubmit={(event) => {
            event.preventDefault();
            if (deletion.isPending) return;
            const mismatched =
              typed.trim() === '' ||
              (expected !== null && typed.trim().toLowerCase() !== expected.trim().toLowerCase());
            if (mismatched) {
              setMismatch(true);
              inputRef.current?.focus();
              return;
            }
            setMismatch(false);
            deletion.mutate(
              { confirmation: typed.trim() },
              {
                onSuccess: leaveDeletedAccount,
              },
            );
          }}
        >
          <FormField
            label={
              hasEmail
                ? t('dataRights.confirmLabel')
                : t('dataRights.confirmLabelWithoutEmail', { word: DELETION_CONFIRMATION_WITHOUT_EMAIL })
            }
            hint={me.data?.email ? t('dataRights.confirmHint', { email: me.data.email }) : undefined}
            error={fieldMessage}
          >
            {(control) => (
              <input
                {...control}
                ref={inputRef}
                name="confirmation"
                type="text"
                autoComplete="off"
                spellCheck={false}
                // biome-ignore lint/a11y/noAutofocus: the form replaced the button that had focus.
                autoFocus
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                className={`${inputClass} mt-2 sm:max-w-md`}
              />
            )}
          </FormField>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="submit"
              className={buttonDangerClass}
              aria-disabled={deletion.isPending || undefined}
            >
              {deletion.isPending ? t('dataRights.deleting') : t('dataRights.confirmDelete')}
            </button>
            <button type="button" className={buttonSecondaryClass} onClick={cancel}>
              {t('dataRights.cancel')}
            </button>
          </div>
          <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
            {otherError}
          </p>
        </form>
      ) : (
        <button
          type="button"
          ref={startButton}
          className={`${buttonSecondaryClass} mt-4`}
          onClick={() => setConfirming(true)}
        >
          {t('dataRights.startDelete')}
        </button>
      )}
    </div>
  );
}

/**
 * A published statement is public, and other sites may link it: its owner must know that the
 * deletion takes it offline, and where it stood, before confirming.
 */
function PublishedStatementsItem({ userKey }: { userKey: string | undefined }) {
  const { t } = useTranslation('account');
  const statements = usePublishedStatements(userKey);
  if (statements.isError) return <li>{t('dataRights.statementsUnknown')}</li>;
  if (!statements.data || statements.data.items.length === 0) return null;
  return (
    <li data-testid="deletion-statements">
      {t('dataRights.statementsOffline', { count: statements.data.items.length })}
      <ul className="mt-1 list-[circle] space-y-1 pl-6">
        {statements.data.items.map((statement) => (
          <li key={statement.site} className="break-all">
            {t('dataRights.statementEntry', { site: statement.site, version: statement.version })}{' '}
            <a href={statement.url} className={textLinkClass}>
              {statement.url}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
