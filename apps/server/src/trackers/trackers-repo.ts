import type { TicketView, TrackerKind, TrackerView } from '@klarsicht/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import type { CredentialsCipher } from '../platform/secrets/credentials-cipher.js';
import {
  createGithubClient,
  createGitlabClient,
  createJiraClient,
  type TrackerClient,
} from './clients/index.js';
import { issueTickets, trackerLinks } from './schema.js';

export type TrackerRow = typeof trackerLinks.$inferSelect;
export type TicketRow = typeof issueTickets.$inferSelect;

export const tokenBinding = (trackerId: string) => `tracker:${trackerId}:token`;
export const webhookSecretBinding = (trackerId: string) => `tracker:${trackerId}:webhook`;

export async function trackersOf(db: Executor, organisationId: string): Promise<TrackerRow[]> {
  return db
    .select()
    .from(trackerLinks)
    .where(eq(trackerLinks.organisationId, organisationId))
    .orderBy(trackerLinks.createdAt, trackerLinks.id);
}

export async function findTracker(db: Executor, id: string): Promise<TrackerRow | undefined> {
  const [row] = await db.select().from(trackerLinks).where(eq(trackerLinks.id, id));
  return row;
}

export async function findTicket(
  db: Executor,
  trackerId: string,
  site: string,
  issueKey: string,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(issueTickets)
    .where(
      and(
        eq(issueTickets.trackerId, trackerId),
        eq(issueTickets.site, site),
        eq(issueTickets.issueKey, issueKey),
      ),
    );
  return row;
}

export async function findTicketById(
  db: Executor,
  trackerId: string,
  ticketId: string,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(issueTickets)
    .where(and(eq(issueTickets.trackerId, trackerId), eq(issueTickets.ticketId, ticketId)));
  return row;
}

/** The web address people know the tracker by (GitHub's API root is not one). */
export function trackerWebUrl(row: Pick<TrackerRow, 'kind' | 'baseUrl' | 'target'>): string {
  if (row.kind === 'github') {
    const web =
      row.baseUrl === 'https://api.github.com'
        ? 'https://github.com'
        : row.baseUrl.replace(/\/api\/v3\/?$/, '');
    return `${web}/${row.target}`;
  }
  if (row.kind === 'gitlab') return `${row.baseUrl.replace(/\/$/, '')}/${row.target}`;
  return `${row.baseUrl.replace(/\/$/, '')}/browse/${row.target}`;
}

export function toTrackerView(row: TrackerRow, publicUrl: string): TrackerView {
  return {
    id: row.id,
    kind: row.kind,
    target: row.target,
    baseUrl: trackerWebUrl(row),
    createdAt: row.createdAt.toISOString(),
    webhookUrl: `${publicUrl}/api/trackers/${row.id}/webhook`,
  };
}

export function toTicketView(row: TicketRow, kind: TrackerKind): TicketView {
  return {
    trackerId: row.trackerId,
    kind,
    reference: row.reference,
    url: row.url,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The tracker's API client with its token opened; undefined when no key of the ring opens it. */
export function clientOf(
  cipher: CredentialsCipher,
  row: TrackerRow,
  fetchImpl: typeof fetch = globalThis.fetch,
): TrackerClient | undefined {
  let token: string;
  try {
    token = cipher.open(row.tokenSealed, tokenBinding(row.id));
  } catch {
    return undefined;
  }
  if (row.kind === 'github')
    return createGithubClient({ apiUrl: row.baseUrl, repository: row.target, token, fetch: fetchImpl });
  if (row.kind === 'gitlab')
    return createGitlabClient({ baseUrl: row.baseUrl, project: row.target, token, fetch: fetchImpl });
  return createJiraClient({
    siteUrl: row.baseUrl,
    projectKey: row.target,
    email: row.settings.email ?? '',
    token,
    ...(row.settings.issueType ? { issueType: row.settings.issueType } : {}),
    fetch: fetchImpl,
  });
}
