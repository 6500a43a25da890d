import type { BfsgReference, FixGuide, Impact, Language, NotCheckedReason } from '@klarsicht/report';
import type { CheckMessage } from '@klarsicht/texts';
import type { Artifacts } from '../artifacts/index.js';
import type { ElementRef } from './element-ref.js';

export type { ElementRef };

/**
 * Ours start with "klarsicht-", the QualWeb rules we adopt keep QualWeb's code ("qw-act-r39"), so
 * they never clash with axe's rule ids.
 */
export type RuleId = `klarsicht-${string}` | `qw-${string}`;

/** What a gatherer reads once per page or document, for every rule that needs it. */
export type ArtifactName = keyof Artifacts;

/**
 * What a rule tests, each list given or "none" on purpose. A web rule's EN 301 549 clauses and its
 * BFSG reference follow from its WCAG criteria (clause 9 repeats WCAG 2.1 A and AA); a rule names
 * them only where they do not: a document's clause 10, a duty WCAG has no criterion for.
 */
export interface Requirements {
  /** WCAG success criteria ("2.1.2"); "none" for a best practice or a duty beyond WCAG. */
  wcag: readonly string[] | 'none';
  /** EN 301 549 V3.2.1 clauses, when they are not clause 9 of the WCAG criteria. */
  en301549?: readonly string[];
  /** Where the BFSG asks for it, when that does not follow from the criteria; "none": it does not. */
  bfsg?: BfsgReference | 'none';
  /** The W3C ACT rules the rule implements (their ids, "ucwvc8"). */
  act: readonly string[] | 'none';
}

/**
 * A rule as every consumer sees it without running it: the profiles that select it by its tags, the
 * rule catalogue, conformance coverage, the ACT map. Its texts are in its folder's `texts.ts`.
 */
export interface RuleMeta<A extends ArtifactName = ArtifactName> {
  id: RuleId;
  /** Whose rule it is: ours when absent, or QualWeb's, whose verdicts the rule adopts. */
  engine?: 'qualweb';
  /** What the rule reads (see artifacts/): its gatherer runs once for every rule that needs it. */
  artifact: A;
  /** Impact when the rule fails or leaves its result to a person. */
  impact: Impact;
  /**
   * Tags the requirements do not give, axe's way: a category ("cat.keyboard"), "best-practice",
   * "klarsicht", "pdf". The criteria's level and EN 301 549 tags follow from `requirements`.
   */
  tags: readonly string[];
  requirements: Requirements;
  helpUrl: string;
}

/**
 * What a rule decided for one element, page or part of a document: it passes, it fails, or a person
 * must decide ("review", shown as needs review). `check` names the message (in the rule's texts)
 * that says why; `data` fills its placeholders.
 */
export interface Verdict extends ElementRef {
  outcome: 'passed' | 'failed' | 'review';
  check: string;
  /**
   * A failure any one of several checks would have prevented: their ids, in the order the failure
   * summary lists them under "fix any of the following" (`check` is the first).
   */
  anyOf?: readonly string[];
  data?: Record<string, unknown>;
  /**
   * Set on the note that the check could not do its work here, and why: the page's report then
   * names the check among those not checked (`PageReport.notChecked`).
   */
  cutShort?: NotCheckedReason;
}

/** A rule with its evaluation: a pure function over what its gatherer read. No verdict: it does not apply. */
export interface Rule<A extends ArtifactName = ArtifactName> extends RuleMeta<A> {
  evaluate(artifact: Artifacts[A]): Verdict[];
}

/** A rule's meta and its evaluation, checked against each other: the evaluation reads the rule's artifact. */
export function defineRule<A extends ArtifactName>(
  meta: RuleMeta<A>,
  evaluate: (artifact: Artifacts[A]) => Verdict[],
): Rule<A> {
  return { ...meta, evaluate };
}

/** A check's messages: why an element failed it, or why a person must decide. */
export interface CheckMessages {
  fail?: CheckMessage;
  incomplete?: CheckMessage;
}

/** What a rule says in one language. */
export interface RuleLanguageTexts {
  /** The rule as a short requirement: the title of its findings. */
  help: string;
  /** What the rule checks, in one sentence. */
  description: string;
  /** Messages of the rule's checks (ids as in verdicts' `check`), by outcome. */
  checks: Record<string, CheckMessages>;
  /** How to fix what the rule finds. */
  fix: FixGuide;
}

/** A rule's texts, German and English: every language, every key (a test sees to it). */
export type RuleTexts = Readonly<Record<Language, RuleLanguageTexts>>;
