/**
 * User flows: a recording of steps (Chrome DevTools' Recorder export) that brings pages into states
 * a crawl never reaches, replayed by the engine, which checks the page in those states. The code
 * lists here are the only ones: the engine, the API's schemas and the texts import them.
 */

/** What is wrong with a recording, as the parser says it (`step` 1-based, `path` into the JSON). */
export const RECORDING_PROBLEM_CODES = [
  'not_a_recording',
  'no_steps',
  'too_many_steps',
  'unknown_step_type',
  'missing_field',
  'invalid_field',
  'invalid_selector',
] as const;
export type RecordingProblemCode = (typeof RECORDING_PROBLEM_CODES)[number];

/** What brought a page into the state a flow checked. */
export const STATE_TRIGGERS = ['check', 'navigation', 'dialog', 'expanded', 'error-message'] as const;
export type StateTrigger = (typeof STATE_TRIGGERS)[number];

/** The state of a page a flow checked: after which step, and why there. */
export interface PageState {
  /** The step after which the page was checked; 1 is the flow's first. */
  step: number;
  /** A "check here" step, or what the step changed: another page, a dialog, an expanded control, an error message. */
  trigger: StateTrigger;
  /** The step as the engine describes it, in English (never a value typed into a field). */
  action: string;
  /** The name the flow gave its "check here" step. */
  name?: string;
  /** The id of the stored flow it belongs to, set by the service that ran it (absent from the engine's own reports). */
  flow?: string;
}

/** Why a flow could not go on at a step. */
export const FLOW_FAILURE_REASONS = [
  'element_not_found',
  'navigation_failed',
  'left_site',
  'wait_timed_out',
  'step_failed',
  'out_of_time',
] as const;
export type FlowFailureReason = (typeof FLOW_FAILURE_REASONS)[number];

/** How a recorded flow's replay went. */
export interface FlowRun {
  /** The recording's title. */
  title: string;
  steps: number;
  /** States the replay reached after the scan's page budget was used up: replayed, not checked. */
  uncheckedStates?: number;
  /** Where the flow stopped: the step (1 is the first), why, the engine's English detail, the page's address and a JPEG of it as a data URL. */
  failedAt?: { step: number; reason: FlowFailureReason; message: string; url?: string; screenshot?: string };
}
