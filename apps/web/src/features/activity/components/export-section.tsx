import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondaryClass, cardClass, mutedTextClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import type { ExportFormat } from '../activity-entries';
import { activityErrorKey } from '../activity-errors';
import { useActivityDownload } from '../api/activity-api';

const FORMATS: readonly ExportFormat[] = ['json', 'csv'];

type DownloadState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; error: unknown };

/** The whole record as JSON (to check the hashes with) or CSV in the interface language. */
export function ExportSection({ organisation }: { organisation: string | null }) {
  const { t } = useTranslation('activity');
  const language = useLanguage();
  const headingId = useId();
  const download = useActivityDownload(organisation);
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-xl font-bold">
        {t('export.heading')}
      </h2>
      <p className={`mt-2 ${mutedTextClass}`}>{t('export.intro')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className={buttonSecondaryClass}
            aria-disabled={state.phase === 'loading' || undefined}
            onClick={() => {
              if (state.phase === 'loading') return;
              setState({ phase: 'loading' });
              download(format, language).then(
                (fileName) => setState({ phase: 'done', fileName }),
                (error: unknown) => setState({ phase: 'failed', error }),
              );
            }}
          >
            {t(`export.${format}`)}
          </button>
        ))}
      </div>
      <p role="status" className="mt-3" data-testid="export-status">
        {state.phase === 'loading'
          ? t('export.downloading')
          : state.phase === 'done'
            ? t('export.done', { fileName: state.fileName })
            : ''}
      </p>
      <p role="alert" className="mt-3 font-medium text-red-700 empty:hidden dark:text-red-300">
        {state.phase === 'failed'
          ? `${t('export.failed')} ${t(`errors.${activityErrorKey(state.error)}`)}`
          : ''}
      </p>
    </section>
  );
}
