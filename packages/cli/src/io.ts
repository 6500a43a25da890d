import type { TextSink } from './progress.js';

/** What the CLI reads and writes besides its arguments: the process's streams and environment, or a test's. */
export interface CliIo {
  stdout: TextSink;
  stderr: TextSink;
  isTTY: { stdout: boolean; stderr: boolean };
  env: Readonly<Record<string, string | undefined>>;
  /** Terminal width, for the progress line. */
  columns?: number;
  /** Aborted when the user interrupts (Ctrl-C). */
  interrupt?: AbortSignal;
}
