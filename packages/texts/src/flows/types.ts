import type { FlowFailureReason, RecordingProblemCode, StateTrigger } from '@klarsicht/report';

/** What Klarsicht says about recorded user flows, in one language. Placeholders: `{name}`, filled by `fill`. */
export interface FlowTexts {
  /**
   * What is wrong with a recording; `{where}` is `step` or `recording` below (the problems of the
   * recording as a whole name it themselves), `{field}` the field's name, `{max}` a limit.
   */
  problems: Record<RecordingProblemCode, string>;
  /** "Schritt {step}" */
  step: string;
  /** The recording as a whole, where a problem belongs to no step. */
  recording: string;
  /** Why a flow stopped at step `{step}`. */
  failures: Record<FlowFailureReason, string>;
  /** What brought the page into the state checked, as a short phrase. */
  triggers: Record<StateTrigger, string>;
  /** A checked state: `{step}` and `{what}` (a trigger's phrase, or the check's name in quotes). */
  state: string;
  /** The quotes around a check's name: `{name}`. */
  named: string;
  /** A checked state where the flow is not said around it (an issue's pages, a report): `{flow}`, then `{state}`. */
  inFlow: string;
}
