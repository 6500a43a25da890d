import { z } from 'zod';
import { decisionStatusSchema } from './decisions.js';
import { profileIdSchema } from './enums.js';
import { impactCountsSchema, MAX_URL_LENGTH, scanViewSchema } from './scans.js';

/** Scheduled re-scans of the sites on a user's allowance, and their trend over time. */

export const MONITOR_MIN_INTERVAL_MINUTES = 60;
/** 30 days. */
export const MONITOR_MAX_INTERVAL_MINUTES = 43_200;
/** Weekly. */
export const MONITOR_DEFAULT_INTERVAL_MINUTES = 10_080;

export const monitorSchema = z.object({
  id: z.string(),
  /** Where each scan starts. */
  url: z.string(),
  site: z.string(),
  profile: profileIdSchema,
  intervalMinutes: z.number().int(),
  enabled: z.boolean(),
  /** False when the plan lapsed or the site left the allowance: the schedule then skips it. */
  covered: z.boolean(),
  nextRunAt: z.string(),
  /** The last scan the schedule started, if any. */
  lastScan: scanViewSchema.nullable(),
});
export type Monitor = z.infer<typeof monitorSchema>;

export const monitorListSchema = z.object({ items: z.array(monitorSchema) });
export type MonitorList = z.infer<typeof monitorListSchema>;

/** `PUT /api/monitors`: creates or changes the monitor of the URL's site (one per site). */
export const monitorRequestSchema = z.object({
  url: z.string().trim().min(1).max(MAX_URL_LENGTH),
  intervalMinutes: z.number().int().min(MONITOR_MIN_INTERVAL_MINUTES).max(MONITOR_MAX_INTERVAL_MINUTES),
  enabled: z.boolean(),
  profile: profileIdSchema.optional(),
});
export type MonitorRequest = z.infer<typeof monitorRequestSchema>;

/** One finished site scan of the monitored site: a point of the chart and a row of its table. */
export const trendPointSchema = z.object({
  scanId: z.string(),
  finishedAt: z.string(),
  pages: z.number().int(),
  /** Distinct issues and issues per impact, as the scan's `counts` (ScanCounts). */
  issues: z.number().int(),
  byImpact: impactCountsSchema,
  /** The issues by decision status when the scan ended (decision 029); absent for older scans. */
  byStatus: z.record(decisionStatusSchema, z.number().int()).optional(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const monitorTrendSchema = z.object({
  monitorId: z.string(),
  site: z.string(),
  /** Oldest first. */
  items: z.array(trendPointSchema),
});
export type MonitorTrend = z.infer<typeof monitorTrendSchema>;
