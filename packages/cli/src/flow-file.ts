import { MAX_RECORDING_STEPS, parseRecordingJson, type Recording } from '@klarsicht/scanner/recording';
import type { UsageProblem } from './usage-texts.js';

/** Problems of a recording listed one per line before "… and N more". */
export const MAX_FLOW_PROBLEMS_SHOWN = 10;

export type FlowFileResult = { ok: true; recording: Recording } | { ok: false; problems: UsageProblem[] };

/**
 * Reads and checks the recording given to --flow (a Chrome DevTools Recorder export), before any
 * browser starts. What makes it unusable comes back as usage problems naming the file: it is missing
 * or unreadable, or each problem the engine's parser found, with its step.
 */
export async function readFlow(
  file: string,
  readText: (file: string) => Promise<string>,
): Promise<FlowFileResult> {
  let text: string;
  try {
    text = await readText(file);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'ENOENT') return { ok: false, problems: [{ code: 'flow-missing', file }] };
    const reason = typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ code: 'flow-unreadable', file, reason }] };
  }
  // The parser alone (zod), without the engine: a recording is refused before any browser starts.
  const parsed = parseRecordingJson(text);
  if (parsed.ok) return parsed;
  return {
    ok: false,
    problems: parsed.problems.map(({ code, step, path }) => ({
      code: 'flow-problem',
      file,
      reason: { code, ...(step === undefined ? {} : { step }), path, maxSteps: MAX_RECORDING_STEPS },
    })),
  };
}
