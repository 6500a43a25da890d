import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { readPdfFacts, UnreadablePdfError } from './pdf-facts.js';
import type { PdfWorkerReply, PdfWorkerRequest, PdfWorkerSettings } from './read-pdf-isolated.js';

/*
 * The thread pdf.js reads documents in (see read-pdf-isolated.ts): one document at a time, so that
 * its memory is the document's.
 */

const port = parentPort;
if (!port) throw new Error('pdf-facts-worker runs as a worker thread only.');
const { maxMemoryBytes } = workerData as PdfWorkerSettings;

const reply = (message: PdfWorkerReply) => port.postMessage(message);

/** Allocations from this size on are weighed against the limit; smaller ones are the heap's business. */
const LARGE_ALLOCATION = 1024 * 1024;

/*
 * The heap has its hard limit in resourceLimits; decoded streams live in typed arrays outside it,
 * which no limit of the thread counts. pdf.js decodes a stream in one synchronous run, growing one
 * buffer by doubling, so nothing that waits for the event loop can watch it: each large typed array
 * is weighed as it is made. Over the limit, the parent is told (it ends the thread) and the
 * allocation fails.
 */
function guardAllocations<T extends abstract new (...args: never[]) => unknown>(allocate: T): T {
  return new Proxy(allocate, {
    construct(target, args, newTarget) {
      const [first] = args as unknown[];
      const elements = typeof first === 'number' ? first : 0;
      const bytes = elements * ((target as { BYTES_PER_ELEMENT?: number }).BYTES_PER_ELEMENT ?? 1);
      if (bytes >= LARGE_ALLOCATION) {
        const { external_memory, used_heap_size } = getHeapStatistics();
        if (external_memory + used_heap_size + bytes > maxMemoryBytes) {
          reply({ kind: 'memory' });
          throw new RangeError('The PDF needs more memory than it may take.');
        }
      }
      return Reflect.construct(target, args, newTarget);
    },
  });
}
for (const name of [
  'ArrayBuffer',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
] as const) {
  (globalThis as Record<string, unknown>)[name] = guardAllocations(globalThis[name]);
}

port.on('message', async ({ bytes, readPagesUntil }: PdfWorkerRequest) => {
  try {
    const facts = await readPdfFacts(bytes, readPagesUntil === undefined ? {} : { readPagesUntil });
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    reply({ kind: 'facts', facts, memoryBytes: heapUsed + arrayBuffers });
  } catch (error) {
    if (error instanceof UnreadablePdfError)
      reply({ kind: 'unreadable', reason: error.reason, message: error.message });
    else reply({ kind: 'unreadable', reason: 'unreadable', message: String(error) });
  }
});
