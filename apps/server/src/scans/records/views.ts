import {
  FAILURE_CODES,
  type FailureCode,
  type FindingView,
  type FlowRunView,
  type NamedPageStateView,
  type PageView,
  type PreviousScanView,
  type RuleTexts,
  type ScanCounts,
  type ScanView,
} from '@klarsicht/contracts';
import { criterionTitle, signInAnswerOf } from '@klarsicht/report';
import {
  actRulesOf,
  bfsgText,
  ruleTexts as engineRuleTexts,
  failureSummaryText,
  fixGuide,
} from '@klarsicht/rules';
import { flowStateText } from '@klarsicht/texts';
import { DEFAULT_LANGUAGE, type Language } from '../../platform/i18n/language.js';
import type { StoredFindingNode, StoredFlowRun, StoredPageState } from '../schema.js';
import type { FindingRow, PageRow } from './results-repo.js';
import type { ScanRow } from './scans-repo.js';

/** Database rows to the public shapes in @klarsicht/contracts. */

/** The sign-in page's own words, kept in the failure's message by the scanner (see withSignInAnswer). */
function signInAnswerField(code: string, message: string | null): { signInAnswer?: string } {
  const answer = code === 'sign_in_failed' && message ? signInAnswerOf(message) : undefined;
  return answer === undefined ? {} : { signInAnswer: answer };
}

export function toScanView(row: ScanRow): ScanView {
  const failure =
    row.status === 'failed' && row.failureCode
      ? {
          code: asFailureCode(row.failureCode),
          message: row.failureMessage ?? '',
          ...(row.failureStatus === null ? {} : { status: row.failureStatus }),
          ...signInAnswerField(row.failureCode, row.failureMessage),
        }
      : undefined;
  return {
    id: row.id,
    url: row.url,
    site: row.site,
    ...(row.crawlScope ? { crawlScope: row.crawlScope } : {}),
    ...(row.flowRuns.length > 0 ? { flows: row.flowRuns.map(toFlowRunView) } : {}),
    status: row.status,
    profile: row.profile,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    ...(row.startedAt ? { startedAt: row.startedAt.toISOString() } : {}),
    ...(row.finishedAt ? { finishedAt: row.finishedAt.toISOString() } : {}),
    progress: { pagesDone: row.pagesDone, pagesTotal: row.pagesTotal },
    summary: {
      violations: row.violations,
      passes: row.passes,
      incomplete: row.incomplete,
      inapplicable: row.inapplicable,
      bestPractices: row.bestPractices,
      byImpact: { critical: row.critical, serious: row.serious, moderate: row.moderate, minor: row.minor },
    },
    counts: toScanCounts(row),
    ...(failure ? { failure } : {}),
    ...(row.status === 'queued' && row.interruptedAt
      ? { interruptedAt: row.interruptedAt.toISOString() }
      : {}),
  };
}

/** The counts people read, as stored when the scan ended. */
export function toScanCounts(row: ScanRow): ScanCounts {
  return {
    issues: row.issueCount,
    occurrences: row.occurrenceCount,
    rules: row.violatedRules,
    byImpact: {
      critical: row.issuesCritical,
      serious: row.issuesSerious,
      moderate: row.issuesModerate,
      minor: row.issuesMinor,
    },
    needsReview: row.reviewIssueCount,
  };
}

/** The previous comparable scan, with the issues added and fixed since (compareIssues). */
export function toPreviousScanView(row: ScanRow, change: { added: number; fixed: number }): PreviousScanView {
  return { id: row.id, issues: row.issueCount, ...change };
}

/** Where a scan's viewers fetch its element screenshots (GET /api/scans/:id/screenshots/:id). */
export function screenshotsOfScan(scanId: string): string {
  return `/api/scans/${scanId}/screenshots`;
}

/** Where a share link's holder fetches them: through the link. */
export function screenshotsOfShare(token: string): string {
  return `/api/shared/${encodeURIComponent(token)}/screenshots`;
}

/** A finding as its scan's viewers see it. */
export function toFindingView(row: FindingRow, language: Language = DEFAULT_LANGUAGE): FindingView {
  return findingView(row, screenshotsOfScan(row.scanId), language);
}

/** Findings as a share link's holder sees them. */
export function sharedFindingView(token: string, language: Language): (row: FindingRow) => FindingView {
  const screenshotsAt = screenshotsOfShare(token);
  return (row) => findingView(row, screenshotsAt, language);
}

/**
 * What a finding says about its rule (texts and standards), as the findings list and the report show
 * it: the title and description in the reader's language; a rule the engine no longer knows keeps
 * the English it was stored with.
 */
export function ruleTexts(row: FindingRow, language: Language): RuleTexts {
  const texts = engineRuleTexts(row.ruleId, language);
  const fix = fixGuide(row.ruleId, language);
  return {
    description: texts?.description ?? row.description,
    help: texts?.help ?? row.help,
    helpUrl: row.helpUrl,
    wcag: row.wcag.map((criterion) => ({ ...criterion, title: criterionTitle(criterion, language) })),
    en301549: row.en301549,
    ...bfsgOf(row, language),
    ...(fix ? { fix } : {}),
    actRules: actRulesOf(row.ruleId),
  };
}

/** The BFSG note in `language`, from the rule and its criteria; a finding with none keeps none. */
function bfsgOf(row: FindingRow, language: Language): { bfsg?: string } {
  if (row.bfsg === null) return {};
  const note = bfsgText(
    row.ruleId,
    row.wcag.map((criterion) => criterion.id),
    language,
  );
  return { bfsg: note ?? row.bfsg };
}

/** The nodes with their failure summaries in `language` (rendered from their checks where stored). */
export function localizedNodes(nodes: readonly StoredFindingNode[], language: Language): StoredFindingNode[] {
  // The issue key is how the server matches nodes to issues; a reader gets the issue's id instead.
  return nodes.map(({ checks, issueKey: _key, ...node }) => {
    const summary = checks ? failureSummaryText(checks, language) : undefined;
    return summary === undefined ? node : { ...node, failureSummary: summary };
  });
}

function findingView(row: FindingRow, screenshotsAt: string, language: Language): FindingView {
  return {
    id: String(row.id),
    ruleId: row.ruleId,
    category: row.category,
    pageUrl: row.pageUrl,
    source: row.source,
    impact: row.impact,
    ...ruleTexts(row, language),
    nodes: localizedNodes(row.nodes, language).map(({ screenshotId, ...node }) =>
      screenshotId ? { ...node, screenshot: `${screenshotsAt}/${screenshotId}` } : node,
    ),
    nodeCount: row.nodeCount,
  };
}

export function toPageView(row: PageRow): PageView {
  return {
    url: row.url,
    ...(row.finalUrl === null ? {} : { finalUrl: row.finalUrl }),
    ...(row.httpStatus === null ? {} : { status: row.httpStatus }),
    ...(row.title === null ? {} : { title: row.title }),
    counts: {
      violations: row.violations,
      passes: row.passes,
      incomplete: row.incomplete,
      inapplicable: row.inapplicable,
      bestPractices: row.bestPractices,
    },
    byImpact: { critical: row.critical, serious: row.serious, moderate: row.moderate, minor: row.minor },
    ...(row.kind === null ? {} : { kind: row.kind }),
    ...(row.consent === null ? {} : { consent: row.consent }),
    ...(row.notChecked === null ? {} : { notChecked: row.notChecked }),
    ...(row.state === null ? {} : { state: row.state }),
    ...(row.errorCode
      ? {
          error: {
            code: asFailureCode(row.errorCode),
            message: row.errorMessage ?? '',
            ...(row.errorStatus === null ? {} : { status: row.errorStatus }),
          },
        }
      : {}),
  };
}

export function isTerminal(status: ScanView['status']): boolean {
  return status === 'succeeded' || status === 'failed';
}

export function asFailureCode(code: string): FailureCode {
  return (FAILURE_CODES as readonly string[]).includes(code) ? (code as FailureCode) : 'internal';
}

/** A flow's run as the API shows it: the picture of where it stopped is too big for every scan view. */
function toFlowRunView(run: StoredFlowRun): FlowRunView {
  const { failedAt, ...rest } = run;
  if (!failedAt) return rest;
  const { screenshot, ...where } = failedAt;
  return { ...rest, failedAt: { ...where, screenshot: screenshot !== undefined } };
}

/**
 * A flow's state where a page is named away from the scan's flow list (an issue's pages, the
 * reports): with the flow's name then, from the scan's runs, and the words for both in `language`.
 */
export function toNamedPageState(
  state: StoredPageState,
  flowRuns: readonly Pick<StoredFlowRun, 'flow' | 'name'>[],
  language: Language,
): NamedPageStateView {
  const flowName = flowRuns.find((run) => run.flow === state.flow)?.name;
  return {
    step: state.step,
    trigger: state.trigger,
    action: state.action,
    ...(state.name === undefined ? {} : { name: state.name }),
    flow: state.flow,
    ...(flowName ? { flowName } : {}),
    text: flowStateText(state, flowName, language),
  };
}
