import type { ScanView } from '@klarsicht/contracts';
import { useEffect, useRef, useState } from 'react';
import { isFinished, watchScan } from '../../../lib/watch-scan';
import { useRefreshAfterFinish } from '../api/scan-queries';

/**
 * An owned scan kept current while it runs (status and progress from the event stream). When it
 * finishes, the cached list and detail are refreshed and `onFinished` is told once.
 */
export function useLiveScan(scan: ScanView, onFinished?: (scan: ScanView) => void): ScanView {
  const [live, setLive] = useState(scan);
  const refresh = useRefreshAfterFinish();
  const callbacks = useRef({ refresh, onFinished });
  callbacks.current = { refresh, onFinished };

  // A newer answer from the server (a refetch) replaces what the stream said.
  useEffect(() => setLive(scan), [scan]);

  const watching = !isFinished(scan);
  useEffect(() => {
    if (!watching) return;
    return watchScan(scan.id, {
      onScan: (next) => {
        setLive(next);
        if (isFinished(next)) {
          callbacks.current.refresh(next);
          callbacks.current.onFinished?.(next);
        }
      },
      onProgress: (progress) => setLive((current) => ({ ...current, progress })),
    });
  }, [scan.id, watching]);

  return live;
}
