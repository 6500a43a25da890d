import { and, eq } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import type { CredentialsCipher } from '../platform/secrets/credentials-cipher.js';
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
  const outcome: WebhookResealOutcome = { resealed: 0, current: 0, unopened: [] };
  const rows = await db
    .select({
      id: webhooks.id,
      organisationId: webhooks.organisationId,
      urlSealed: webhooks.urlSealed,
      secretSealed: webhooks.secretSealed,
    })
    .from(webhooks);
  for (const row of rows) {
    const secretCurrent = row.secretSealed === null || cipher.isCurrent(row.secretSealed);
    if (cipher.isCurrent(row.urlSealed) && secretCurrent) {
      outcome.current += 1;
      continue;
    }
    let url: string;
    let secret: string | null;
    try {
      url = cipher.open(row.urlSealed, urlBinding(row.id));
      secret = row.secretSealed === null ? null : cipher.open(row.secretSealed, secretBinding(row.id));
    } catch (error) {
      outcome.unopened.push({
        organisationId: row.organisationId,
        webhookId: row.id,
        reason: (error as Error).message,
      });
      continue;
    }
    const updated = await db
      .update(webhooks)
      .set({
        urlSealed: cipher.seal(url, urlBinding(row.id)),
        secretSealed: secret === null ? null : cipher.seal(secret, secretBinding(row.id)),
      })
      .where(
        and(
          eq(webhooks.id, row.id),
          eq(webhooks.urlSealed, row.urlSealed),
          row.secretSealed === null ? undefined : eq(webhooks.secretSealed, row.secretSealed),
        ),
      )
      .returning({ id: webhooks.id });
    if (updated.length > 0) outcome.resealed += 1;
    else outcome.current += 1;
  }
  return outcome;
}
