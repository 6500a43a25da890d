import { and, eq } from 'drizzle-orm';
import type { Executor } from './database.js';
import { siteScanSettings } from './schema/index.js';

/** How each site of a user is scanned: crawl scope and sign-in (its secrets sealed). */

export type SiteSettingsRow = typeof siteScanSettings.$inferSelect;
export type SiteSettingsValues = Omit<SiteSettingsRow, 'updatedAt'>;

export async function findSiteSettings(
  db: Executor,
  userId: string,
  site: string,
): Promise<SiteSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(siteScanSettings)
    .where(and(eq(siteScanSettings.userId, userId), eq(siteScanSettings.site, site)));
  return row;
}

export async function saveSiteSettings(
  db: Executor,
  values: SiteSettingsValues,
  at: Date,
): Promise<SiteSettingsRow> {
  const [row] = await db
    .insert(siteScanSettings)
    .values({ ...values, updatedAt: at })
    .onConflictDoUpdate({
      target: [siteScanSettings.userId, siteScanSettings.site],
      set: {
        crawlArea: values.crawlArea,
        includePatterns: values.includePatterns,
        excludePatterns: values.excludePatterns,
        signIn: values.signIn,
        signInSecret: values.signInSecret,
        consentHandle: values.consentHandle,
        consentAcceptSelector: values.consentAcceptSelector,
        updatedAt: at,
      },
    })
    .returning();
  return row!;
}
