import { and, eq } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import type { CredentialsCipher } from '../platform/secrets/credentials-cipher.js';
import { resealRows } from '../platform/secrets/reseal-rows.js';
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
  const rows = await db
    .select({
      id: trackerLinks.id,
      organisationId: trackerLinks.organisationId,
      tokenSealed: trackerLinks.tokenSealed,
      webhookSecretSealed: trackerLinks.webhookSecretSealed,
    })
    .from(trackerLinks);
  return resealRows(cipher, rows, {
    values: (row) => [
      { sealed: row.tokenSealed, binding: tokenBinding(row.id) },
      { sealed: row.webhookSecretSealed, binding: webhookSecretBinding(row.id) },
    ],
    write: async (row, [token, secret]) =>
      (
        await db
          .update(trackerLinks)
          .set({ tokenSealed: token!, webhookSecretSealed: secret! })
          .where(
            and(
              eq(trackerLinks.id, row.id),
              eq(trackerLinks.tokenSealed, row.tokenSealed),
              eq(trackerLinks.webhookSecretSealed, row.webhookSecretSealed),
            ),
          )
          .returning({ id: trackerLinks.id })
      ).length > 0,
    unopened: (row, reason) => ({ organisationId: row.organisationId, trackerId: row.id, reason }),
  });
}
