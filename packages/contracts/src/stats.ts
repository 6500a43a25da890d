import { z } from 'zod';

export const STATS_WINDOW_DAYS = 30;

export const statsSchema = z.object({
  /** Distinct sites scanned in the last 30 days. */
  last30days: z.number().int(),
  /** Average issues per site (ScanCounts.issues of each site's latest scan) over the same window, rounded to one decimal. */
  avgErrorsPerSite: z.number(),
});
export type Stats = z.infer<typeof statsSchema>;
