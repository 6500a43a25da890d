import type { EvaluationImportResult } from '@klarsicht/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldAlert } from '../../../components/field-alert';
import {
  buttonPrimaryClass,
  buttonSecondaryClass,
  cardClass,
  mutedTextClass,
} from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../auth';
import { downloadWcagEmReport, useImportWcagEm } from '../api/evaluation-api';
import { importProblemOf } from '../evaluation-draft';
import { evaluationErrorKey } from '../evaluation-errors';

/** The server takes files up to 2 MiB (WCAG_EM_BODY_LIMIT_BYTES); a larger one is refused here. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

type FileProblem = 'missing' | 'size' | 'json';

type DownloadState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; error: unknown };

/**
 * The evaluation out to W3C's WCAG-EM Report Tool and back: the tool's file as a download, and an
 * upload that takes a file saved by the tool (scope, sample, and the results about the website as
 * verdicts). A file the server refuses shows each problem with its place in the file.
 */
export function WcagEmExchange({
  siteId,
  onImported,
}: {
  siteId: string;
  /** The evaluation as the file made it: the page shows it instead of what was being edited. */
  onImported: (result: EvaluationImportResult) => void;
}) {
  const { t } = useTranslation('conformance');
  const { user } = useAuth();
  const language = useLanguage();
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [download, setDownload] = useState<DownloadState>({ phase: 'idle' });
  const [fileProblem, setFileProblem] = useState<FileProblem | ''>('');
  const [announcement, setAnnouncement] = useState('');
  const upload = useImportWcagEm(user?.sub, siteId, language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAnnouncement('');
    upload.reset();
    const file = input.current?.files?.[0];
    let problem: FileProblem | '' = !file ? 'missing' : file.size > MAX_FILE_BYTES ? 'size' : '';
    let text = '';
    if (file && !problem) {
      text = await file.text();
      try {
        JSON.parse(text);
      } catch {
        problem = 'json';
      }
    }
    setFileProblem(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    upload.mutate(text, {
      onSuccess: (result) => {
        if (input.current) input.current.value = '';
        onImported(result);
        setAnnouncement(
          `${t('evaluation.import.done')} ${t('evaluation.import.taken', { count: result.verdictsTaken })} ${t('evaluation.import.skipped', { count: result.verdictsSkipped })}`,
        );
      },
    });
  };

  const failure = upload.error;
  const fileErrors =
    failure instanceof ApiError && failure.code === 'validation_failed' ? failure.fieldErrors : [];

  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8`} data-testid="wcag-em-exchange">
      <h2 id={headingId} className="text-xl font-bold">
        {t('evaluation.exchange.heading')}
      </h2>
      <p className="mt-2 max-w-3xl">{t('evaluation.exchange.intro')}</p>

      <h3 className="mt-6 text-lg font-bold">{t('evaluation.exchange.downloadHeading')}</h3>
      <p className={`mt-1 max-w-3xl ${mutedTextClass}`}>{t('evaluation.exchange.downloadHint')}</p>
      <button
        type="button"
        className={`${buttonSecondaryClass} mt-3`}
        aria-disabled={download.phase === 'loading' || undefined}
        onClick={() => {
          if (download.phase === 'loading') return;
          setDownload({ phase: 'loading' });
          downloadWcagEmReport(siteId, language).then(
            (fileName) => setDownload({ phase: 'done', fileName }),
            (error: unknown) => setDownload({ phase: 'failed', error }),
          );
        }}
      >
        {t('evaluation.exchange.download')}
      </button>
      <p role="status" className="mt-3 empty:hidden" data-testid="wcag-em-download-status">
        {download.phase === 'loading'
          ? t('evaluation.exchange.downloading')
          : download.phase === 'done'
            ? t('evaluation.exchange.downloaded', { file: download.fileName })
            : ''}
      </p>
      <p role="alert" className="mt-3 font-medium text-red-700 empty:hidden dark:text-red-300">
        {download.phase === 'failed'
          ? `${t('evaluation.exchange.downloadFailed')} ${t(`evaluation.errors.${evaluationErrorKey(download.error)}`)}`
          : ''}
      </p>

      <form onSubmit={(event) => void submit(event)} noValidate className="mt-6" data-testid="wcag-em-import">
        <h3 className="text-lg font-bold">{t('evaluation.import.heading')}</h3>
        <label htmlFor={inputId} className="mt-3 block font-semibold">
          {t('evaluation.import.file')}
        </label>
        <p id={hintId} className={`mt-1 max-w-3xl ${mutedTextClass}`}>
          {t('evaluation.import.hint')}
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/json,application/ld+json,.json,.jsonld"
          aria-describedby={fileProblem ? `${errorId} ${hintId}` : hintId}
          aria-invalid={fileProblem ? true : undefined}
          className="mt-2 block max-w-full min-h-11 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-500 file:bg-white file:px-4 file:font-semibold dark:file:bg-slate-900 dark:file:text-slate-100"
        />
        <FieldAlert
          id={errorId}
          message={fileProblem ? t(`evaluation.import.errors.${fileProblem}`) : ''}
          announce={false}
        />
        <button type="submit" className={`${buttonPrimaryClass} mt-3`} disabled={upload.isPending}>
          {upload.isPending ? t('evaluation.import.uploading') : t('evaluation.import.submit')}
        </button>
        <p role="status" className="mt-3 font-semibold empty:hidden" data-testid="wcag-em-import-status">
          {announcement}
        </p>
        <div role="alert" className="mt-3" data-testid="wcag-em-import-error">
          {failure ? (
            <div className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-50">
              <p className="font-semibold">
                {fileErrors.length > 0
                  ? t('evaluation.import.refused', { count: fileErrors.length })
                  : `${t('evaluation.import.failed')} ${t(`evaluation.errors.${evaluationErrorKey(failure)}`)}`}
              </p>
              {fileErrors.length > 0 ? (
                <ul className="mt-2 list-disc space-y-2 pl-6">
                  {fileErrors.map((problem) => (
                    <li
                      key={`${problem.field} ${problem.code} ${problem.message}`}
                      className="[overflow-wrap:anywhere]"
                    >
                      {t(`evaluation.import.problems.${importProblemOf(problem.code)}`)}{' '}
                      <span className="block text-sm">
                        {t('evaluation.import.place')} <code>{problem.field}</code>
                      </span>
                      <span className="block text-sm">
                        {t('evaluation.import.serverMessage')} <span lang="en">{problem.message}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>
      </form>
    </section>
  );
}
