import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { isUuid } from '../platform/db/uuid.js';
import { registerErrorHandler } from '../platform/http/error-handler.js';
import { HttpProblem } from '../platform/http/problem.js';
import type { CredentialsCipher } from '../platform/secrets/credentials-cipher.js';
import { decideFixedByTicket } from '../scans/index.js';
import { readTrackerWebhook, TrackerWebhookRefused } from './inbound/index.js';
import { issueTickets } from './schema.js';
import { findTicketById, findTracker, webhookSecretBinding } from './trackers-repo.js';

/** Trackers' issue events are small; a comment-heavy Jira payload stays well under this. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface TrackerWebhookOptions {
  db: Database;
  clock: Clock;
  cipher: CredentialsCipher | undefined;
}

/**
 * `POST /api/trackers/:trackerId/webhook`: a tracker tells that a ticket was closed or reopened
 * (decision 030). Verified by the tracker's own scheme against the link's secret (GitHub
 * X-Hub-Signature-256, GitLab X-Gitlab-Token, Jira X-Hub-Signature) over the exact bytes sent, so
 * the route has its own scope whose parser keeps the body as it came. A closed ticket makes its
 * issue `fixed` on every page of the site (the next scan verifies or reopens it); a reopened one is
 * recorded as open again.
 */
export function registerTrackerWebhook(app: FastifyInstance, options: TrackerWebhookOptions): void {
  const { db, clock } = options;
  app.register(async (scope) => {
    registerErrorHandler(scope);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/trackers/:trackerId/webhook',
      {
        schema: {
          summary: "A tracker's issue events (signed by the tracker)",
          description:
            "Set up in the tracker with the link's webhookUrl and webhookSecret. A closed ticket marks its issue fixed; the next scan verifies or reopens it (and comments on the ticket). 400 validation_failed when the signature or token does not verify.",
          tags: ['trackers'],
          params: z.object({ trackerId: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const { trackerId } = request.params as { trackerId: string };
        const tracker = isUuid(trackerId) ? await findTracker(db.orm, trackerId.toLowerCase()) : undefined;
        if (!tracker) throw new HttpProblem(404, 'not_found', 'There is no such tracker.');
        if (!Buffer.isBuffer(request.body))
          throw new HttpProblem(400, 'validation_failed', 'A signed JSON event is expected.');
        let secret: string;
        try {
          secret = options.cipher!.open(tracker.webhookSecretSealed, webhookSecretBinding(tracker.id));
        } catch {
          throw new HttpProblem(503, 'unavailable', "The link's secret cannot be opened on this service.");
        }
        let read: ReturnType<typeof readTrackerWebhook>;
        try {
          read = readTrackerWebhook(tracker.kind, request.headers, request.body, secret);
        } catch (error) {
          if (!(error instanceof TrackerWebhookRefused)) throw error;
          request.log.warn({ trackerId: tracker.id }, 'tracker webhook refused');
          throw new HttpProblem(400, 'validation_failed', 'The signature could not be verified.');
        }
        if (read === 'ignored') return reply.send({ received: true });
        const ticket = await findTicketById(db.orm, tracker.id, read.ticketId);
        if (!ticket) return reply.send({ received: true });
        const at = clock.now();
        const changed = await db.orm.transaction(async (tx) => {
          await tx
            .update(issueTickets)
            .set({ state: read.change === 'closed' ? 'closed' : 'open', updatedAt: at })
            .where(and(eq(issueTickets.id, ticket.id)));
          if (read.change !== 'closed') return false;
          return decideFixedByTicket(
            tx,
            {
              organisationId: ticket.organisationId,
              site: ticket.site,
              ruleId: ticket.ruleId,
              issueKey: ticket.issueKey,
            },
            { tracker: tracker.kind, reference: ticket.reference, url: ticket.url },
            at,
          );
        });
        request.log.info(
          { trackerId: tracker.id, ticket: ticket.reference, change: read.change, changed },
          'ticket changed in the tracker',
        );
        return reply.send({ received: true });
      },
    );
  });
}
