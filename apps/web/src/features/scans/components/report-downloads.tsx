import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { downloadReport, type ReportKind } from '../api/report-download';
import { scanErrorKey } from '../scan-errors';

const KINDS: ReportKind[] = ['pdf-de', 'pdf-en', 'csv', 'json'];

type DownloadState =
  | { phase: 'idle' }
  | { phase: 'loading'; kind: ReportKind }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; error: unknown };

/** The owner's report downloads: PDF in German or English, CSV, JSON. */
export function ReportDownloads({ scanId }: { scanId: string }) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const headingId = useId();
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('reports.heading')}
      </h2>
      <p className="mt-2">{t('reports.intro')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={buttonSecondaryClass}
            aria-disabled={state.phase === 'loading' || undefined}
            onClick={() => {
              if (state.phase === 'loading') return;
              setState({ phase: 'loading', kind });
              downloadReport(scanId, kind, language).then(
                (fileName) => setState({ phase: 'done', fileName }),
                (error: unknown) => setState({ phase: 'failed', error }),
              );
            }}
          >
            {t(`reports.kinds.${kind}`)}
          </button>
        ))}
      </div>
      <p role="status" className="mt-3" data-testid="download-status">
        {state.phase === 'loading'
          ? t('reports.downloading', { kind: t(`reports.kinds.${state.kind}`) })
          : state.phase === 'done'
            ? t('reports.done', { file: state.fileName })
            : ''}
      </p>
      {state.phase === 'failed' ? (
        <p role="alert" className="mt-2 font-medium text-red-700 dark:text-red-300">
          {t('reports.failed')} {t(`errors.${scanErrorKey(state.error)}`)}
        </p>
      ) : null}
    </section>
  );
}
