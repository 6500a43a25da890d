import type { ScanEvent, ScanView } from '@klarsicht/contracts';
import { authorizedFetch, authorizedResponse } from './authorized-fetch';
import { createSseParser } from './sse-parser';

export interface ScanWatchHandlers {
  onScan: (scan: ScanView) => void;
  onProgress: (progress: ScanView['progress']) => void;
  /** Neither the event stream nor polling could reach the server any more. */
  onLost?: () => void;
}

const POLL_INTERVAL_MS = 1500;
const MAX_POLL_FAILURES = 5;

export function isFinished(scan: Pick<ScanView, 'status'>): boolean {
  return scan.status === 'succeeded' || scan.status === 'failed';
}

function parseEvent(data: string): ScanEvent | undefined {
  try {
    const event = JSON.parse(data) as Partial<ScanEvent> | null;
    if (event?.type === 'status' && typeof event.scan === 'object') return event as ScanEvent;
    if (event?.type === 'progress' && typeof event.progress === 'object') return event as ScanEvent;
  } catch {
    // A malformed event: the next status carries the whole state again.
  }
  return undefined;
}

/**
 * Follows a scan over GET /api/scans/:id/events (server-sent events, event name = `type`) until it
 * finishes: the free check on the home page and the signed-in user's scans alike. The stream is read
 * with fetch rather than EventSource, which cannot send the access token an owned scan needs; if it
 * breaks before the end, polling GET /api/scans/:id takes over. Returns a function that stops watching.
 */
export function watchScan(scanId: string, handlers: ScanWatchHandlers): () => void {
  const controller = new AbortController();
  const path = `/api/scans/${encodeURIComponent(scanId)}`;
  let finished = false;
  let pollTimer: number | undefined;
  let pollFailures = 0;
  const stopped = () => finished || controller.signal.aborted;

  const handleScan = (scan: ScanView) => {
    if (stopped()) return;
    handlers.onScan(scan);
    if (isFinished(scan)) finished = true;
  };

  const poll = async () => {
    if (stopped()) return;
    try {
      handleScan(await authorizedFetch<ScanView>(path, { signal: controller.signal }));
      pollFailures = 0;
    } catch {
      if (stopped()) return;
      pollFailures += 1;
      if (pollFailures >= MAX_POLL_FAILURES) {
        finished = true;
        handlers.onLost?.();
        return;
      }
    }
    if (!stopped()) pollTimer = window.setTimeout(poll, POLL_INTERVAL_MS);
  };

  const stream = async () => {
    const response = await authorizedResponse(`${path}/events`, {
      signal: controller.signal,
      headers: { accept: 'text/event-stream' },
    });
    if (!response.body) throw new Error('no event stream');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const parse = createSseParser();
    while (!stopped()) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const message of parse(value)) {
        const event = parseEvent(message.data);
        if (event?.type === 'status') handleScan(event.scan);
        else if (event?.type === 'progress' && !stopped()) handlers.onProgress(event.progress);
      }
    }
    if (stopped()) await reader.cancel().catch(() => undefined);
  };

  // The stream ended (or never started) before a final status: follow the scan by polling.
  const fallBack = () => {
    if (!stopped()) void poll();
  };
  stream().then(fallBack, fallBack);

  return () => {
    controller.abort();
    window.clearTimeout(pollTimer);
  };
}
