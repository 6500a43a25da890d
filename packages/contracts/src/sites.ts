import { z } from 'zod';
import { scanViewSchema } from './scans.js';

/**
 * The "Websites" area (`GET /api/sites`): every site of the caller's, one per site on the plan (`id`
 * is its monitor's id, as in `/api/sites/:id/…`), with where its scans start and its latest scan.
 */
export const siteSummarySchema = z.object({
  id: z.string(),
  /** Host without "www." (and a port): how sites are keyed, as ScanView.site. */
  site: z.string(),
  /** Where the site's scans start (its path kept): the address it was added with or set in its settings. */
  startUrl: z.string(),
  /** False when the plan lapsed or the site left the allowance. */
  covered: z.boolean(),
  /** The caller's newest scan of the site (a site scan or a single page), whatever its status. */
  latestScan: scanViewSchema.nullable(),
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;

export const siteListSchema = z.object({ items: z.array(siteSummarySchema) });
export type SiteList = z.infer<typeof siteListSchema>;
