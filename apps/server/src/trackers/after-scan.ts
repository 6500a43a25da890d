import type { Language } from '@klarsicht/contracts';
import { fill, MESSAGES } from '@klarsicht/texts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import type { Logger as ServiceLogger } from '../platform/log.js';
import type { CredentialsCipher } from '../platform/secrets/credentials-cipher.js';
import { guardedFetch } from './guarded-fetch.js';
import { issueTickets } from './schema.js';
import { clientOf, findTracker } from './trackers-repo.js';

export interface TicketNewsDeps {
  db: Database;
  clock: Clock;
  cipher: CredentialsCipher | undefined;
  publicUrl: string;
  logger: Pick<ServiceLogger, 'info' | 'warn'>;
  allowPrivateTargets: boolean;
}

/** The language of Klarsicht's comments: the organisation's tickets are written in one; German first. */
const COMMENT_LANGUAGE: Language = 'de';

/**
 * What a scan proved, said on the issues' tickets (decision 030): a verified fix is commented on; an
 * issue found again is commented on and its ticket reopened. A tracker that cannot be reached costs
 * the comment, not the scan's other steps (logged).
 */
export async function tellTicketsAfterScan(
  deps: TicketNewsDeps,
  scan: { id: string; organisationId: string; site: string; finishedAt: Date },
  settled: { verified: readonly string[]; reopened: readonly string[] },
): Promise<{ commented: number; reopened: number }> {
  const outcome = { commented: 0, reopened: 0 };
  const keys = [...settled.verified, ...settled.reopened];
  if (keys.length === 0 || !deps.cipher) return outcome;
  const tickets = await deps.db.orm
    .select()
    .from(issueTickets)
    .where(
      and(
        eq(issueTickets.organisationId, scan.organisationId),
        eq(issueTickets.site, scan.site),
        inArray(issueTickets.issueKey, keys),
      ),
    );
  const t = MESSAGES[COMMENT_LANGUAGE].tickets;
  const date = scan.finishedAt.toLocaleDateString('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' });
  for (const ticket of tickets) {
    const tracker = await findTracker(deps.db.orm, ticket.trackerId);
    const client = tracker && clientOf(deps.cipher, tracker, guardedFetch(deps.allowPrivateTargets));
    if (!client) continue;
    const found = settled.reopened.includes(ticket.issueKey);
    const ref = { id: ticket.ticketId, reference: ticket.reference, url: ticket.url, state: ticket.state };
    try {
      if (found) {
        await client.comment(
          ref,
          fill(t.reopened, { date, url: `${deps.publicUrl}/run/${scan.id}` }, COMMENT_LANGUAGE),
        );
        await client.reopen(ref);
        await deps.db.orm
          .update(issueTickets)
          .set({ state: 'open', updatedAt: deps.clock.now() })
          .where(eq(issueTickets.id, ticket.id));
        outcome.reopened += 1;
      } else {
        await client.comment(ref, fill(t.verified, { date }, COMMENT_LANGUAGE));
      }
      outcome.commented += 1;
    } catch (error) {
      deps.logger.warn(
        { err: error, trackerId: ticket.trackerId, ticket: ticket.reference },
        'could not tell the ticket what the scan found',
      );
    }
  }
  return outcome;
}
