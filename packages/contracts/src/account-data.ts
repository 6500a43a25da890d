import { z } from 'zod';
import { billingAccountSchema } from './billing.js';
import { manualOutcomeSchema } from './conformance.js';
import { issueDecisionViewSchema } from './decisions.js';
import { profileIdSchema, roleSchema } from './enums.js';
import { notificationSettingsSchema, notificationViewSchema } from './notifications.js';
import { activityEntryViewSchema } from './organisations.js';
import { findingReviewSchema } from './reviews.js';
import { findingViewSchema, pageViewSchema, scanViewSchema } from './scans.js';
import { crawlScopeSettingsSchema, signInSettingsSchema } from './site-settings.js';
import { statementOwnerFieldsSchema } from './statements.js';
import { withoutNul } from './text.js';

/**
 * The account's own data: `GET /api/me/export` (GDPR Art. 20, a JSON archive) and `DELETE /api/me`
 * (Art. 17). The archive is versioned: readers check `format` and `version` before anything else.
 */

export const ACCOUNT_EXPORT_FORMAT = 'klarsicht-account-export';
export const ACCOUNT_EXPORT_VERSION = 1;

export const exportedScanSchema = z.object({
  scan: scanViewSchema,
  pages: z.array(pageViewSchema),
  /** Every finding of every category; screenshots are named by their API path, not embedded. */
  findings: z.array(findingViewSchema),
});
export type ExportedScan = z.infer<typeof exportedScanSchema>;

export const exportedMonitorSchema = z.object({
  id: z.string(),
  url: z.string(),
  site: z.string(),
  profile: profileIdSchema,
  intervalMinutes: z.number().int(),
  enabled: z.boolean(),
  nextRunAt: z.string(),
  lastScanId: z.string().nullable(),
  createdAt: z.string(),
});

/** Names and dates only: an archive never holds a token's secret or its hash. */
export const exportedApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

export const exportedShareLinkSchema = z.object({
  id: z.string(),
  scanId: z.string(),
  url: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});

export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(ACCOUNT_EXPORT_VERSION),
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    /** Who signs the person in (the embedded provider or an external one) and their id there. */
    issuer: z.string(),
    subject: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    fullName: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  scans: z.array(exportedScanSchema),
  reviews: z.array(findingReviewSchema),
  /** Decisions on issues of the person's own organisation's sites (decision 029). */
  issueDecisions: z.array(issueDecisionViewSchema),
  /** The person's notices of decisions, from every organisation, and what they chose to hear of. */
  notifications: z.object({
    settings: notificationSettingsSchema,
    items: z.array(notificationViewSchema),
  }),
  monitors: z.array(exportedMonitorSchema),
  apiTokens: z.array(exportedApiTokenSchema),
  shareLinks: z.array(exportedShareLinkSchema),
  /** Verdicts on WCAG criteria per site. */
  criterionResults: z.array(
    z.object({
      site: z.string(),
      criterionId: z.string(),
      outcome: manualOutcomeSchema,
      note: z.string().nullable(),
      decidedAt: z.string(),
      reopenedAt: z.string().nullable(),
    }),
  ),
  /** Per site: the answers on which EN 301 549 requirements apply (decision 031). */
  applicability: z.array(
    z.object({ site: z.string(), answers: z.record(z.string(), z.boolean()), answeredAt: z.string() }),
  ),
  /** Per site: the WCAG-EM scope and sample the evaluation rests on. */
  evaluations: z.array(
    z.object({
      site: z.string(),
      scope: z.record(z.string(), z.string()),
      sample: z.array(z.record(z.string(), z.unknown())),
      randomSeed: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
  /** Accessibility statements per site: the draft and every published version as it was published. */
  statements: z.array(
    z.object({
      site: z.string(),
      publicId: z.string(),
      /** The public page's address while a version is published (deleting the account takes it offline). */
      url: z.string().nullable(),
      draft: statementOwnerFieldsSchema,
      updatedAt: z.string(),
      versions: z.array(
        z.object({ number: z.number().int(), publishedAt: z.string(), content: z.unknown() }),
      ),
    }),
  ),
  /** How each site is scanned: its start address, crawl scope and sign-in, the secrets left out (stored sealed). */
  siteSettings: z.array(
    z.object({
      site: z.string(),
      /** Where its scans start; null: the site's entry on the plan. */
      startUrl: z.string().nullable(),
      scope: crawlScopeSettingsSchema,
      signIn: signInSettingsSchema.nullable(),
      updatedAt: z.string(),
    }),
  ),
  /**
   * The organisations the person belongs to, with their role; for those they own, the activity
   * record as its JSON export gives it (decision 028).
   */
  organisations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      personal: z.boolean(),
      role: roleSchema,
      activity: z.array(activityEntryViewSchema).nullable(),
    }),
  ),
  billing: z.object({
    /** The account as the payment provider last told us; null when there is none or it was unreachable. */
    account: billingAccountSchema.nullable(),
  }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** `DELETE /api/me`: the confirmation is the account's e-mail address (any case), typed by the person. */
export const deleteAccountRequestSchema = z.object({
  confirmation: withoutNul(z.string().trim().min(1).max(320)),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/**
 * What an account without a known e-mail address types instead (an external provider that
 * shares none).
 */
export const DELETION_CONFIRMATION_WITHOUT_EMAIL = 'DELETE';

/** 200 answer of `DELETE /api/me`: what happened to the subscription; payment records are kept. */
export const accountDeletionSchema = z.object({
  deleted: z.literal(true),
  /** Subscriptions cancelled at the payment provider before the data were removed. */
  cancelledSubscriptions: z.number().int(),
  /** Invoices and booking records stay for the period commercial and tax law demands (§ 147 AO, § 257 HGB). */
  paymentRecordsKept: z.boolean(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/**
 * `GET /api/me/published-statements`: the statements the public can read now, with their addresses;
 * the deletion dialog names them, because deleting the account takes them offline.
 */
export const publishedStatementSchema = z.object({
  site: z.string(),
  url: z.string(),
  /** The number of the version the public page shows. */
  version: z.number().int(),
  publishedAt: z.string(),
});
export type PublishedStatement = z.infer<typeof publishedStatementSchema>;

export const publishedStatementListSchema = z.object({ items: z.array(publishedStatementSchema) });
export type PublishedStatementList = z.infer<typeof publishedStatementListSchema>;
