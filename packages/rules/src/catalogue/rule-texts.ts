import {
  type Finding,
  formatFailureSummary,
  type Language,
  type NodeCheck,
  type NodeChecks,
} from '@klarsicht/report';
import { type CheckMessage, fromAxeMessage, renderCheckMessage } from '@klarsicht/texts';
import { AXE_DE_CHECK_CORRECTIONS, AXE_DE_RULE_CORRECTIONS } from '../engines/axe-de-corrections.js';
import type { RuleLanguageTexts } from '../model/rule.js';
import { ownCheckMessages, ownRuleTexts } from '../registry.js';
import { AXE_LOCALE_FILES } from './axe-locales.js';
import { SHARED_CHECK_TEXTS } from './shared-check-texts.js';

/** A rule's title (`help`) and description, as findings carry them. */
export type RuleTitles = Pick<RuleLanguageTexts, 'help' | 'description'>;

interface AxeLocale {
  rules: Record<string, RuleTitles>;
  checks: Record<string, Partial<Record<'pass' | 'fail' | 'incomplete', CheckMessage>>>;
  incompleteFallbackMessage: string;
}

/** An axe-core locale with its check messages in our message format (@klarsicht/texts). */
function inOurFormat(locale: AxeLocale): AxeLocale {
  const checks = Object.fromEntries(
    Object.entries(locale.checks).map(([id, outcomes]) => [
      id,
      Object.fromEntries(
        Object.entries(outcomes).map(([outcome, message]) => [outcome, fromAxeMessage(message)]),
      ),
    ]),
  );
  return { ...locale, checks };
}

const AXE: Record<Language, AxeLocale> = {
  en: inOurFormat(AXE_LOCALE_FILES.en as AxeLocale),
  de: inOurFormat(AXE_LOCALE_FILES.de as AxeLocale),
};

/** The headers of a failure summary's two parts; ours in German, axe's in English. */
const SUMMARY_HEADERS: Record<Language, { all: string; any: string }> = {
  de: {
    all: 'Beheben Sie alle folgenden Punkte:',
    any: 'Beheben Sie mindestens einen der folgenden Punkte:',
  },
  en: { all: 'Fix all of the following:', any: 'Fix any of the following:' },
};

/** A rule's title and description in `language`; undefined for a rule neither axe nor we know. */
export function ruleTexts(ruleId: string, language: Language): RuleTitles | undefined {
  const own = ownRuleTexts(ruleId, language);
  if (own) return { help: own.help, description: own.description };
  const english = AXE.en.rules[ruleId];
  if (language === 'en') return english;
  const german = AXE.de.rules[ruleId];
  if (!german && !english) return undefined;
  const correction = AXE_DE_RULE_CORRECTIONS[ruleId] ?? {};
  return {
    // A title, as in axe's English: axe's German ends many of its titles with a full stop.
    help: (correction.help ?? german?.help ?? english?.help ?? '').replace(/(?<!\.)\.$/, ''),
    description: correction.description ?? german?.description ?? english?.description ?? '',
  };
}

function checkMessage(check: NodeCheck, language: Language): CheckMessage | undefined {
  const shared = SHARED_CHECK_TEXTS[check.id];
  if (shared) return shared[language][check.outcome];
  const own = ownCheckMessages(check.id, language);
  if (own) return own[check.outcome];
  const axe = AXE[language].checks[check.id]?.[check.outcome];
  const correction = language === 'de' ? AXE_DE_CHECK_CORRECTIONS[check.id]?.[check.outcome] : undefined;
  if (correction === undefined) return axe;
  // A correction of some variants keeps axe's other variants.
  return typeof correction === 'object' && typeof axe === 'object' ? { ...axe, ...correction } : correction;
}

/** One check's message in `language` (English where `language` has none), filled from its data. */
export function checkText(check: NodeCheck, language: Language): string | undefined {
  for (const candidate of language === 'en' ? (['en'] as const) : ([language, 'en'] as const)) {
    const text = renderCheckMessage(checkMessage(check, candidate), check.data, candidate);
    if (text !== undefined) return text;
  }
  return check.outcome === 'incomplete' ? AXE[language].incompleteFallbackMessage : undefined;
}

/**
 * What to fix on an element, in `language`: the checks that must all be fixed, then those of which
 * one suffices, each under its header (the shape of axe's English failure summary).
 */
export function failureSummaryText(checks: NodeChecks, language: Language): string | undefined {
  const headers = SUMMARY_HEADERS[language];
  const items = (list: NodeCheck[]) => list.flatMap((check) => checkText(check, language) ?? []);
  return formatFailureSummary([
    { header: headers.all, items: items([...checks.none, ...checks.all]) },
    { header: headers.any, items: items(checks.any) },
  ]);
}

/**
 * Which message of a check axe wrote (its English `message`): the check's outcome. Axe's node
 * results do not say it, and the category does not always (an incomplete node may list a check
 * that failed); matching the message against the English template does.
 */
export function checkOutcome(
  checkId: string,
  data: unknown,
  message: string,
  category: 'violations' | 'incomplete',
): NodeCheck['outcome'] {
  for (const outcome of ['fail', 'incomplete'] as const) {
    if (renderCheckMessage(AXE.en.checks[checkId]?.[outcome], data) === message) return outcome;
  }
  return category === 'incomplete' ? 'incomplete' : 'fail';
}

/**
 * A finding with its rule's texts and its nodes' failure summaries in `language`; its BFSG note as
 * it was (`translatePage` gives the note in `language` too).
 */
export function translateFinding(finding: Finding, language: Language): Finding {
  const texts = ruleTexts(finding.id, language);
  return {
    ...finding,
    ...(texts ? { help: texts.help, description: texts.description } : {}),
    nodes: finding.nodes.map((node) => {
      const summary = node.checks ? failureSummaryText(node.checks, language) : undefined;
      return summary === undefined ? node : { ...node, failureSummary: summary };
    }),
  };
}
