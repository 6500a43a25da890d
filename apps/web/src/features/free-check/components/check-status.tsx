import { useTranslation } from 'react-i18next';
import type { FreeCheckState } from '../hooks/use-free-check';

/**
 * One polite live region per free check. It speaks only when the phase changes (starting, queued,
 * running, done), never on every progress event.
 */
export function CheckStatus({ state }: { state: FreeCheckState }) {
  const { t } = useTranslation('freeCheck');
  let message = '';
  let progressText = '';
  let busy = false;
  switch (state.phase) {
    case 'starting':
      message = t('progress.starting');
      busy = true;
      break;
    case 'watching':
      busy = true;
      if (state.scan?.status === 'running') message = t('progress.running');
      else if (state.scan?.interruptedAt) message = t('progress.resuming');
      else message = t('progress.queued');
      if (state.progress && state.progress.pagesTotal > 1) {
        progressText = t('progress.pages', {
          done: state.progress.pagesDone,
          total: state.progress.pagesTotal,
        });
      }
      break;
    case 'finished':
      message =
        state.scan.status === 'succeeded'
          ? t('progress.done', { count: state.scan.counts.issues })
          : t('progress.failed');
      break;
    default:
      break;
  }
  return (
    <div className={busy ? 'mt-6 flex items-center gap-3' : 'sr-only'}>
      {busy ? (
        <span
          aria-hidden="true"
          className="inline-block size-5 shrink-0 rounded-full border-3 border-blue-700 border-t-transparent motion-safe:animate-spin dark:border-blue-300 dark:border-t-transparent"
        />
      ) : null}
      <p role="status" aria-live="polite" aria-atomic="true" className="font-medium">
        {message}
      </p>
      {progressText ? <p className="text-slate-600 dark:text-slate-300">{progressText}</p> : null}
    </div>
  );
}
