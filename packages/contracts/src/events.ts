import { z } from 'zod';
import { decisionStatusSchema } from './decisions.js';
import { impactSchema, profileIdSchema } from './enums.js';

/**
 * What happened, told to the places a team works (decision 030): outgoing webhooks, Slack and
 * Microsoft Teams. One payload per event, versioned; a receiver keys on `type` and `version` and
 * dedupes on the delivery's `webhook-id` (the same on every retry).
 */

export const EVENT_TYPES = [
  'scan.finished',
  'issues.new',
  'issues.fixed',
  'issue.reopened',
  'statement.outdated',
  'monitoring.failed',
] as const;
export const eventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof eventTypeSchema>;

/** The event a "send test" button sends; no subscription needs to ask for it. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** The payloads' version: a change that could break a receiver is a new version, never an edit. */
export const EVENT_VERSION = 1;

/** At most this many issues are listed in one event; `total` says how many there were. */
export const MAX_EVENT_ISSUES = 50;

/** An issue as events name it: its stable key (the same across scans, in the CLI's baselines too). */
export const eventIssueSchema = z.object({
  key: z.string(),
  ruleId: z.string(),
  /** The rule's title in German and in English. */
  title: z.object({ de: z.string(), en: z.string() }),
  impact: impactSchema.nullable(),
  selector: z.string(),
  /** The first page it was found on, and on how many pages in all. */
  pageUrl: z.string(),
  pageCount: z.number().int(),
});
export type EventIssue = z.infer<typeof eventIssueSchema>;

const siteScan = {
  organisationId: z.string(),
  /** The site's address, as the organisation's sites list it. */
  site: z.string(),
  scanId: z.string(),
  /** The result page in the app. */
  resultUrl: z.string(),
};

const issueList = {
  issues: z.array(eventIssueSchema).max(MAX_EVENT_ISSUES),
  /** All of them, also those beyond the list. */
  total: z.number().int(),
};

export const scanFinishedDataSchema = z.object({
  ...siteScan,
  profile: profileIdSchema,
  status: z.enum(['succeeded', 'failed']),
  /** `monitor`: started by the site's schedule. */
  trigger: z.enum(['monitor', 'person']),
  finishedAt: z.string(),
  pages: z.number().int(),
  /** Violations (issues: rule and element) by impact, decided false alarms left out. */
  issues: z.object({
    total: z.number().int(),
    critical: z.number().int(),
    serious: z.number().int(),
    moderate: z.number().int(),
    minor: z.number().int(),
  }),
  /** Against the previous finished scan of the site under the same profile; absent for the first. */
  previousScanId: z.string().optional(),
  newIssues: z.number().int().optional(),
  fixedIssues: z.number().int().optional(),
});

export const issuesNewDataSchema = z.object({
  ...siteScan,
  previousScanId: z.string(),
  ...issueList,
});

export const issuesFixedDataSchema = z.object({
  ...siteScan,
  previousScanId: z.string(),
  ...issueList,
});

export const issueReopenedDataSchema = z.object({
  ...siteScan,
  issue: eventIssueSchema,
  /** The decision before: fixed or verified (found again) or accepted (its review date passed). */
  previousStatus: decisionStatusSchema,
});

export const statementOutdatedDataSchema = z.object({
  organisationId: z.string(),
  site: z.string(),
  /** Why the published statement no longer tells the truth, in the app's words (German, English). */
  reason: z.object({ de: z.string(), en: z.string() }),
  statementUrl: z.string(),
});

export const monitoringFailedDataSchema = z.object({
  ...siteScan,
  /** The scan's error code (e.g. `unreachable`, `timeout`). */
  errorCode: z.string(),
});

export const testEventDataSchema = z.object({
  organisationId: z.string(),
  webhookId: z.string(),
});

/**
 * The body of every delivery: the Standard Webhooks envelope (`type`, `timestamp`, `data`) plus the
 * payload's version.
 */
export const eventEnvelopeSchema = z.discriminatedUnion('type', [
  envelope('scan.finished', scanFinishedDataSchema),
  envelope('issues.new', issuesNewDataSchema),
  envelope('issues.fixed', issuesFixedDataSchema),
  envelope('issue.reopened', issueReopenedDataSchema),
  envelope('statement.outdated', statementOutdatedDataSchema),
  envelope('monitoring.failed', monitoringFailedDataSchema),
  envelope(TEST_EVENT_TYPE, testEventDataSchema),
]);
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;
export type EventOf<T extends EventEnvelope['type']> = Extract<EventEnvelope, { type: T }>;
export type EventData<T extends EventEnvelope['type']> = EventOf<T>['data'];

function envelope<T extends string, D extends z.ZodTypeAny>(type: T, data: D) {
  return z.object({
    type: z.literal(type),
    version: z.literal(EVENT_VERSION),
    /** When it happened (ISO 8601). */
    timestamp: z.string(),
    data,
  });
}
