import { randomUUID } from 'node:crypto';
import {
  type CreatedTickets,
  createdTicketsSchema,
  createdTrackerSchema,
  createTicketsRequestSchema,
  createTrackerRequestSchema,
  MAX_TRACKERS,
  trackerListSchema,
} from '@klarsicht/contracts';
import { assertPublicHost, ScanError } from '@klarsicht/scanner/options';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, type Viewer } from '../access/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { isUuid } from '../platform/db/uuid.js';
import { HttpProblem } from '../platform/http/problem.js';
import { problems } from '../platform/http/problem-responses.js';
import { pickContentLanguage } from '../platform/i18n/request-language.js';
import type { RecordActivity } from '../platform/record-activity.js';
import type { CredentialsCipher } from '../platform/secrets/credentials-cipher.js';
import { issueViewsByIds, ownScan } from '../scans/index.js';
import { type TicketRef, TrackerError } from './clients/index.js';
import { guardedFetch } from './guarded-fetch.js';
import { newTrackerWebhookSecret } from './inbound/index.js';
import { issueTickets, trackerLinks } from './schema.js';
import { ticketDocument, ticketLabel } from './ticket-document.js';
import {
  clientOf,
  findTicket,
  findTracker,
  type TrackerRow,
  tokenBinding,
  toTicketView,
  toTrackerView,
  trackersOf,
  webhookSecretBinding,
} from './trackers-repo.js';

export interface TrackersPluginOptions {
  db: Database;
  clock: Clock;
  record: RecordActivity;
  cipher: CredentialsCipher | undefined;
  publicUrl: string;
  /** KLARSICHT_ALLOW_PRIVATE_TARGETS: a self-managed tracker on this machine's network (development). */
  allowPrivateTargets: boolean;
  /** Tests may count the clients' requests through it. */
  fetch?: typeof fetch;
}

const DEFAULTS = { github: 'https://api.github.com', gitlab: 'https://gitlab.com' } as const;

/** A tracker's answer as the API's problem: what the team must change, or when to try again. */
export function trackerProblem(error: unknown, kind: string): HttpProblem {
  if (!(error instanceof TrackerError)) throw error;
  if (error.code === 'unavailable' || error.code === 'rate_limited')
    return new HttpProblem(
      503,
      'tracker_unavailable',
      `${kind} could not be reached or is limiting requests; try again later.`,
    );
  return new HttpProblem(
    502,
    'tracker_refused',
    `${kind} refused the request (${error.code}${error.status ? `, ${error.status}` : ''}): check the token's rights and the project.`,
  );
}

/**
 * A tracker's address, checked as a webhook's: a self-managed GitLab or GitHub Enterprise named by a
 * customer must not make the service call into its own network.
 */
async function guardedUrl(input: string, field: string, allowPrivateTargets: boolean): Promise<string> {
  const href = normalisedUrl(input, field);
  const refuse = (message: string) =>
    new HttpProblem(400, 'url_forbidden', message, [{ field, code: 'forbidden', message }]);
  if (!allowPrivateTargets && !href.startsWith('https:')) throw refuse('The address must use https.');
  try {
    await assertPublicHost(new URL(href).hostname, { allowPrivateAddresses: allowPrivateTargets });
  } catch (error) {
    if (error instanceof ScanError) throw refuse(`${error.message}: trackers are reached over the internet.`);
    throw error;
  }
  return href;
}

function normalisedUrl(input: string, field: string): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new HttpProblem(400, 'validation_failed', 'The address is not a URL.', [
      { field, code: 'invalid', message: 'The address is not a URL.' },
    ]);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new HttpProblem(400, 'validation_failed', 'The address must be http(s).', [
      { field, code: 'invalid', message: 'The address must be http(s).' },
    ]);
  return url.href.replace(/\/$/, '');
}

/**
 * /api/organisation/trackers (admins: the organisation's GitHub, GitLab and Jira links, tokens sealed)
 * and /api/scans/:id/tickets (editors: one ticket per issue, a second request finds the first).
 */
export const trackersPlugin: FastifyPluginAsyncZod<TrackersPluginOptions> = async (app, options) => {
  const { db, clock, publicUrl } = options;
  const fetchImpl = options.fetch ?? guardedFetch(options.allowPrivateTargets);
  const cipherOrRefuse = () => {
    if (!options.cipher)
      throw new HttpProblem(
        409,
        'credentials_unavailable',
        'Tracker tokens are sealed under CREDENTIALS_KEYS, which this service does not have.',
      );
    return options.cipher;
  };

  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const administrator = guardRoutes(group, {
      kind: 'organisation',
      // Editors, who create tickets, see where they can; admins link and unlink.
      action: (request) => (request.method === 'GET' ? 'review' : 'administer'),
      signIn: 'Sign in to manage issue trackers.',
      interactiveOnly: 'API tokens cannot manage issue trackers; sign in to the web app.',
    });

    routes.get(
      '/organisation/trackers',
      {
        schema: {
          summary: "The organisation's issue trackers (tokens never shown); editors and above",
          tags: ['trackers'],
          response: { 200: trackerListSchema, ...problems(401, 403) },
        },
      },
      async (request) => {
        const { organisationId } = administrator.of(request);
        return {
          items: (await trackersOf(db.orm, organisationId)).map((row) => toTrackerView(row, publicUrl)),
        };
      },
    );

    routes.post(
      '/organisation/trackers',
      {
        schema: {
          summary: 'Link a GitHub repository, GitLab project or Jira Cloud project',
          description: `The token is sealed and never shown again; the answer's webhookSecret (once) and webhookUrl set up the tracker's webhook, through which a closed ticket marks its issue fixed. At most ${MAX_TRACKERS} per organisation.`,
          tags: ['trackers'],
          body: createTrackerRequestSchema,
          response: { 201: createdTrackerSchema, ...problems(400, 401, 403, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const viewer = administrator.of(request);
        const cipher = cipherOrRefuse();
        const { body } = request;
        const id = randomUUID();
        const secret = newTrackerWebhookSecret();
        const values =
          body.kind === 'github'
            ? {
                target: body.repository,
                baseUrl: await guardedUrl(
                  body.apiUrl ?? DEFAULTS.github,
                  'apiUrl',
                  options.allowPrivateTargets,
                ),
                settings: {},
              }
            : body.kind === 'gitlab'
              ? {
                  target: body.project,
                  baseUrl: await guardedUrl(
                    body.baseUrl ?? DEFAULTS.gitlab,
                    'baseUrl',
                    options.allowPrivateTargets,
                  ),
                  settings: {},
                }
              : {
                  target: body.projectKey,
                  baseUrl: await guardedUrl(body.siteUrl, 'siteUrl', options.allowPrivateTargets),
                  settings: { email: body.email, ...(body.issueType ? { issueType: body.issueType } : {}) },
                };
        const row = await db.orm.transaction(async (tx) => {
          const [count] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(trackerLinks)
            .where(eq(trackerLinks.organisationId, viewer.organisationId));
          if ((count?.count ?? 0) >= MAX_TRACKERS)
            throw new HttpProblem(
              409,
              'conflict',
              `An organisation links at most ${MAX_TRACKERS} trackers; remove one first.`,
            );
          const [made] = await tx
            .insert(trackerLinks)
            .values({
              id,
              organisationId: viewer.organisationId,
              kind: body.kind,
              ...values,
              tokenSealed: cipher.seal(body.token, tokenBinding(id)),
              webhookSecretSealed: cipher.seal(secret, webhookSecretBinding(id)),
              createdBy: viewer.userId,
            })
            .returning();
          await options.record(tx, viewer, {
            action: 'tracker.linked',
            subject: { integration: `${body.kind}: ${values.target}` },
          });
          return made!;
        });
        return reply
          .status(201)
          .header('cache-control', 'no-store')
          .send({ ...toTrackerView(row, publicUrl), webhookSecret: secret });
      },
    );
  });

  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const trackerOf = guardRoutes<{ viewer: Viewer; row: TrackerRow }>(group, {
      kind: 'organisation',
      action: 'administer',
      phase: 'onRequest',
      signIn: 'Sign in to manage issue trackers.',
      interactiveOnly: 'API tokens cannot manage issue trackers; sign in to the web app.',
      notFound: 'There is no such tracker.',
      load: async (request, viewer) => {
        const { trackerId } = (request.params ?? {}) as { trackerId?: unknown };
        if (!viewer || typeof trackerId !== 'string' || !isUuid(trackerId)) return undefined;
        const row = await findTracker(db.orm, trackerId.toLowerCase());
        return row?.organisationId === viewer.organisationId
          ? {
              resource: { kind: 'organisation', organisationId: viewer.organisationId },
              value: { viewer, row },
            }
          : undefined;
      },
    });

    routes.delete(
      '/organisation/trackers/:trackerId',
      {
        schema: {
          summary: 'Unlink a tracker (its tickets stay in the tracker; their links here go)',
          tags: ['trackers'],
          params: z.object({ trackerId: z.string().max(100) }),
          response: { 204: z.null().describe('Unlinked'), ...problems(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { viewer, row } = trackerOf.of(request);
        await db.orm.transaction(async (tx) => {
          await tx.delete(trackerLinks).where(eq(trackerLinks.id, row.id));
          await options.record(tx, viewer, {
            action: 'tracker.unlinked',
            subject: { integration: `${row.kind}: ${row.target}` },
          });
        });
        return reply.status(204).send(null);
      },
    );
  });

  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const scanOf = guardRoutes(group, { ...ownScan(db, 'review'), phase: 'onRequest' });

    routes.post(
      '/scans/:id/tickets',
      {
        schema: {
          summary: "Create tickets for issues in one of the organisation's trackers",
          description:
            'One ticket per issue (its key on the site) and tracker: an issue that has one keeps it (`existing`), also when the tracker has one with its label (`klarsicht-<first 12 of the key>`) that this service did not record. The ticket carries the rule, where, the element, its HTML and screenshot, the fix, the WCAG / EN 301 549 / BFSG references and a link back. 502 tracker_refused, 503 tracker_unavailable.',
          tags: ['trackers'],
          params: z.object({ id: z.string().max(100) }),
          body: createTicketsRequestSchema,
          response: { 200: createdTicketsSchema, ...problems(400, 401, 403, 404, 409, 413, 415, 502, 503) },
        },
      },
      async (request) => {
        const scan = scanOf.of(request);
        const { trackerId, issueIds } = request.body;
        const tracker = isUuid(trackerId) ? await findTracker(db.orm, trackerId.toLowerCase()) : undefined;
        if (!tracker || tracker.organisationId !== scan.organisationId)
          throw new HttpProblem(404, 'not_found', 'There is no such tracker in this organisation.');
        const client = clientOf(cipherOrRefuse(), tracker, fetchImpl);
        if (!client)
          throw new HttpProblem(
            409,
            'credentials_unavailable',
            "No key of CREDENTIALS_KEYS opens the tracker's token: link it again.",
          );
        const language =
          request.body.language ?? pickContentLanguage(undefined, request.headers['accept-language']);
        const sources = await issueViewsByIds(db, scan, [...new Set(issueIds)], language);
        if (sources.length !== new Set(issueIds).size)
          throw new HttpProblem(404, 'not_found', 'Some of the issues are not issues of this scan.');
        const items: CreatedTickets['items'] = [];
        for (const source of sources) {
          const known = await findTicket(db.orm, tracker.id, scan.site, source.issueKey);
          if (known) {
            items.push({
              issueId: source.view.id,
              outcome: 'existing',
              ticket: toTicketView(known, tracker.kind),
            });
            continue;
          }
          const label = ticketLabel(source.issueKey);
          let outcome: 'created' | 'existing' = 'existing';
          let ref: TicketRef | undefined;
          try {
            ref = await client.findByLabel(label);
            if (!ref) {
              ref = await client.create(
                ticketDocument(
                  { ...source, site: scan.site, resultUrl: `${publicUrl}/run/${scan.id}` },
                  language,
                ),
                label,
              );
              outcome = 'created';
            }
          } catch (error) {
            throw trackerProblem(error, tracker.kind);
          }
          const [row] = await db.orm
            .insert(issueTickets)
            .values({
              id: randomUUID(),
              organisationId: scan.organisationId,
              trackerId: tracker.id,
              site: scan.site,
              issueKey: source.issueKey,
              ruleId: source.view.ruleId,
              ticketId: ref.id,
              reference: ref.reference,
              url: ref.url,
              state: ref.state,
              createdAt: clock.now(),
              updatedAt: clock.now(),
            })
            .onConflictDoNothing()
            .returning();
          // Another request recorded it meanwhile: that one stands.
          const recorded = row ?? (await findTicket(db.orm, tracker.id, scan.site, source.issueKey))!;
          items.push({ issueId: source.view.id, outcome, ticket: toTicketView(recorded, tracker.kind) });
        }
        return { items };
      },
    );
  });
};
