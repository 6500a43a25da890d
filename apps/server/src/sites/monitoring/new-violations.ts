import { ownersOf } from '../../accounts/index.js';
import type { Database } from '../../platform/db/database.js';
import type { Logger as ServiceLogger } from '../../platform/log.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { findScan, newIssues, statusesOfScan } from '../../scans/index.js';
import { findMonitorOfScan, findPreviousSiteScan } from '../site-monitors-repo.js';
import { newViolationsMail } from './alert-mail.js';

type Logger = Pick<ServiceLogger, 'info' | 'warn'>;

export interface NewViolationAlertDeps {
  db: Database;
  mailer: Mailer;
  /** Sender of the mail (MAIL_FROM). */
  from: string;
  publicUrl: string;
  logger: Logger;
}

/** Only new critical (rank 0) and serious (rank 1) issues are worth a mail. */
const MAX_ALERTING_IMPACT_RANK = 1;

/**
 * Runs after a scan finished: if the schedule started it and it succeeded, compares it with the
 * organisation's previous finished site scan of the site under the same profile and mails its owners the new severe violations.
 * No mail without a previous scan (everything would be "new") or when nothing is new.
 * Returns whether a mail was sent.
 */
export async function alertNewViolations(deps: NewViolationAlertDeps, scanId: string): Promise<boolean> {
  const { db, logger } = deps;
  const monitor = await findMonitorOfScan(db.orm, scanId);
  if (!monitor) return false;
  const scan = await findScan(db.orm, scanId);
  if (scan?.status !== 'succeeded' || !scan.finishedAt || scan.organisationId !== monitor.organisationId)
    return false;
  const previous = await findPreviousSiteScan(db.orm, {
    id: scan.id,
    organisationId: monitor.organisationId,
    site: scan.site,
    profile: scan.profile,
    finishedAt: scan.finishedAt,
  });
  if (!previous) return false;
  // New as the runs list and the result page count it: an issue (element and rule) the previous scan did not have.
  // An issue someone already decided is a false alarm or accepted is no news (decision 029).
  const statuses = await statusesOfScan(db.orm, scan);
  const fresh = (await newIssues(db.orm, scan.id, previous.id, MAX_ALERTING_IMPACT_RANK)).filter((issue) => {
    const status = statuses.get(issue.issueKey)?.status;
    return status !== 'false_positive' && status !== 'accepted';
  });
  if (fresh.length === 0) return false;
  // The organisation's owners hear of it (decision 028); each with an address gets the mail.
  const recipients = (await ownersOf(db.orm, monitor.organisationId)).flatMap((owner) =>
    owner.email ? [owner.email] : [],
  );
  if (recipients.length === 0) {
    logger.warn(
      { scanId, organisationId: monitor.organisationId },
      'new violations found, but no owner of the organisation has an e-mail address',
    );
    return false;
  }
  for (const to of recipients) {
    await deps.mailer.send(
      newViolationsMail({
        to,
        from: deps.from,
        site: scan.site,
        reportUrl: `${deps.publicUrl}/run/${scan.id}`,
        issues: fresh,
      }),
    );
  }
  logger.info(
    { scanId, previousScanId: previous.id, newViolations: fresh.length },
    'new-violations mail sent',
  );
  return true;
}
