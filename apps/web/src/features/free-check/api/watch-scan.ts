import type { ScanEvent, ScanView } from '@klarsicht/contracts';
import { getScan } from './scans-api';

type ScanProgress = ScanView['progress'];

export interface ScanWatchHandlers {
  onScan: (scan: ScanView) => void;
  onProgress: (progress: ScanProgress) => void;
  /** Neither the event stream nor polling could reach the server any more. */
  onLost: () => void;
}

const POLL_INTERVAL_MS = 1500;
const MAX_POLL_FAILURES = 5;

export function isFinished(scan: ScanView): boolean {
  return scan.status === 'succeeded' || scan.status === 'failed';
}

function parseEvent(data: unknown): ScanEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event = JSON.parse(data) as Partial<ScanEvent> | null;
    if (event?.type === 'status' && typeof event.scan === 'object') return event as ScanEvent;
    if (event?.type === 'progress' && typeof event.progress === 'object') return event as ScanEvent;
  } catch {
    // Ignore a malformed event; the next status brings the whole state again.
  }
  return undefined;
}

/**
 * Follows a scan over GET /api/scans/:id/events (server-sent events, event name = `type`) until it
 * finishes. If the stream breaks before that, it falls back to polling GET /api/scans/:id.
 * Returns a function that stops watching.
 */
export function watchScan(scanId: string, handlers: ScanWatchHandlers): () => void {
  let stopped = false;
  let source: EventSource | undefined;
  let pollTimer: number | undefined;
  let pollFailures = 0;

  const stop = () => {
    stopped = true;
    source?.close();
    source = undefined;
    window.clearTimeout(pollTimer);
  };

  const handleScan = (scan: ScanView) => {
    if (stopped) return;
    handlers.onScan(scan);
    if (isFinished(scan)) stop();
  };

  const poll = async () => {
    if (stopped) return;
    try {
      handleScan(await getScan(scanId));
      pollFailures = 0;
    } catch {
      pollFailures += 1;
      if (pollFailures >= MAX_POLL_FAILURES) {
        stop();
        handlers.onLost();
        return;
      }
    }
    if (!stopped) pollTimer = window.setTimeout(poll, POLL_INTERVAL_MS);
  };

  if (typeof EventSource === 'undefined') {
    void poll();
    return stop;
  }

  source = new EventSource(`/api/scans/${encodeURIComponent(scanId)}/events`);
  source.addEventListener('status', (message) => {
    const event = parseEvent((message as MessageEvent).data);
    if (event?.type === 'status') handleScan(event.scan);
  });
  source.addEventListener('progress', (message) => {
    const event = parseEvent((message as MessageEvent).data);
    if (event?.type === 'progress' && !stopped) handlers.onProgress(event.progress);
  });
  source.addEventListener('error', () => {
    if (stopped) return;
    // The stream ended before a final status: follow the scan by polling instead of reconnecting.
    source?.close();
    source = undefined;
    void poll();
  });
  return stop;
}
