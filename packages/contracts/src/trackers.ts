import { z } from 'zod';
import { languageSchema } from './enums.js';
import { MAX_URL_LENGTH } from './scans.js';
import { withoutNul } from './text.js';

/**
 * Issue trackers a team fixes in (decision 030, phase 5): a GitHub repository, a GitLab project or a
 * Jira Cloud project per link; one ticket per issue key; a closed ticket marks the issue fixed, the
 * next scan confirms or reopens it (and says so on the ticket). Tokens are sealed like site sign-ins.
 */

export const TRACKER_KINDS = ['github', 'gitlab', 'jira'] as const;
export const trackerKindSchema = z.enum(TRACKER_KINDS);
export type TrackerKind = z.infer<typeof trackerKindSchema>;

/** Links an organisation may have. */
export const MAX_TRACKERS = 10;

const token = withoutNul(z.string().trim().min(1).max(2000));
const baseUrl = withoutNul(z.string().trim().min(1).max(MAX_URL_LENGTH));

export const createTrackerRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('github'),
    /** `owner/name`. */
    repository: withoutNul(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/),
    ),
    /** A fine-grained token with Issues read and write on the repository. */
    token,
    /** GitHub Enterprise Server's API root; default https://api.github.com. */
    apiUrl: baseUrl.optional(),
  }),
  z.object({
    kind: z.literal('gitlab'),
    /** The project's path (`group/project`) or its numeric id. */
    project: withoutNul(z.string().trim().min(1).max(300)),
    /** A project or personal access token with the `api` scope. */
    token,
    /** A self-managed GitLab; default https://gitlab.com. */
    baseUrl: baseUrl.optional(),
  }),
  z.object({
    kind: z.literal('jira'),
    /** `https://<site>.atlassian.net`. */
    siteUrl: baseUrl,
    /** The project's key, e.g. `WEB`. */
    projectKey: withoutNul(
      z
        .string()
        .trim()
        .regex(/^[A-Z][A-Z0-9_]{0,19}$/),
    ),
    /** The Atlassian account the API token belongs to. */
    email: z.email().max(254),
    token,
    /** The issue type of new tickets; default `Task`. */
    issueType: withoutNul(z.string().trim().min(1).max(60)).optional(),
  }),
]);
export type CreateTrackerRequest = z.infer<typeof createTrackerRequestSchema>;

export const trackerViewSchema = z.object({
  id: z.string(),
  kind: trackerKindSchema,
  /** `owner/name`, the GitLab project, or the Jira project key. */
  target: z.string(),
  /** Where the tracker is: its web address. */
  baseUrl: z.string(),
  createdAt: z.string(),
  /**
   * Where the tracker's webhook must point, so that a closed ticket marks its issue fixed; set it up
   * with `webhookSecret` (GitHub, GitLab: the secret token; Jira: the webhook's secret).
   */
  webhookUrl: z.string(),
});
export type TrackerView = z.infer<typeof trackerViewSchema>;

/** Made: the inbound webhook's secret, shown this once. */
export const createdTrackerSchema = trackerViewSchema.extend({ webhookSecret: z.string() });
export type CreatedTracker = z.infer<typeof createdTrackerSchema>;

export const trackerListSchema = z.object({ items: z.array(trackerViewSchema) });

/** `open`, or `closed` in the tracker (the issue is then `fixed` until a scan says otherwise). */
export const TICKET_STATES = ['open', 'closed'] as const;
export const ticketStateSchema = z.enum(TICKET_STATES);

/** The ticket of an issue, as lists and the issue show it. */
export const ticketViewSchema = z.object({
  trackerId: z.string(),
  kind: trackerKindSchema,
  /** `#123` (GitHub, GitLab) or `WEB-123` (Jira). */
  reference: z.string(),
  url: z.string(),
  state: ticketStateSchema,
  createdAt: z.string(),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

/** `POST /api/scans/:id/tickets`: one ticket per issue (an issue that has one keeps it). */
export const createTicketsRequestSchema = z.object({
  trackerId: z.string().max(100),
  issueIds: z.array(z.string().max(200)).min(1).max(50),
  /** The ticket's language; default the request's. */
  language: languageSchema.optional(),
});

export const createdTicketsSchema = z.object({
  items: z.array(
    z.object({
      issueId: z.string(),
      /** `created`: made now; `existing`: the issue's ticket was there already (here or found in the tracker). */
      outcome: z.enum(['created', 'existing']),
      ticket: ticketViewSchema,
    }),
  ),
});
export type CreatedTickets = z.infer<typeof createdTicketsSchema>;
