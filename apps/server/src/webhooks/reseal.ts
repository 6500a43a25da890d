import { and, eq } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import type { CredentialsCipher } from '../platform/secrets/credentials-cipher.js';
import { resealRows } from '../platform/secrets/reseal-rows.js';
import { webhooks } from './schema.js';
import { secretBinding, urlBinding } from './webhooks-repo.js';

export interface WebhookResealOutcome {
  resealed: number;
  current: number;
  unopened: Array<{ organisationId: string; webhookId: string; reason: string }>;
}

/**
 * Seals every webhook's address and signing secret under the ring's first key (decision 030), as
 * resealSignInSecrets does for sign-ins: row by row, only if unchanged since read; what no key
 * opens is listed and left alone (enter the webhook again, or put its key back).
 */
export async function resealWebhookSecrets(
  db: Executor,
  cipher: CredentialsCipher,
): Promise<WebhookResealOutcome> {
  const rows = await db
    .select({
      id: webhooks.id,
      organisationId: webhooks.organisationId,
      urlSealed: webhooks.urlSealed,
      secretSealed: webhooks.secretSealed,
    })
    .from(webhooks);
  return resealRows(cipher, rows, {
    values: (row) => [
      { sealed: row.urlSealed, binding: urlBinding(row.id) },
      { sealed: row.secretSealed, binding: secretBinding(row.id) },
    ],
    write: async (row, [url, secret]) =>
      (
        await db
          .update(webhooks)
          .set({ urlSealed: url!, secretSealed: secret ?? null })
          .where(
            and(
              eq(webhooks.id, row.id),
              eq(webhooks.urlSealed, row.urlSealed),
              row.secretSealed === null ? undefined : eq(webhooks.secretSealed, row.secretSealed),
            ),
          )
          .returning({ id: webhooks.id })
      ).length > 0,
    unopened: (row, reason) => ({ organisationId: row.organisationId, webhookId: row.id, reason }),
  });
}
