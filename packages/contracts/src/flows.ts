import {
  FLOW_FAILURE_REASONS,
  RECORDING_PROBLEM_CODES,
  type RecordingProblemCode,
  STATE_TRIGGERS,
} from '@klarsicht/report';
import { z } from 'zod';
import { failureCodeSchema } from './enums.js';
import type { FieldError } from './problem.js';

export { FLOW_FAILURE_REASONS, RECORDING_PROBLEM_CODES, STATE_TRIGGERS };

/** How many flows a site may have: each runs with every scan of the site. */
export const MAX_SITE_FLOWS = 20;
export const MAX_FLOW_NAME_LENGTH = 120;
/** A recording's JSON as sent: the Recorder's exports are a few kB; 200 steps fit well below this. */
export const MAX_RECORDING_BYTES = 512 * 1024;

export const stateTriggerSchema = z.enum(STATE_TRIGGERS);
export const flowFailureReasonSchema = z.enum(FLOW_FAILURE_REASONS);
export const recordingProblemCodeSchema = z.enum(RECORDING_PROBLEM_CODES);

/** The state a site flow brought a page into when it was checked (`PageState`, with the flow's id). */
export const pageStateSchema = z.object({
  /** The step after which the page was checked; 1 is the flow's first. */
  step: z.number().int(),
  trigger: stateTriggerSchema,
  /** The step as the engine describes it, in English (never a typed value). */
  action: z.string(),
  /** The name the flow gave its "check here" step. */
  name: z.string().optional(),
  /** The site flow's id (see the scan's `flows` for its name then). */
  flow: z.string(),
});
export type PageStateView = z.infer<typeof pageStateSchema>;

/**
 * A page's state where the page is named away from the scan's flow list (an issue's pages, the
 * reports): it carries the flow's name and the words for it, so a reader needs no second request.
 */
export const namedPageStateSchema = pageStateSchema.extend({
  /** The flow's name when the scan ran; absent for a flow the scan's runs do not list. */
  flowName: z.string().optional(),
  /**
   * Flow and state in the answer's language ("Warenkorb-Ablauf – Schritt 3: „Warenkorb geöffnet“"),
   * for clients without Klarsicht's texts; the web app words it in its own language from the fields.
   */
  text: z.string(),
});
export type NamedPageStateView = z.infer<typeof namedPageStateSchema>;

/** What became of one of the site's flows in a scan. */
export const flowRunSchema = z.object({
  flow: z.string(),
  /** The flow's name when the scan ran. */
  name: z.string(),
  /** The recording's own title. */
  title: z.string(),
  steps: z.number().int(),
  /** States reached after the scan's page budget was used up: replayed, not checked. */
  uncheckedStates: z.number().int().optional(),
  /** The flow could not start, or checked nothing, for a reason not of a step (no time left, sign-in failed). */
  failure: z.object({ code: failureCodeSchema, message: z.string() }).optional(),
  /** Where the flow stopped; absent: it ran to its end. */
  failedAt: z
    .object({
      step: z.number().int(),
      reason: flowFailureReasonSchema,
      /** The engine's English detail; people read the reason's text. */
      message: z.string(),
      url: z.string().optional(),
      /** Whether a picture of the page where it stopped was kept. */
      screenshot: z.boolean(),
    })
    .optional(),
});
export type FlowRunView = z.infer<typeof flowRunSchema>;

/** A site's flow as listed. */
export const siteFlowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The recording's own title. */
  title: z.string(),
  steps: z.number().int(),
  /** Its "check here" steps (`klarsicht.check`). */
  checks: z.number().int(),
  /** The address its first navigation opens. */
  startUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SiteFlow = z.infer<typeof siteFlowSchema>;
export const siteFlowListSchema = z.object({ items: z.array(siteFlowSchema) });
export type SiteFlowList = z.infer<typeof siteFlowListSchema>;

/** One flow with its recording, as stored (validated, unknown fields dropped): what an export downloads. */
export const siteFlowDetailSchema = siteFlowSchema.extend({ recording: z.record(z.string(), z.unknown()) });
export type SiteFlowDetail = z.infer<typeof siteFlowDetailSchema>;

/**
 * A flow to save: a name, and the recording as Chrome DevTools' Recorder exported it (JSON). The
 * recording is checked by the engine's parser; its problems come back as `invalid_recording` with one
 * error per problem (`field`: `recording.<path>`, `code`: the problem's code, or `off_site` for a
 * navigation to another site than the flow's).
 */
export const siteFlowRequestSchema = z.object({
  name: z.string().trim().min(1).max(MAX_FLOW_NAME_LENGTH),
  recording: z.unknown(),
});
export type SiteFlowRequest = z.infer<typeof siteFlowRequestSchema>;

/** What is wrong with a recording as the API names it: `code` at step `step` (1-based), `path` in the JSON. */
export interface RecordingProblemAt {
  code: RecordingProblemCode | 'off_site';
  step?: number;
  path: string;
}

const isRecordingCode = (code: string): code is RecordingProblemCode =>
  (RECORDING_PROBLEM_CODES as readonly string[]).includes(code);

/**
 * Where an `invalid_recording` error's field points: `recording.steps.3.selectors.0` is step 4 at
 * `steps.3.selectors.0`; `recording` (the whole) and `recording.title` belong to no step. Null for a
 * field that is not the recording's.
 */
export function recordingPlace(field: string): { step?: number; path: string } | null {
  if (field !== 'recording' && !field.startsWith('recording.')) return null;
  const path = field.slice('recording.'.length);
  const step = /^steps\.(\d+)(?:\.|$)/.exec(path);
  return step ? { step: Number(step[1]) + 1, path } : { path };
}

/** One error of an `invalid_recording` answer as a problem of the recording; an unknown code reads as an invalid field. */
export function recordingProblemOf<E extends Pick<FieldError, 'field' | 'code'>>(
  error: E,
): RecordingProblemAt | null {
  const place = recordingPlace(error.field);
  if (!place) return null;
  const code = error.code === 'off_site' || isRecordingCode(error.code) ? error.code : 'invalid_field';
  return { code, ...place };
}
