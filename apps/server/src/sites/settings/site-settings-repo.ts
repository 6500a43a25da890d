import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { siteScanSettings } from '../schema.js';

/** How each site of a user is scanned: crawl scope and sign-in (its secrets sealed). */

export type SiteSettingsRow = typeof siteScanSettings.$inferSelect;
export type SiteSettingsValues = Omit<SiteSettingsRow, 'updatedAt'>;

/**
 * Where the site's scans start: the address it was added with or the one set in its settings;
 * for a site added before start addresses were kept, its entry on the allowance (the monitor's URL).
 */
export function siteStartUrl(
  row: Pick<SiteSettingsRow, 'startUrl'> | undefined,
  registeredUrl: string,
): string {
  return row?.startUrl ?? registeredUrl;
}

export async function findSiteSettings(
  db: Executor,
  organisationId: string,
  site: string,
): Promise<SiteSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(siteScanSettings)
    .where(and(eq(siteScanSettings.organisationId, organisationId), eq(siteScanSettings.site, site)));
  return row;
}

/** The start addresses the organisation's sites have (sites without one are absent), by site. */
export async function startUrlsOfOrganisation(
  db: Executor,
  organisationId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ site: siteScanSettings.site, startUrl: siteScanSettings.startUrl })
    .from(siteScanSettings)
    .where(eq(siteScanSettings.organisationId, organisationId));
  return new Map(rows.flatMap((row) => (row.startUrl ? [[row.site, row.startUrl] as const] : [])));
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
      target: [siteScanSettings.organisationId, siteScanSettings.site],
      set: {
        startUrl: values.startUrl,
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
