import type { ScanEvent, ScanView } from '@klarsicht/contracts';
import { authorizedFetch, authorizedResponse } from '../../../lib/authorized-fetch';
import { createSseParser } from '../../../lib/sse-parser';

export interface OwnedScanWatch {
  onScan: (scan: ScanView) => void;
  onProgress: (progress: ScanView['progress']) => void;
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
 * Follows one of the user's scans over GET /api/scans/:id/events until it finishes. The stream is
 * read with fetch, because EventSource cannot send the bearer token an owned scan needs; if it
 * breaks early, polling takes over. Returns a function that stops watching.
 */
export function watchOwnedScan(scanId: string, handlers: OwnedScanWatch): () => void {
  const controller = new AbortController();
  let finished = false;
  let pollTimer: number | undefined;
  const stopped = () => controller.signal.aborted || finished;

  const handleScan = (scan: ScanView) => {
    if (stopped()) return;
    handlers.onScan(scan);
    if (isFinished(scan)) finished = true;
  };

  const path = `/api/scans/${encodeURIComponent(scanId)}`;
  let failures = 0;
  const poll = async () => {
    if (stopped()) return;
    try {
      handleScan(await authorizedFetch<ScanView>(path, { signal: controller.signal }));
      failures = 0;
    } catch {
      failures += 1;
      if (failures >= MAX_POLL_FAILURES) return;
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

  stream().then(
    () => {
      if (!stopped()) void poll();
    },
    () => {
      if (!stopped()) void poll();
    },
  );

  return () => {
    controller.abort();
    window.clearTimeout(pollTimer);
  };
}
