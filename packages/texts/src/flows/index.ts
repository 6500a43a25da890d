/**
 * @klarsicht/texts/flows — what Klarsicht says about recorded user flows (their problems, why a
 * replay stopped, which state a page was checked in), in German and English.
 */
import {
  type FlowFailureReason,
  fill,
  type Language,
  type PageState,
  type RecordingProblemCode,
} from '@klarsicht/report';
import { FLOW_TEXTS_DE } from './de.js';
import { FLOW_TEXTS_EN } from './en.js';
import type { FlowTexts } from './types.js';

export type { FlowTexts } from './types.js';
export const FLOW_TEXTS: Record<Language, FlowTexts> = { de: FLOW_TEXTS_DE, en: FLOW_TEXTS_EN };

/** A recording's problem in a person's words: where (the step, or the recording) and what. */
export function recordingProblemText(
  problem: { code: RecordingProblemCode; step?: number; path: string },
  language: Language,
  limits: { maxSteps: number },
): string {
  const texts = FLOW_TEXTS[language];
  const where =
    problem.step === undefined ? texts.recording : fill(texts.step, { step: problem.step }, language);
  // The field's own name: the last part of the path that is not an array index.
  const field =
    problem.path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? problem.path;
  return fill(texts.problems[problem.code], { where, field, max: limits.maxSteps }, language);
}

/** Why a flow stopped, in a person's words. */
export function flowFailureText(
  failedAt: { step: number; reason: FlowFailureReason },
  language: Language,
): string {
  return fill(FLOW_TEXTS[language].failures[failedAt.reason], { step: failedAt.step }, language);
}

/** The state a page was checked in: "Schritt 3: „Warenkorb geöffnet“", "Step 5: message shown". */
export function pageStateText(
  state: Pick<PageState, 'step' | 'trigger' | 'name'>,
  language: Language,
): string {
  const texts = FLOW_TEXTS[language];
  const what = state.name ? fill(texts.named, { name: state.name }, language) : texts.triggers[state.trigger];
  return fill(texts.state, { step: state.step, what }, language);
}

/**
 * The state with the flow that reached it, where nothing around names the flow (an issue's pages, a
 * report): "Warenkorb-Ablauf – Schritt 3: „Warenkorb geöffnet“"; the step alone without the flow's name.
 */
export function flowStateText(
  state: Pick<PageState, 'step' | 'trigger' | 'name'>,
  flowName: string | undefined,
  language: Language,
): string {
  const text = pageStateText(state, language);
  if (!flowName) return text;
  // Not `fill`: it writes numbers the reader's way, and a flow's name ("Kasse 2.0") is the user's own.
  const parts: Record<string, string> = { flow: flowName, state: text };
  return FLOW_TEXTS[language].inFlow.replace(/\{(flow|state)\}/g, (_match, key: string) => parts[key] ?? '');
}
