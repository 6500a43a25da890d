import {
  IMPACTS,
  type IssuePages,
  type IssueRules,
  type IssueRulesQuery,
  type IssuesPage,
  type IssuesQuery,
  type IssueView,
  REPORT_PRINCIPLES,
  type ReportPrinciple,
  type ScanOverview,
  type TicketView,
} from '@klarsicht/contracts';
import { principleOf } from '@klarsicht/report';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/database.js';
import { HttpProblem } from '../../platform/http/problem.js';
import type { Language } from '../../platform/i18n/language.js';
import { issueTickets, trackerLinks } from '../../trackers/schema.js';
import { toDecisionState } from '../decisions/decision-views.js';
import type { EffectiveDecision } from '../decisions/decisions-repo.js';
import { countByStatus, keysWithStatus, statusesOfScan } from '../decisions/issue-statuses.js';
import { scanIssues } from '../schema.js';
import { findFindingScreenshot } from '../screenshots/screenshots-repo.js';
import {
  compareIssues,
  type IssueWithFinding,
  issueKeysOfScan,
  issueTotalsByRule,
  listIssuePages,
  listIssues,
  selectIssuesWithFinding,
} from './issues-repo.js';
import { impactOfRank, impactRank, listPages } from './results-repo.js';
import { previousSucceededScans, type ScanRow } from './scans-repo.js';
import { localizedNodes, ruleTexts, toNamedPageState } from './views.js';

function toIssueView(
  { issue, finding, firstPageState }: IssueWithFinding,
  flowRuns: ScanRow['flowRuns'],
  screenshotsAt: string,
  language: Language,
  statuses: ReadonlyMap<string, EffectiveDecision> | undefined,
  tickets?: ReadonlyMap<string, TicketView>,
): IssueView {
  const decided = statuses?.get(issue.issueKey);
  const ticket = tickets?.get(issue.issueKey);
  // One node in, one out: the first occurrence, its failure summary in the reader's language.
  const { screenshotId, ...element } = localizedNodes([issue.node], language)[0] ?? issue.node;
  const wholePage = issue.selector === '' && issue.html === '';
  return {
    id: String(issue.id),
    ruleId: issue.ruleId,
    category: issue.category === 'incomplete' ? 'incomplete' : 'violations',
    source: finding.source,
    impact: impactOfRank(issue.impactRank),
    ...ruleTexts(finding, language),
    ...(wholePage
      ? {}
      : {
          element: screenshotId ? { ...element, screenshot: `${screenshotsAt}/${screenshotId}` } : element,
        }),
    pageCount: issue.pageCount,
    firstPageUrl: finding.pageUrl,
    ...(firstPageState ? { firstPageState: toNamedPageState(firstPageState, flowRuns, language) } : {}),
    ...(statuses === undefined ? {} : { status: decided?.status ?? 'open' }),
    ...(decided?.decision ? { decision: toDecisionState(decided.decision) } : {}),
    ...(ticket ? { ticket } : {}),
  };
}

/** The tickets of these issues of the site in the organisation's trackers (decision 030), by key. */
export async function ticketsOfIssues(
  db: Executor,
  organisationId: string,
  site: string,
  issueKeys: readonly string[],
): Promise<Map<string, TicketView>> {
  if (issueKeys.length === 0) return new Map();
  const rows = await db
    .select({ ticket: issueTickets, kind: trackerLinks.kind })
    .from(issueTickets)
    .innerJoin(trackerLinks, eq(trackerLinks.id, issueTickets.trackerId))
    .where(
      and(
        eq(issueTickets.organisationId, organisationId),
        eq(issueTickets.site, site),
        inArray(issueTickets.issueKey, [...issueKeys]),
      ),
    )
    .orderBy(issueTickets.createdAt);
  const byKey = new Map<string, TicketView>();
  for (const { ticket, kind } of rows) {
    if (byKey.has(ticket.issueKey)) continue;
    byKey.set(ticket.issueKey, {
      trackerId: ticket.trackerId,
      kind,
      reference: ticket.reference,
      url: ticket.url,
      state: ticket.state,
      createdAt: ticket.createdAt.toISOString(),
    });
  }
  return byKey;
}

/**
 * Issues of the scan by id as the issues list shows them to a member, each with its element's
 * screenshot: what a ticket is written from (decision 030).
 */
export async function issueViewsByIds(
  db: Database,
  scan: ScanRow,
  issueIds: readonly string[],
  language: Language,
): Promise<Array<{ view: IssueView; issueKey: string; screenshot?: { mime: string; bytes: Uint8Array } }>> {
  const ids = issueIds.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  if (ids.length === 0) return [];
  const rows = await selectIssuesWithFinding(db.orm).where(
    and(eq(scanIssues.scanId, scan.id), inArray(scanIssues.id, ids)),
  );
  const statuses = await readersStatuses(db, scan, true);
  return Promise.all(
    rows.map(async (row) => {
      const screenshotId = row.issue.node.screenshotId;
      const screenshot = screenshotId
        ? await findFindingScreenshot(db.orm, scan.id, screenshotId)
        : undefined;
      return {
        view: toIssueView(row, scan.flowRuns, '', language, statuses),
        issueKey: row.issue.issueKey,
        ...(screenshot ? { screenshot } : {}),
      };
    }),
  );
}

/**
 * The decisions the reader sees on the scan's issues: the organisation's, in its own view; none
 * through a share link or on a free check.
 */
async function readersStatuses(
  db: Database,
  scan: ScanRow,
  ownersView: boolean,
): Promise<Map<string, EffectiveDecision> | undefined> {
  return ownersView && scan.organisationId ? statusesOfScan(db.orm, scan) : undefined;
}

/** One page of a scan's issues, as GET /api/scans/{id}/issues (and its shared twin) answers. */
export async function issuesPage(
  db: Database,
  scan: ScanRow,
  query: IssuesQuery,
  screenshotsAt: string,
  language: Language,
  ownersView: boolean,
): Promise<IssuesPage> {
  const { category, impact, rule, page, status, limit, offset } = query;
  const statuses = await readersStatuses(db, scan, ownersView);
  const result = await listIssues(
    db.orm,
    scan.id,
    {
      category,
      impactRank: impact === undefined ? undefined : impactRank(impact),
      ruleId: rule,
      pageUrl: page,
      keys: statuses && keysWithStatus(statuses, status),
    },
    { limit, offset },
  );
  const tickets =
    ownersView && scan.organisationId
      ? await ticketsOfIssues(
          db.orm,
          scan.organisationId,
          scan.site,
          result.items.map((item) => item.issue.issueKey),
        )
      : undefined;
  return {
    items: result.items.map((item) =>
      toIssueView(item, scan.flowRuns, screenshotsAt, language, statuses, tickets),
    ),
    total: result.total,
    occurrences: result.occurrences,
    limit,
    offset,
  };
}

/** The rules of a scan's issues under the filters, with their texts, as GET /api/scans/{id}/issue-rules answers. */
export async function issueRules(
  db: Database,
  scan: ScanRow,
  query: IssueRulesQuery,
  language: Language,
  ownersView: boolean,
): Promise<IssueRules> {
  const { category, impact, page, status } = query;
  const statuses = await readersStatuses(db, scan, ownersView);
  const rules = await issueTotalsByRule(db.orm, scan.id, {
    category,
    impactRank: impact === undefined ? undefined : impactRank(impact),
    pageUrl: page,
    keys: statuses && keysWithStatus(statuses, status),
  });
  return {
    items: rules.map((rule) => ({
      ruleId: rule.ruleId,
      category,
      source: rule.finding.source,
      impact: impactOfRank(rule.impactRank),
      ...ruleTexts(rule.finding, language),
      issues: rule.issues,
      occurrences: rule.occurrences,
    })),
    issues: rules.reduce((total, rule) => total + rule.issues, 0),
    occurrences: rules.reduce((total, rule) => total + rule.occurrences, 0),
  };
}

/**
 * The pages that show one issue, a flow's state named in `language`; 404 for an id that is not one
 * of the scan's issues.
 */
export async function issuePages(
  db: Database,
  scan: ScanRow,
  issueId: string,
  { limit, offset }: { limit: number; offset: number },
  language: Language,
): Promise<IssuePages> {
  const id = /^\d{1,15}$/.test(issueId) ? Number(issueId) : undefined;
  const found = id === undefined ? undefined : await listIssuePages(db.orm, scan.id, id, { limit, offset });
  if (!found) throw new HttpProblem(404, 'not_found', 'No such issue in this scan.');
  return {
    items: found.items.map(({ url, title, state }) => ({
      url,
      ...(title === null ? {} : { title }),
      ...(state === null ? {} : { state: toNamedPageState(state, scan.flowRuns, language) }),
    })),
    total: found.total,
    limit,
    offset,
  };
}

const TOP = 5;

/**
 * The summary at the top of a scan's results. `compareWithPrevious` is the owner's view only: a
 * shared or anonymous scan has no history its viewer may see.
 */
export async function scanOverview(
  db: Database,
  scan: ScanRow,
  language: Language,
  ownersView: boolean,
): Promise<ScanOverview> {
  const statuses = await readersStatuses(db, scan, ownersView);
  // False alarms are out of every count but the one by status.
  const keys = statuses && keysWithStatus(statuses, undefined);
  const [rules, reviewRules, pages, previous, violationKeys] = await Promise.all([
    issueTotalsByRule(db.orm, scan.id, { category: 'violations', keys }),
    issueTotalsByRule(db.orm, scan.id, { category: 'incomplete', keys }),
    listPages(db.orm, scan.id),
    ownersView ? previousSucceededScans(db.orm, [scan]) : Promise.resolve(new Map<string, ScanRow>()),
    statuses ? issueKeysOfScan(db.orm, scan.id, 'violations') : Promise.resolve([]),
  ]);
  const earlier = previous.get(scan.id);

  const byImpact = Object.fromEntries(
    IMPACTS.map((impact) => [impact, { issues: 0, occurrences: 0 }]),
  ) as Record<(typeof IMPACTS)[number], { issues: number; occurrences: number }>;
  const byPrinciple = Object.fromEntries(REPORT_PRINCIPLES.map((principle) => [principle, 0])) as Record<
    ReportPrinciple,
    number
  >;
  for (const rule of rules) {
    const impact = impactOfRank(rule.impactRank);
    if (impact) {
      byImpact[impact].issues += rule.issues;
      byImpact[impact].occurrences += rule.occurrences;
    }
    byPrinciple[principleOf(rule.finding.wcag.map((criterion) => criterion.id))] += rule.issues;
  }
  const sum = (list: typeof rules, key: 'issues' | 'occurrences') =>
    list.reduce((total, rule) => total + rule[key], 0);
  const pagesFailed = pages.filter((page) => page.errorCode !== null).length;

  return {
    pagesScanned: pages.length - pagesFailed,
    pagesFailed,
    violations: {
      issues: sum(rules, 'issues'),
      occurrences: sum(rules, 'occurrences'),
      byImpact,
      byPrinciple,
      ...(statuses ? { byStatus: countByStatus(violationKeys, statuses) } : {}),
    },
    needsReview: { issues: sum(reviewRules, 'issues'), occurrences: sum(reviewRules, 'occurrences') },
    topRules: [...rules]
      .sort((a, b) => b.occurrences - a.occurrences || a.impactRank - b.impactRank)
      .slice(0, TOP)
      .map((rule) => ({
        ruleId: rule.ruleId,
        help: ruleTexts(rule.finding, language).help,
        impact: impactOfRank(rule.impactRank),
        issues: rule.issues,
        occurrences: rule.occurrences,
      })),
    topPages: pages
      .filter((page) => page.violations > 0)
      .sort(
        (a, b) =>
          b.violations - a.violations ||
          b.critical - a.critical ||
          b.serious - a.serious ||
          a.position - b.position,
      )
      .slice(0, TOP)
      .map((page) => ({
        url: page.url,
        ...(page.title ? { title: page.title } : {}),
        violations: page.violations,
        byImpact: {
          critical: page.critical,
          serious: page.serious,
          moderate: page.moderate,
          minor: page.minor,
        },
      })),
    previous: earlier
      ? {
          scanId: earlier.id,
          ...(earlier.finishedAt ? { finishedAt: earlier.finishedAt.toISOString() } : {}),
          ...(await compareIssues(db.orm, scan.id, earlier.id, 'violations', keys?.notIn ?? [])),
        }
      : null,
  };
}
