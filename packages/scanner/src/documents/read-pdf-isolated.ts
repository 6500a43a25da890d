import { Worker } from 'node:worker_threads';
import type { PdfFacts } from '@klarsicht/rules';
import { UnreadablePdfError } from './pdf-facts.js';

/*
 * pdf.js parses what a site sends, and a hostile or broken PDF can keep it busy for minutes or make
 * it decode gigabytes (a compressed stream of a few megabytes unpacks to a thousand times that).
 * It ignores being cancelled while it works, so it runs in a worker thread the scan can end: at the
 * document's deadline, or when the thread's memory passes its limit.
 */

/** Memory a document may take while it is read: far above what real PDFs of 20 MB need. */
export const MAX_PARSE_MEMORY_MB = 768;
/** Idle workers kept for the next document: starting one and loading pdf.js costs more than reading a small PDF. */
const MAX_IDLE_WORKERS = 2;
/** An idle worker ends after this, so a process that read one document does not keep pdf.js's memory. */
const IDLE_WORKER_MS = 30_000;

/** Why a document's reading was ended by the engine; the document is reported as not checked. */
export type PdfLimit = 'parse-timeout' | 'parse-memory';

export class PdfLimitError extends Error {
  constructor(
    readonly reason: PdfLimit,
    message: string,
    /** The memory limit that was passed, for 'parse-memory'. */
    readonly limitMb?: number,
  ) {
    super(message);
    this.name = 'PdfLimitError';
  }
}

export interface IsolatedReadOptions {
  /** Epoch ms at which reading is ended where it is (PdfLimitError 'parse-timeout'). */
  deadline: number;
  /** Epoch ms after which no further page is read (see ReadPdfOptions). */
  readPagesUntil?: number;
  /** The scan is stopping: reading ends at once and rejects. */
  signal?: AbortSignal;
  /** Memory the reading may take (heap and decoded data), in MB; `MAX_PARSE_MEMORY_MB` by default. */
  maxMemoryMb?: number;
}

/** What the worker is started with. */
export interface PdfWorkerSettings {
  maxMemoryBytes: number;
}
/** One document for the worker; its bytes are transferred. */
export interface PdfWorkerRequest {
  bytes: Uint8Array;
  readPagesUntil?: number;
}
export type PdfWorkerReply =
  /** `memoryBytes`: what the worker held when it was done. */
  | { kind: 'facts'; facts: PdfFacts; memoryBytes: number }
  | { kind: 'unreadable'; reason: UnreadablePdfError['reason']; message: string }
  | { kind: 'memory' };

/**
 * Reads a PDF's facts as `readPdfFacts` does, in a worker thread with a time and a memory limit.
 * Throws UnreadablePdfError as `readPdfFacts` does, PdfLimitError when a limit ended the reading.
 */
export async function readPdfFactsIsolated(
  bytes: Uint8Array,
  options: IsolatedReadOptions,
): Promise<PdfFacts> {
  if (options.signal?.aborted) throw stopped();
  const maxMemoryMb = options.maxMemoryMb ?? MAX_PARSE_MEMORY_MB;
  const worker = takeIdleWorker(maxMemoryMb) ?? startWorker(maxMemoryMb);
  let reusable = false;
  let cleanUp = () => {};
  try {
    const reply = await new Promise<PdfWorkerReply>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new PdfLimitError('parse-timeout', 'Reading the PDF took longer than the time allowed.')),
        Math.max(0, options.deadline - Date.now()),
      );
      const onAbort = () => reject(stopped());
      const onMessage = (message: PdfWorkerReply) => resolve(message);
      const onError = (error: Error & { code?: string }) =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? memoryExceeded(maxMemoryMb)
            : new UnreadablePdfError('unreadable', `The PDF could not be read: ${error.message}`),
        );
      const onExit = () =>
        reject(new UnreadablePdfError('unreadable', 'The PDF reader stopped unexpectedly.'));
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      // A copy, transferred: the caller keeps its bytes, and the worker gets them without a second copy.
      const copy = new ArrayBuffer(bytes.byteLength);
      new Uint8Array(copy).set(bytes);
      const request: PdfWorkerRequest = {
        bytes: new Uint8Array(copy),
        ...(options.readPagesUntil === undefined ? {} : { readPagesUntil: options.readPagesUntil }),
      };
      worker.postMessage(request, [copy]);
      cleanUp = () => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
    }).finally(() => cleanUp());
    if (reply.kind === 'memory') throw memoryExceeded(maxMemoryMb);
    reusable = true;
    if (reply.kind === 'unreadable') throw new UnreadablePdfError(reply.reason, reply.message);
    // A worker that came near its limit may still hold that memory: the next document gets a fresh one.
    reusable = reply.memoryBytes < (maxMemoryMb * 1024 * 1024) / 2;
    return reply.facts;
  } finally {
    if (reusable) keepIdle(worker, maxMemoryMb);
    else void worker.terminate().catch(() => undefined);
  }
}

function stopped(): Error {
  return new Error('Reading the PDF was stopped.');
}

function memoryExceeded(maxMemoryMb: number): PdfLimitError {
  return new PdfLimitError(
    'parse-memory',
    `Reading the PDF needed more than ${maxMemoryMb} MB of memory.`,
    maxMemoryMb,
  );
}

/**
 * The worker runs from the same place as this module: its compiled .js next to this file's .js, or,
 * when the engine runs from its TypeScript sources (tests, benches), its .ts, loaded through tsx,
 * whose hooks a worker thread does not inherit.
 */
function startWorker(maxMemoryMb: number): Worker {
  const settings: PdfWorkerSettings = { maxMemoryBytes: maxMemoryMb * 1024 * 1024 };
  const options = {
    workerData: settings,
    resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32 },
  };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pdf-facts-worker.js', import.meta.url), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./pdf-facts-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(bootstrap, { ...options, eval: true });
}

interface IdleWorker {
  worker: Worker;
  timer: NodeJS.Timeout;
  /** Drops the worker from the idle ones, should it end while idle. */
  onExit: () => void;
}
const idle = new Map<number, IdleWorker[]>();

function takeIdleWorker(maxMemoryMb: number): Worker | undefined {
  const kept = idle.get(maxMemoryMb)?.pop();
  if (!kept) return undefined;
  clearTimeout(kept.timer);
  kept.worker.off('exit', kept.onExit).off('error', kept.onExit);
  kept.worker.ref();
  return kept.worker;
}

function keepIdle(worker: Worker, maxMemoryMb: number): void {
  const kept = idle.get(maxMemoryMb) ?? [];
  if (kept.length >= MAX_IDLE_WORKERS) {
    void worker.terminate().catch(() => undefined);
    return;
  }
  // An idle worker keeps no process alive.
  worker.unref();
  const drop = () => {
    clearTimeout(entry.timer);
    idle.set(
      maxMemoryMb,
      (idle.get(maxMemoryMb) ?? []).filter((candidate) => candidate !== entry),
    );
  };
  const entry: IdleWorker = {
    worker,
    timer: setTimeout(() => {
      drop();
      void worker.terminate().catch(() => undefined);
    }, IDLE_WORKER_MS).unref(),
    onExit: drop,
  };
  worker.once('exit', drop).once('error', drop);
  kept.push(entry);
  idle.set(maxMemoryMb, kept);
}
