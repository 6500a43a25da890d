/**
 * The database's tables, gathered from the modules that own them (each module's `schema.ts`): the
 * typed face of the SQL in ../../../migrations. Change both together (`npm run db:generate -w
 * apps/server -- --name <what-it-does>` writes the next migration from these files).
 */

import {
  accountTokens,
  apiTokens,
  clientGroupSites,
  clientGroups,
  contactMessages,
  invitations,
  localAccounts,
  memberships,
  oidcPayloads,
  organisations,
  serverSecrets,
  users,
} from '../../accounts/schema.js';
import { activityEntries } from '../../activity/schema.js';
import {
  billingAccounts,
  billingCustomers,
  billingEvents,
  localCheckoutSessions,
  localCustomers,
  localPayments,
  localPlanChanges,
  localSubscriptions,
} from '../../billing/schema.js';
import {
  accessibilityStatements,
  accessibilityStatementVersions,
  criterionEvidence,
  criterionResults,
  siteApplicability,
  siteEvaluations,
} from '../../conformance/schema.js';
import { issueDigests, notificationSettings, notifications } from '../../notifications/schema.js';
import {
  findingReviews,
  findingScreenshots,
  findings,
  issueDecisions,
  scanIssues,
  scanPageAliases,
  scanPages,
  scans,
  shareLinks,
  workerLeases,
} from '../../scans/schema.js';
import { siteMonitors, siteScanSettings } from '../../sites/schema.js';
import { issueTickets, trackerLinks } from '../../trackers/schema.js';
import { webhookDeliveries, webhookEvents, webhooks } from '../../webhooks/schema.js';
import { rateLimits } from '../http/rate-limit-schema.js';

export * from '../../accounts/schema.js';
export * from '../../activity/schema.js';
export * from '../../billing/schema.js';
export * from '../../conformance/schema.js';
export * from '../../notifications/schema.js';
export * from '../../scans/schema.js';
export * from '../../sites/schema.js';
export * from '../../trackers/schema.js';
export * from '../../webhooks/schema.js';
export * from '../http/rate-limit-schema.js';

export const schema = {
  activityEntries,
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
  organisations,
  clientGroups,
  clientGroupSites,
  memberships,
  invitations,
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
  issueDecisions,
  siteMonitors,
  criterionResults,
  siteApplicability,
  siteEvaluations,
  accessibilityStatements,
  accessibilityStatementVersions,
  criterionEvidence,
  siteScanSettings,
  notifications,
  notificationSettings,
  issueDigests,
  webhooks,
  webhookEvents,
  webhookDeliveries,
  trackerLinks,
  issueTickets,
};
export type Schema = typeof schema;
