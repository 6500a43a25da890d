import { CATEGORIES } from '@klarsicht/report';
import { z } from 'zod';
import { engineSchema, impactSchema, profileIdSchema } from './enums.js';
import { MAX_URL_LENGTH } from './scans.js';
import { withoutNul } from './text.js';

/**
 * A page checked outside a scan, sent to an organisation (decision 030): the report
 * `@klarsicht/playwright` made of a state the team's own test brought the page into (a dialog open,
 * step 3 of a checkout). Stored as a single-page scan of the site; what the engine writes besides
 * (element screenshots, the checks as data) is not taken.
 */

const text = (max: number) => withoutNul(z.string().max(max));

export const MAX_UPLOADED_FINDINGS = 300;

const uploadedNodeSchema = z.object({
  selector: text(4000),
  html: text(20_000),
  failureSummary: text(4000).optional(),
  engines: z.array(engineSchema).max(3).optional(),
});

const uploadedFindingSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/),
  source: engineSchema,
  impact: impactSchema.nullable(),
  description: text(2000),
  help: text(500),
  helpUrl: text(MAX_URL_LENGTH),
  tags: z.array(text(100)).max(60),
  wcag: z
    .array(
      z.object({
        id: z.string().regex(/^\d\.\d{1,2}\.\d{1,2}$/),
        level: z.enum(['A', 'AA', 'AAA']),
        title: text(200),
        version: z.enum(['2.0', '2.1', '2.2']),
      }),
    )
    .max(20),
  en301549: z.array(text(30)).max(20),
  bfsg: text(1000).optional(),
  actRules: z.array(text(10)).max(20).optional(),
  nodes: z.array(uploadedNodeSchema).max(50),
  nodeCount: z.number().int().min(0).max(1_000_000),
});

const findings = z.array(uploadedFindingSchema).max(MAX_UPLOADED_FINDINGS);

export const uploadedPageSchema = z.object({
  url: text(MAX_URL_LENGTH).min(1),
  finalUrl: text(MAX_URL_LENGTH).optional(),
  title: text(500).optional(),
  ...(Object.fromEntries(CATEGORIES.map((category) => [category, findings])) as Record<
    (typeof CATEGORIES)[number],
    typeof findings
  >),
});
export type UploadedPage = z.infer<typeof uploadedPageSchema>;

/** `POST /api/scans/uploads`. */
export const uploadResultRequestSchema = z.object({
  profile: profileIdSchema,
  page: uploadedPageSchema,
});
export type UploadResultRequest = z.infer<typeof uploadResultRequestSchema>;

export const uploadResultResponseSchema = z.object({
  /** The scan it became. */
  id: z.string(),
  /** Its result page in the app. */
  resultUrl: z.string(),
});
export type UploadResultResponse = z.infer<typeof uploadResultResponseSchema>;
