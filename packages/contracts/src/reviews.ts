import { z } from 'zod';
import { findingsQuerySchema, findingViewSchema, MAX_URL_LENGTH } from './scans.js';
import { withoutNul } from './text.js';

/**
 * The needs-review workflow: a needs-review (axe "incomplete") finding marked "checked, not an
 * issue" for a site, on one page or on every page. Later scans of the site show the mark.
 */

/** `PUT /api/reviews`: marks the rule (on `pageUrl`, or on every page without it) as reviewed. */

export const reviewRequestSchema = z.object({
  /** A scan of the site that holds the needs-review finding. */
  scanId: z.string().max(100),
  ruleId: withoutNul(z.string().trim().min(1).max(200)),
  pageUrl: withoutNul(z.string().max(MAX_URL_LENGTH)).optional(),
  note: withoutNul(z.string().trim().max(2000)).optional(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const findingReviewSchema = z.object({
  id: z.string(),
  /** Host without "www." (and a non-default port), as in the scans of the site. */
  site: z.string(),
  ruleId: z.string(),
  /** null: the rule is reviewed on every page of the site. */
  pageUrl: z.string().nullable(),
  note: z.string().optional(),
  createdAt: z.string(),
});
export type FindingReview = z.infer<typeof findingReviewSchema>;

export const reviewListSchema = z.object({ items: z.array(findingReviewSchema) });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** How a needs-review finding shows that someone checked it. */
export const reviewStateSchema = z.object({
  id: z.string(),
  at: z.string(),
  note: z.string().optional(),
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

/** `GET /api/scans/:id/needs-review`: the scan's needs-review findings, each with its review state. */
export const needsReviewQuerySchema = findingsQuerySchema.omit({ category: true });
export type NeedsReviewQuery = z.infer<typeof needsReviewQuerySchema>;

export const needsReviewItemSchema = findingViewSchema.extend({ reviewed: reviewStateSchema.nullable() });
export type NeedsReviewItem = z.infer<typeof needsReviewItemSchema>;

export const needsReviewPageSchema = z.object({
  items: z.array(needsReviewItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type NeedsReviewPage = z.infer<typeof needsReviewPageSchema>;
