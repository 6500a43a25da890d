import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type AccountExport,
  type BillingAccount,
} from '@klarsicht/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { organisationsOf, type UserRow } from '../accounts/index.js';
import { allActivity, toActivityView } from '../activity/index.js';
import { findBillingCustomer, findCachedAccount } from '../billing/index.js';
import { publicStatementUrl } from '../conformance/index.js';
import { allNotificationsOf, settingsOf, toNotificationView } from '../notifications/index.js';
import type { Database } from '../platform/db/database.js';
import {
  decisionsOfOrganisation,
  toDecisionView,
  toFindingReview,
  toFindingView,
  toPageView,
  toScanView,
} from '../scans/index.js';
import { toSiteSettingsView } from '../sites/index.js';
import { readAccountRows } from './account-data-repo.js';

export interface ExportSources {
  db: Database;
  publicUrl: string;
  /** The billing account as the provider tells it now; only asked when the user is a customer. */
  billingAccount(userId: string): Promise<BillingAccount>;
  logger: FastifyBaseLogger;
}

/** The archive of GDPR Art. 20: what we hold about `user`, in the shapes of the API. */
export async function buildAccountExport(
  sources: ExportSources,
  user: UserRow,
  now: Date,
): Promise<AccountExport> {
  const rows = await readAccountRows(sources.db.orm, user.id);
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      issuer: user.issuer,
      subject: user.subject,
      email: user.email,
      emailVerified: user.emailVerified,
      fullName: user.fullName,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    scans: rows.scans.map(({ scan, pages, findings }) => ({
      scan: toScanView(scan),
      pages: pages.map(toPageView),
      findings: findings.map((row) => toFindingView(row)),
    })),
    reviews: rows.reviews.map(toFindingReview),
    issueDecisions: (await decisionsOfOrganisation(sources.db.orm, user.id)).map(toDecisionView),
    notifications: {
      settings: await settingsOf(sources.db.orm, user.id),
      items: (await allNotificationsOf(sources.db.orm, user.id)).map(toNotificationView),
    },
    monitors: rows.monitors.map((monitor) => ({
      id: monitor.id,
      url: monitor.url,
      site: monitor.site,
      profile: monitor.profile,
      intervalMinutes: monitor.intervalMinutes,
      enabled: monitor.enabled,
      nextRunAt: monitor.nextRunAt.toISOString(),
      lastScanId: monitor.lastScanId,
      createdAt: monitor.createdAt.toISOString(),
    })),
    apiTokens: rows.apiTokens.map((token) => ({
      id: token.id,
      name: token.name,
      prefix: token.prefix,
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      revokedAt: token.revokedAt?.toISOString() ?? null,
    })),
    shareLinks: rows.shareLinks.map((link) => ({
      id: link.id,
      scanId: link.scanId,
      url: `${sources.publicUrl}/share/${link.token}`,
      createdAt: link.createdAt.toISOString(),
      revokedAt: link.revokedAt?.toISOString() ?? null,
    })),
    criterionResults: rows.criterionResults.map((row) => ({
      site: row.site,
      criterionId: row.criterionId,
      outcome: row.outcome,
      note: row.note,
      decidedAt: row.decidedAt.toISOString(),
      reopenedAt: row.reopenedAt?.toISOString() ?? null,
    })),
    applicability: rows.applicability.map((row) => ({
      site: row.site,
      answers: { ...row.answers },
      answeredAt: row.answeredAt.toISOString(),
    })),
    evaluations: rows.evaluations.map((row) => ({
      site: row.site,
      scope: { ...row.scope },
      sample: row.sample.map((page) => ({ ...page })),
      randomSeed: row.randomSeed,
      updatedAt: row.updatedAt.toISOString(),
    })),
    statements: rows.statements.map(({ statement, versions }) => ({
      site: statement.site,
      publicId: statement.publicId,
      url: versions.length > 0 ? publicStatementUrl(sources.publicUrl, statement.publicId) : null,
      draft: statement.draft,
      updatedAt: statement.updatedAt.toISOString(),
      versions: versions.map((version) => ({
        number: version.number,
        publishedAt: version.publishedAt.toISOString(),
        content: version.content,
      })),
    })),
    siteSettings: rows.siteSettings.map((row) => {
      const { scope, signIn, updatedAt } = toSiteSettingsView('', row, true);
      return {
        site: row.site,
        startUrl: row.startUrl,
        scope,
        signIn,
        updatedAt: updatedAt ?? row.updatedAt.toISOString(),
      };
    }),
    organisations: await Promise.all(
      (await organisationsOf(sources.db.orm, user.id)).map(async (organisation) => ({
        id: organisation.id,
        name: organisation.name,
        personal: organisation.personal,
        role: organisation.role,
        // The record names the team's people and notes: the owners', who answer for it, to take along.
        activity:
          organisation.role === 'owner'
            ? (await allActivity(sources.db.orm, organisation.id)).map(toActivityView)
            : null,
      })),
    ),
    billing: { account: await billingAccountOf(sources, user) },
  };
}

/**
 * Asking the provider for someone who never bought anything would create a customer there just
 * for the export; without a known customer there is nothing to tell. An unreachable provider
 * leaves the last account we read.
 */
async function billingAccountOf(sources: ExportSources, user: UserRow): Promise<BillingAccount | null> {
  if (!(await findBillingCustomer(sources.db.orm, user.id))) return null;
  try {
    return await sources.billingAccount(user.id);
  } catch (error) {
    sources.logger.warn({ err: error, userId: user.id }, 'billing account unavailable for the export');
    const cached = await findCachedAccount(sources.db.orm, user.id);
    return (cached?.account as BillingAccount | undefined) ?? null;
  }
}
