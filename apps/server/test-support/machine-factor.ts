import { pbkdf2Sync } from 'node:crypto';

/**
 * How much slower this machine is, right now, than the quiet two-core machine the tests' time
 * limits were written on: a fixed CPU workload (PBKDF2, native code, so no JIT warm-up in the
 * figure) timed five times, the median against the reference time. Five runs of some 50 ms span
 * many scheduler slices, so other processes on the cores (other test files, CPU burners, a slower
 * CPU) lengthen it as they lengthen the tests. Never below 1 (a faster machine keeps the written
 * limits) and at most MAX_FACTOR (a stalled machine must still fail, not wait for ever).
 * Measured once per test process, on first use; TEST_MACHINE_FACTOR overrides it.
 *
 * Use it for the limits that remain after a test waits for conditions: `scaled(120_000)`.
 */

const WORKLOAD_ITERATIONS = 300_000;
/** The workload's median on the reference machine, quiet (2 shared cores, Node 20). */
const REFERENCE_MS = 55;
const RUNS = 5;
const MAX_FACTOR = 6;

let measured: number | undefined;

export function machineFactor(): number {
  measured ??= fromEnvironment() ?? measure();
  return measured;
}

/** `ms` stretched by the machine factor: a limit that holds on a slower or busier machine too. */
export function scaled(ms: number): number {
  return Math.round(ms * machineFactor());
}

function fromEnvironment(): number | undefined {
  const value = Number(process.env.TEST_MACHINE_FACTOR);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function measure(): number {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    pbkdf2Sync('klarsicht', 'machine-factor', WORKLOAD_ITERATIONS, 32, 'sha256');
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)]!;
  return Math.min(MAX_FACTOR, Math.max(1, Math.round((median / REFERENCE_MS) * 10) / 10));
}
