import { and, eq } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import type { CredentialsCipher } from '../platform/secrets/credentials-cipher.js';
import { trackerLinks } from './schema.js';
import { tokenBinding, webhookSecretBinding } from './trackers-repo.js';

export interface TrackerResealOutcome {
  resealed: number;
  current: number;
  unopened: Array<{ organisationId: string; trackerId: string; reason: string }>;
}

/**
 * Seals every tracker's token and webhook secret under the ring's first key (decision 030), as the
 * sign-ins and webhooks are: row by row, only if unchanged since read; what no key opens is listed
 * and left alone (link the tracker again, or put its key back).
 */
export async function resealTrackerSecrets(
  db: Executor,
  cipher: CredentialsCipher,
): Promise<TrackerResealOutcome> {
  const outcome: TrackerResealOutcome = { resealed: 0, current: 0, unopened: [] };
  const rows = await db
    .select({
      id: trackerLinks.id,
      organisationId: trackerLinks.organisationId,
      tokenSealed: trackerLinks.tokenSealed,
      webhookSecretSealed: trackerLinks.webhookSecretSealed,
    })
    .from(trackerLinks);
  for (const row of rows) {
    if (cipher.isCurrent(row.tokenSealed) && cipher.isCurrent(row.webhookSecretSealed)) {
      outcome.current += 1;
      continue;
    }
    let token: string;
    let secret: string;
    try {
      token = cipher.open(row.tokenSealed, tokenBinding(row.id));
      secret = cipher.open(row.webhookSecretSealed, webhookSecretBinding(row.id));
    } catch (error) {
      outcome.unopened.push({
        organisationId: row.organisationId,
        trackerId: row.id,
        reason: (error as Error).message,
      });
      continue;
    }
    const updated = await db
      .update(trackerLinks)
      .set({
        tokenSealed: cipher.seal(token, tokenBinding(row.id)),
        webhookSecretSealed: cipher.seal(secret, webhookSecretBinding(row.id)),
      })
      .where(
        and(
          eq(trackerLinks.id, row.id),
          eq(trackerLinks.tokenSealed, row.tokenSealed),
          eq(trackerLinks.webhookSecretSealed, row.webhookSecretSealed),
        ),
      )
      .returning({ id: trackerLinks.id });
    if (updated.length > 0) outcome.resealed += 1;
    else outcome.current += 1;
  }
  return outcome;
}
