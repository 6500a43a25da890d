import {
  ACCEPT_REASONS,
  CATEGORIES,
  type CrawlScopeUsed,
  DECISION_STATUSES,
  type DecisionStatus,
  ENGINES,
  IMPACTS,
  PROFILE_IDS,
  SCAN_SCOPES,
  SCAN_STATUSES,
} from '@klarsicht/contracts';
import type {
  Engine,
  FailureCode,
  FlowRun,
  NodeChecks,
  NotCheckedEntry,
  PageConsent,
  PageFeature,
  PageState,
} from '@klarsicht/report';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisations, users } from '../accounts/schema.js';
import { bytea, createdAt } from '../platform/db/columns.js';

/** A page's state as stored: the engine's, and the id of the site flow that reached it. */
export type StoredPageState = PageState & { flow: string };

/** A flow's run in a scan: the flow's id and name then, and how its replay went (the engine's FlowRun). */
export type StoredFlowRun = FlowRun & {
  flow: string;
  name: string;
  /** Set when the flow could not start or checked nothing for a reason not of a step (no time left, sign-in failed). */
  failure?: { code: FailureCode; message: string };
};

export const scans = pgTable(
  'scans',
  {
    id: uuid('id').primaryKey(),
    /** The organisation it belongs to; null for anonymous free checks. */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    /** Who started it (null: a free check, the monitor's schedule, or a person since gone). */
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    /** Normalised start URL. */
    url: text('url').notNull(),
    /** Host without a leading "www.", for "distinct sites" statistics. */
    site: text('site').notNull(),
    scope: text('scope', { enum: SCAN_SCOPES }).notNull(),
    profile: text('profile', { enum: PROFILE_IDS }).notNull(),
    status: text('status', { enum: SCAN_STATUSES }).notNull(),
    /** Token of the attempt allowed to write results; a stale worker's late write no longer matches. */
    attemptToken: uuid('attempt_token'),
    attempts: integer('attempts').notNull().default(0),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total').notNull().default(0),
    violations: integer('violations').notNull().default(0),
    passes: integer('passes').notNull().default(0),
    incomplete: integer('incomplete').notNull().default(0),
    inapplicable: integer('inapplicable').notNull().default(0),
    bestPractices: integer('best_practices').notNull().default(0),
    critical: integer('critical').notNull().default(0),
    serious: integer('serious').notNull().default(0),
    moderate: integer('moderate').notNull().default(0),
    minor: integer('minor').notNull().default(0),
    // The counts people read (ScanCounts in @klarsicht/contracts), from scan_issues when the scan ends.
    issueCount: integer('issue_count').notNull().default(0),
    occurrenceCount: integer('occurrence_count').notNull().default(0),
    violatedRules: integer('violated_rules').notNull().default(0),
    issuesCritical: integer('issues_critical').notNull().default(0),
    issuesSerious: integer('issues_serious').notNull().default(0),
    issuesModerate: integer('issues_moderate').notNull().default(0),
    issuesMinor: integer('issues_minor').notNull().default(0),
    reviewIssueCount: integer('review_issue_count').notNull().default(0),
    /** Violations by decision status when the scan's decisions were settled (decision 029); null before. */
    issuesByStatus: jsonb('issues_by_status').$type<Record<DecisionStatus, number>>(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    failureStatus: integer('failure_status'),
    /** Most pages a site scan checks (the plan's budget); null: the worker's SCAN_PAGE_BUDGET. */
    pageBudget: integer('page_budget'),
    /**
     * The crawl scope a site scan ran with, its area resolved (the default made explicit); null for
     * single pages and for scans from before it was recorded.
     */
    crawlScope: jsonb('crawl_scope').$type<CrawlScopeUsed>(),
    /** What became of each of the site's flows in this scan, in the order they ran (empty: none ran). */
    flowRuns: jsonb('flow_runs').$type<StoredFlowRun[]>().notNull().default([]),
    /** Engine name and versions of the run that produced the results. */
    engine: jsonb('engine').$type<Record<string, string>>(),
    /** The worker lease (worker_leases.id) of the running attempt: its lapse returns the scan to the queue. */
    workerId: uuid('worker_id'),
    /** The pg-boss job of the running attempt, failed (one retry spent) when its worker is gone. */
    jobId: uuid('job_id'),
    /** Set when an attempt was interrupted (worker gone or shut down); cleared when the next attempt starts. */
    interruptedAt: timestamp('interrupted_at', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('scans_organisation_created_idx').on(table.organisationId, table.createdAt.desc(), table.id.desc()),
    // The recovery sweep looks only at running scans, a handful among many finished ones.
    index('scans_running_worker_idx').on(table.workerId).where(sql`${table.status} = 'running'`),
    index('scans_finished_site_idx')
      .on(table.finishedAt, table.site)
      .where(sql`${table.status} = 'succeeded'`),
  ],
);

/**
 * One row per live worker process, renewed by its heartbeat. A lease whose `expires_at` has passed
 * belongs to a process that is gone (or cut off); the scans it held go back to the queue.
 */
export const workerLeases = pgTable('worker_leases', {
  id: uuid('id').primaryKey(),
  /** Host name and process id, for an operator reading the table. */
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const scanPages = pgTable(
  'scan_pages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    /** Order in the report. */
    position: integer('position').notNull(),
    url: text('url').notNull(),
    finalUrl: text('final_url'),
    httpStatus: integer('http_status'),
    title: text('title'),
    violations: integer('violations').notNull(),
    passes: integer('passes').notNull(),
    incomplete: integer('incomplete').notNull(),
    inapplicable: integer('inapplicable').notNull(),
    bestPractices: integer('best_practices').notNull().default(0),
    critical: integer('critical').notNull(),
    serious: integer('serious').notNull(),
    moderate: integer('moderate').notNull(),
    minor: integer('minor').notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    errorStatus: integer('error_status'),
    durationMs: integer('duration_ms').notNull(),
    /** The same-site pages this page led to: a later attempt rebuilds the crawl from them. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** What the page contains (PAGE_FEATURES), for choosing pages for the guided manual checks. */
    features: jsonb('features').$type<PageFeature[]>().notNull().default([]),
    /** 'document' for a PDF checked with the document rules; null for a web page. */
    kind: text('kind', { enum: ['document'] }),
    /** The consent banner found on the page, and whether it was accepted (PageReport.consent). */
    consent: jsonb('consent').$type<PageConsent>(),
    /** The checks that did not run or did not finish on the page (PageReport.notChecked); null: all did. */
    notChecked: jsonb('not_checked').$type<NotCheckedEntry[]>(),
    /** The state a site flow brought the page into when it was checked (`flow`: the flow's id); null: as loaded. */
    state: jsonb('state').$type<StoredPageState>(),
  },
  (table) => [
    // Pages are stored as they finish; two writers could only collide on a position by a bug.
    uniqueIndex('scan_pages_scan_position_idx').on(table.scanId, table.position),
  ],
);

export interface StoredFindingNode {
  selector: string;
  html: string;
  /** English, as the engine wrote it; scans since the texts became translatable also keep `checks`. */
  failureSummary?: string;
  /** What failed, as data: the summary is rendered from it in the reader's language. */
  checks?: NodeChecks;
  /** Id of the node's picture in finding_screenshots, when the engine took one. */
  screenshotId?: string;
  /** Every engine that reported the element for the finding's criteria (absent: the finding's source alone). */
  engines?: Engine[];
  /**
   * The issue the node belongs to (issueKeyOf), on violations and needs-review nodes stored since
   * decision 029; older nodes get theirs from the re-keying task's issues.
   */
  issueKey?: string;
}

export interface StoredCriterion {
  id: string;
  level: 'A' | 'AA' | 'AAA';
  title: string;
  version: '2.0' | '2.1' | '2.2';
}

export const findings = pgTable(
  'findings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    pageId: bigint('page_id', { mode: 'number' })
      .notNull()
      .references(() => scanPages.id, { onDelete: 'cascade' }),
    pageUrl: text('page_url').notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    ruleId: text('rule_id').notNull(),
    source: text('source', { enum: ENGINES }).notNull(),
    impact: text('impact', { enum: IMPACTS }),
    /** 0 = critical … 3 = minor, 4 = none: lets lists sort by severity with an index. */
    impactRank: smallint('impact_rank').notNull(),
    description: text('description').notNull(),
    help: text('help').notNull(),
    helpUrl: text('help_url').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    wcag: jsonb('wcag').$type<StoredCriterion[]>().notNull(),
    en301549: jsonb('en301549').$type<string[]>().notNull(),
    bfsg: text('bfsg'),
    nodes: jsonb('nodes').$type<StoredFindingNode[]>().notNull(),
    nodeCount: integer('node_count').notNull(),
  },
  (table) => [
    index('findings_scan_category_idx').on(table.scanId, table.category, table.impactRank, table.ruleId),
    index('findings_page_idx').on(table.pageId),
  ],
);

export type PageRow = typeof scanPages.$inferSelect;
export type FindingRow = typeof findings.$inferSelect;

/** A violating element highlighted in its page (JPEG), shown with the finding's node `node_index`. */
export const findingScreenshots = pgTable(
  'finding_screenshots',
  {
    id: uuid('id').primaryKey(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    findingId: bigint('finding_id', { mode: 'number' })
      .notNull()
      .references(() => findings.id, { onDelete: 'cascade' }),
    nodeIndex: integer('node_index').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('finding_screenshots_scan_idx').on(table.scanId),
    index('finding_screenshots_finding_idx').on(table.findingId),
  ],
);

/**
 * One issue of a scan: the same element (selector and HTML) failing the same rule, however many
 * pages show it (a template's header or footer is one issue on many pages). Kept up to date as
 * pages are stored, in the same transaction, from the findings' nodes; `issue_key` is stable across
 * scans, so two scans of a site tell which issues are new and which were fixed.
 */
export const scanIssues = pgTable(
  'scan_issues',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    /** Only violations and what needs review are issues; passes and inapplicable rules are not. */
    category: text('category', { enum: CATEGORIES }).notNull(),
    ruleId: text('rule_id').notNull(),
    issueKey: text('issue_key').notNull(),
    /** The most severe impact the rule had on any of the issue's pages (rank as in findings). */
    impactRank: smallint('impact_rank').notNull(),
    selector: text('selector').notNull(),
    html: text('html').notNull(),
    /** The node as first found (its checks and screenshot), and the finding that holds it. */
    node: jsonb('node').$type<StoredFindingNode>().notNull(),
    firstFindingId: bigint('first_finding_id', { mode: 'number' })
      .notNull()
      .references(() => findings.id, { onDelete: 'cascade' }),
    pageCount: integer('page_count').notNull(),
  },
  (table) => [
    uniqueIndex('scan_issues_scan_key_idx').on(table.scanId, table.category, table.issueKey),
    index('scan_issues_scan_order_idx').on(table.scanId, table.category, table.impactRank, table.ruleId),
  ],
);

/**
 * Another address of a page a scan checked (`PageReport.aliasOf`): it ended at the page's address,
 * named it as canonical, or showed the same HTML. Not a page of its own: never counted or searched,
 * listed with the page it belongs to, and not loaded again by a later attempt.
 */
export const scanPageAliases = pgTable(
  'scan_page_aliases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    finalUrl: text('final_url'),
    /** The `url` of the scan's page whose document this is (scan_pages.url). */
    aliasOf: text('alias_of').notNull(),
  },
  (table) => [uniqueIndex('scan_page_aliases_scan_url_idx').on(table.scanId, table.url)],
);

/**
 * "Checked, not an issue": a needs-review finding (rule on a page, or on every page of the site
 * when page_url is '') that the owner has looked at; later scans of the site show it as reviewed.
 */
export const findingReviews = pgTable(
  'finding_reviews',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    ruleId: text('rule_id').notNull(),
    pageUrl: text('page_url').notNull().default(''),
    note: text('note'),
    /** Who decided (null: since gone). */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('finding_reviews_organisation_key_idx').on(
      table.organisationId,
      table.site,
      table.ruleId,
      table.pageUrl,
    ),
  ],
);

/**
 * Decisions on issues (decision 029), per organisation and site, on an issue's key: for one page
 * (`pagePath`, the address's path) or every page of the site (`pagePath` '').
 */
export const issueDecisions = pgTable(
  'issue_decisions',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    ruleId: text('rule_id').notNull(),
    issueKey: text('issue_key').notNull(),
    pagePath: text('page_path').notNull().default(''),
    status: text('status', { enum: DECISION_STATUSES }).notNull(),
    note: text('note'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueOn: date('due_on', { mode: 'string' }),
    reason: text('reason', { enum: ACCEPT_REASONS }),
    assessedOn: date('assessed_on', { mode: 'string' }),
    plannedOn: date('planned_on', { mode: 'string' }),
    reviewOn: date('review_on', { mode: 'string' }),
    /** The scan that verified or reopened the issue. */
    scanId: uuid('scan_id').references(() => scans.id, { onDelete: 'set null' }),
    /** Who decided (null: a scan, or since gone). */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('issue_decisions_key_idx').on(
      table.organisationId,
      table.site,
      table.issueKey,
      table.pagePath,
    ),
  ],
);

/** Read-only links to one scan's report, revocable by the scan's owner. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey(),
    /** The unguessable part of the link. */
    token: text('token').notNull().unique(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    /** Who made it (null: since gone; the link stays the organisation's). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('share_links_scan_idx').on(table.scanId)],
);
