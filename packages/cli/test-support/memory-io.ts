import type { CliIo } from '../src/io.js';

export interface RecordedOutput {
  stdout: string;
  stderr: string;
  /** Each write to stderr on its own, for asserting how the progress line redraws. */
  stderrWrites: string[];
}

/** The CLI's terminal in memory: no TTY, an empty environment, everything written kept in `out`. */
export function memoryIo(overrides: Partial<CliIo> = {}): { io: CliIo; out: RecordedOutput } {
  const out: RecordedOutput = { stdout: '', stderr: '', stderrWrites: [] };
  const io: CliIo = {
    stdout: {
      write: async (text) => {
        out.stdout += text;
      },
    },
    stderr: {
      write: async (text) => {
        out.stderr += text;
        out.stderrWrites.push(text);
      },
    },
    isTTY: { stdout: false, stderr: false },
    env: {},
    ...overrides,
  };
  return { io, out };
}
