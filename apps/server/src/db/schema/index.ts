/**
 * Drizzle schema, one file per feature: the typed face of the SQL in ../../../migrations. Change both
 * together (`npm run db:generate -w apps/server -- --name <what-it-does>` writes the next migration
 * from these files).
 */

import { accountTokens, localAccounts, oidcPayloads, serverSecrets, users } from './accounts.js';
import { apiTokens } from './api-tokens.js';
import {
  billingAccounts,
  billingCustomers,
  billingEvents,
  localCheckoutSessions,
  localCustomers,
  localPayments,
  localPlanChanges,
  localSubscriptions,
} from './billing.js';
import {
  accessibilityStatements,
  accessibilityStatementVersions,
  criterionEvidence,
  criterionResults,
} from './conformance.js';
import { contactMessages } from './contact.js';
import { siteMonitors } from './monitoring.js';
import { scanPageAliases } from './page-aliases.js';
import { rateLimits } from './rate-limits.js';
import { findingReviews } from './reviews.js';
import { findingScreenshots, findings, scanIssues, scanPages, scans, workerLeases } from './scans.js';
import { shareLinks } from './sharing.js';
import { siteScanSettings } from './site-settings.js';

export * from './accounts.js';
export * from './api-tokens.js';
export * from './billing.js';
export * from './conformance.js';
export * from './contact.js';
export * from './monitoring.js';
export * from './page-aliases.js';
export * from './rate-limits.js';
export * from './reviews.js';
export * from './scans.js';
export * from './sharing.js';
export * from './site-settings.js';

export const schema = {
  scans,
  scanPages,
  scanPageAliases,
  workerLeases,
  findings,
  findingScreenshots,
  scanIssues,
  contactMessages,
  rateLimits,
  users,
  oidcPayloads,
  serverSecrets,
  localAccounts,
  accountTokens,
  billingCustomers,
  billingAccounts,
  billingEvents,
  localCustomers,
  localSubscriptions,
  localPlanChanges,
  localPayments,
  localCheckoutSessions,
  apiTokens,
  shareLinks,
  findingReviews,
  siteMonitors,
  criterionResults,
  accessibilityStatements,
  accessibilityStatementVersions,
  criterionEvidence,
  siteScanSettings,
};
export type Schema = typeof schema;
