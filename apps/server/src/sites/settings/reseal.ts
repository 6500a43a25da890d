import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import type { CredentialsCipher } from '../../platform/secrets/credentials-cipher.js';
import { resealRows } from '../../platform/secrets/reseal-rows.js';
import { siteScanSettings } from '../schema.js';
import { secretBinding } from './site-settings-model.js';

/** What resealing did: how many secrets it sealed anew, found current, and could not open (by site). */
export interface ResealOutcome {
  resealed: number;
  current: number;
  unopened: Array<{ organisationId: string; site: string; reason: string }>;
}

/**
 * Seals every stored sign-in secret under the ring's first key (decision 030): what another key of
 * the ring sealed is opened and sealed again, one row at a time and only if it is unchanged since it
 * was read (a secret saved meanwhile is already current). What no key opens is listed, not touched:
 * it needs entering again, or the key it was sealed under back in the ring.
 */
export async function resealSignInSecrets(db: Executor, cipher: CredentialsCipher): Promise<ResealOutcome> {
  const rows = await db
    .select({
      organisationId: siteScanSettings.organisationId,
      site: siteScanSettings.site,
      signInSecret: siteScanSettings.signInSecret,
    })
    .from(siteScanSettings)
    .where(isNotNull(siteScanSettings.signInSecret));
  return resealRows(cipher, rows, {
    values: (row) => [{ sealed: row.signInSecret, binding: secretBinding(row.organisationId, row.site) }],
    write: async (row, [secret]) =>
      (
        await db
          .update(siteScanSettings)
          .set({ signInSecret: secret! })
          .where(
            and(
              eq(siteScanSettings.organisationId, row.organisationId),
              eq(siteScanSettings.site, row.site),
              eq(siteScanSettings.signInSecret, row.signInSecret!),
            ),
          )
          .returning({ site: siteScanSettings.site })
      ).length > 0,
    unopened: (row, reason) => ({ organisationId: row.organisationId, site: row.site, reason }),
  });
}
