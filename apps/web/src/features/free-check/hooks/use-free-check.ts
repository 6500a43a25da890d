import type { ScanView } from '@klarsicht/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announceServerDataChanged } from '../../../lib/server-data-changes';
import { createScan } from '../api/scans-api';
import { retryAfterOf, type StartErrorKey, startErrorKey } from '../start-errors';

type ScanProgress = ScanView['progress'];

export type FreeCheckState =
  | { phase: 'idle' }
  | { phase: 'starting'; url: string }
  | { phase: 'watching'; url: string; scanId: string; scan: ScanView | null; progress: ScanProgress | null }
  /** The scan finished: `scan.status` is succeeded or failed. */
  | { phase: 'finished'; url: string; scan: ScanView }
  /** The check could not be started, or contact to it was lost. */
  | {
      phase: 'error';
      url: string;
      error: StartErrorKey;
      /** Rate-limited: when the refusal came and how many seconds the server asked us to wait. */
      retry?: { from: Date; afterSeconds: number };
    };

// Live progress (event stream, polling fallback) is needed only once a check starts: it loads
// alongside the POST instead of with the first page.
const loadWatchScan = () => import('../../../lib/watch-scan');

export function isBusy(state: FreeCheckState): boolean {
  return state.phase === 'starting' || state.phase === 'watching';
}

/** The free check's lifecycle: POST /api/scans, then live events until a final status. */
export function useFreeCheck() {
  const [state, setState] = useState<FreeCheckState>({ phase: 'idle' });
  const stopWatching = useRef<(() => void) | undefined>(undefined);
  // Ignores answers of a check that was replaced or abandoned meanwhile.
  const attempt = useRef(0);

  useEffect(
    () => () => {
      attempt.current += 1;
      stopWatching.current?.();
    },
    [],
  );

  const start = useCallback(async (url: string) => {
    stopWatching.current?.();
    const current = ++attempt.current;
    setState({ phase: 'starting', url });
    const watcher = loadWatchScan();
    watcher.catch(() => undefined); // handled where it is awaited; a refused POST never awaits it
    let scanId: string;
    try {
      scanId = (await createScan(url)).id;
    } catch (error) {
      if (current !== attempt.current) return;
      const afterSeconds = retryAfterOf(error);
      setState({
        phase: 'error',
        url,
        error: startErrorKey(error),
        ...(afterSeconds === undefined ? {} : { retry: { from: new Date(), afterSeconds } }),
      });
      return;
    }
    // A signed-in user's check is on their runs list now and counts on their trial.
    announceServerDataChanged('scans', 'billing');
    if (current !== attempt.current) return;
    setState({ phase: 'watching', url, scanId, scan: null, progress: null });
    let watchScan: Awaited<typeof watcher>['watchScan'];
    try {
      ({ watchScan } = await watcher);
    } catch {
      if (current === attempt.current) setState({ phase: 'error', url, error: 'connectionLost' });
      return;
    }
    if (current !== attempt.current) return;
    stopWatching.current = watchScan(scanId, {
      onScan: (scan) => {
        if (current !== attempt.current) return;
        if (scan.status === 'succeeded' || scan.status === 'failed') {
          setState({ phase: 'finished', url, scan });
        } else {
          setState((previous) =>
            previous.phase === 'watching' ? { ...previous, scan, progress: scan.progress } : previous,
          );
        }
      },
      onProgress: (progress) => {
        if (current !== attempt.current) return;
        setState((previous) => (previous.phase === 'watching' ? { ...previous, progress } : previous));
      },
      onLost: () => {
        if (current === attempt.current) setState({ phase: 'error', url, error: 'connectionLost' });
      },
    });
  }, []);

  const reset = useCallback(() => {
    attempt.current += 1;
    stopWatching.current?.();
    setState({ phase: 'idle' });
  }, []);

  return { state, start, reset };
}
