import { execFileSync } from 'node:child_process';
import type { Scanner } from '../src/scan/scanner.js';
import type { Unmeasured } from './bench-tabs.js';

export interface MemorySample {
  nodeRssMb: number;
  /** Chromium and its helpers (renderer, GPU, network processes): every descendant of this process. */
  browserRssMb: number;
}

function descendantsRssKb(): number {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const rssByPid = new Map(table.map(([pid, , rss]) => [pid, rss]));
  let total = 0;
  const pending = [...(children.get(process.pid) ?? [])];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += rssByPid.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

export function sampleMemory(): MemorySample {
  return {
    nodeRssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    browserRssMb: Math.round(descendantsRssKb() / 1024),
  };
}

/** Scans run before the memory is first sampled. */
export const MEMORY_WARM_UP_SCANS = 10;

/** Runs `count` scans one after another (each a fresh browser context), as a worker does all day. */
export async function consecutiveScans(
  scanner: Scanner,
  urls: string[],
  count: number,
  unmeasured: Unmeasured[] = [],
): Promise<{ before: MemorySample; after: MemorySample }> {
  const scanOne = async (index: number) => {
    const report = await scanner.scanPages([urls[index % urls.length]!], {
      allowPrivateAddresses: true,
      concurrency: 1,
    });
    for (const page of report.pages) {
      if (page.error) unmeasured.push({ phase: 'consecutive scans', url: page.url, reason: page.error.code });
    }
  };
  // Warm-up: the first scans fill caches that are meant to stay.
  for (let index = 0; index < MEMORY_WARM_UP_SCANS; index++) await scanOne(index);
  global.gc?.();
  const before = sampleMemory();
  for (let index = 0; index < count; index++) await scanOne(index);
  global.gc?.();
  return { before, after: sampleMemory() };
}
