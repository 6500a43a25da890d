import {
  MAX_FLOW_NAME_LENGTH,
  MAX_RECORDING_BYTES,
  type RecordingProblemAt,
  recordingPlace,
  recordingProblemOf,
} from '@klarsicht/contracts';
import { recordingProblemText } from '@klarsicht/texts/flows';
import type { TFunction } from 'i18next';
import type { Language } from '../../../i18n/languages';
import { ApiError } from '../../../lib/api-client';
import { errorKeyMapper, type FallbackErrorKey } from '../../../lib/error-key';

/** The engine's limit on a recording's steps (MAX_RECORDING_STEPS of the scanner, which the web does not import). */
export const MAX_RECORDING_STEPS = 200;

const CODES = [
  'not_found',
  'url_not_allowed',
  'plan_required',
  'role_insufficient',
  'forbidden',
  'validation_failed',
  'invalid_recording',
  'flows_limit',
  'payload_too_large',
  'unauthorized',
  'rate_limited',
  'billing_unavailable',
] as const;

/** Keys under siteSettings:flows.errors, one per problem code the flow endpoints answer with. */
export type FlowErrorKey = (typeof CODES)[number] | FallbackErrorKey;

/** Translates by the problem's stable code, never by the server's English title. */
export const flowErrorKey: (error: unknown) => FlowErrorKey = errorKeyMapper(CODES, {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'flows_limit',
  413: 'payload_too_large',
  429: 'rate_limited',
  502: 'billing_unavailable',
});

/** The form's fields, in the order it shows them (the replace form has only the file). */
export type FlowField = 'name' | 'recording';

/** What is wrong with a recording as the server names it (the owner: @klarsicht/contracts). */
export type RecordingProblem = RecordingProblemAt;
export { recordingPlace, recordingProblemOf };

export type FlowFieldProblem =
  | { code: 'required' | 'tooLong' | 'invalid' | 'fileRequired' | 'tooLarge' | 'notJson' | 'unreadable' }
  | { code: 'recording'; problem: RecordingProblem };

export type FlowFormErrors = Partial<Record<FlowField, FlowFieldProblem[]>>;

/** The form's own checks before anything is read or sent: a name (where the form has one) and a file. */
export function validateFlowForm(input: {
  /** Undefined where the form asks for no name (replacing a recording). */
  name?: string | undefined;
  file: { size: number } | undefined;
}): FlowFormErrors {
  const errors: FlowFormErrors = {};
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (name === '') errors.name = [{ code: 'required' }];
    else if (name.length > MAX_FLOW_NAME_LENGTH) errors.name = [{ code: 'tooLong' }];
  }
  if (!input.file) errors.recording = [{ code: 'fileRequired' }];
  else if (input.file.size > MAX_RECORDING_BYTES) errors.recording = [{ code: 'tooLarge' }];
  return errors;
}

/** The file's text as JSON, or null when it is not JSON (then nothing is sent). */
export function parseRecordingFile(text: string): { recording: unknown } | null {
  try {
    return { recording: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/**
 * The server's refusal at the form's fields: each problem of an `invalid_recording` answer at the
 * file (one line each, in the order the server gave them), a `validation_failed` at the name or the
 * file, a body too large at the file. Empty for problems of no field (the limit, rights, network).
 */
export function errorsFromServer(error: unknown): FlowFormErrors {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 413 || error.code === 'payload_too_large')
    return { recording: [{ code: 'tooLarge' }] };
  const errors: FlowFormErrors = {};
  const add = (field: FlowField, problem: FlowFieldProblem) => {
    errors[field] = [...(errors[field] ?? []), problem];
  };
  if (error.code === 'invalid_recording') {
    for (const fieldError of error.fieldErrors) {
      const problem = recordingProblemOf(fieldError);
      if (problem) add('recording', { code: 'recording', problem });
    }
    if (!errors.recording) add('recording', { code: 'invalid' });
  } else if (error.code === 'validation_failed') {
    for (const { field, code } of error.fieldErrors) {
      if (field === 'name') {
        add('name', { code: code === 'required' ? 'required' : code === 'too_long' ? 'tooLong' : 'invalid' });
      } else if (recordingPlace(field)) {
        add('recording', { code: 'invalid' });
      }
    }
  }
  return errors;
}

/** The invalid fields in the order the form shows them (the first gets the focus). */
export function invalidFlowFields(errors: FlowFormErrors, fields: readonly FlowField[]): FlowField[] {
  return fields.filter((field) => (errors[field]?.length ?? 0) > 0);
}

/** One problem in the reader's words; a recording's with the texts the CLI and the reports use. */
export function flowProblemText(
  t: TFunction<'siteSettings'>,
  problem: FlowFieldProblem,
  language: Language,
): string {
  switch (problem.code) {
    case 'recording': {
      const { code, step, path } = problem.problem;
      if (code === 'off_site') {
        return step === undefined
          ? t('flows.problems.offSiteRecording')
          : t('flows.problems.offSite', { step });
      }
      return recordingProblemText({ code, path, ...(step === undefined ? {} : { step }) }, language, {
        maxSteps: MAX_RECORDING_STEPS,
      });
    }
    case 'tooLong':
      return t('flows.problems.tooLong', { max: MAX_FLOW_NAME_LENGTH });
    case 'tooLarge':
      return t('flows.problems.tooLarge', { max: Math.round(MAX_RECORDING_BYTES / 1024) });
    default:
      return t(`flows.problems.${problem.code}`);
  }
}

/** A field's problems, each once (the server may name the same one at two selectors of a step). */
export function flowProblemTexts(
  t: TFunction<'siteSettings'>,
  problems: readonly FlowFieldProblem[] | undefined,
  language: Language,
): string[] {
  return [...new Set((problems ?? []).map((problem) => flowProblemText(t, problem, language)))];
}
