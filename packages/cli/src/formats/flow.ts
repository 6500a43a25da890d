import type { FlowRun, Language, PageState } from '@klarsicht/scanner';
import { flowFailureText, pageStateText } from '@klarsicht/texts/flows';
import { REPORT_TEXTS } from './texts.js';

/**
 * What the formats say about a recorded flow (--flow) in the report's language, as plain text that
 * each format makes safe in its own way: the state a page was checked in, after its address, and
 * where the flow stopped. The names of states come from the recording, so from the user's file.
 */

/**
 * "https://shop.example/kasse — Schritt 8: Meldung angezeigt"; the address alone for a page checked
 * as loaded. `clean` makes the address and the state's name safe for the format (a terminal's).
 */
export function pageWithState(
  url: string,
  state: PageState | undefined,
  lang: Language,
  clean: (text: string) => string = (text) => text,
): string {
  if (!state) return clean(url);
  const name = state.name === undefined ? '' : clean(state.name);
  const shown = { step: state.step, trigger: state.trigger, ...(name ? { name } : {}) };
  return `${clean(url)} — ${pageStateText(shown, lang)}`;
}

/** "Ablauf abgebrochen: Schritt 3: Kein sichtbares Element passte …", without the page. */
export function flowStoppedText(failedAt: NonNullable<FlowRun['failedAt']>, lang: Language): string {
  return `${REPORT_TEXTS[lang].flow.stopped}: ${flowFailureText(failedAt, lang)}`;
}

/** The stop with its page, in one line: for standard error. */
export function flowStoppedLine(failedAt: NonNullable<FlowRun['failedAt']>, lang: Language): string {
  const where = failedAt.url ? ` (${REPORT_TEXTS[lang].flow.onPage(failedAt.url)})` : '';
  return `${flowStoppedText(failedAt, lang)}${where}`;
}
