import type { Database } from '../db/database.js';
import { findScan } from '../db/scans-repo.js';
import {
  findMonitorOfScan,
  findPreviousSiteScan,
  listViolations,
  type ViolationKey,
} from '../db/site-monitors-repo.js';
import { findUserById } from '../db/users-repo.js';
import type { Logger as ServiceLogger } from '../log.js';
import type { Mailer } from '../mail/mailer.js';
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

const ALERTING_IMPACTS = new Set(['critical', 'serious']);

/** Critical or serious violations whose rule and page the previous scan did not report. */
export function newSevereViolations(current: ViolationKey[], previous: ViolationKey[]): ViolationKey[] {
  const seen = new Set(previous.map(keyOf));
  return current.filter(
    (violation) => ALERTING_IMPACTS.has(violation.impact ?? '') && !seen.has(keyOf(violation)),
  );
}

function keyOf(violation: ViolationKey): string {
  return `${violation.ruleId}\u0000${violation.pageUrl}`;
}

/**
 * Runs after a scan finished: if the schedule started it and it succeeded, compares it with the
 * user's previous finished site scan of the site under the same profile and mails the user the new severe violations.
 * No mail without a previous scan (everything would be "new") or when nothing is new.
 * Returns whether a mail was sent.
 */
export async function alertNewViolations(deps: NewViolationAlertDeps, scanId: string): Promise<boolean> {
  const { db, logger } = deps;
  const monitor = await findMonitorOfScan(db.orm, scanId);
  if (!monitor) return false;
  const scan = await findScan(db.orm, scanId);
  if (scan?.status !== 'succeeded' || !scan.finishedAt || scan.ownerId !== monitor.userId) return false;
  const previous = await findPreviousSiteScan(db.orm, {
    id: scan.id,
    ownerId: monitor.userId,
    site: scan.site,
    profile: scan.profile,
    finishedAt: scan.finishedAt,
  });
  if (!previous) return false;
  const [current, before] = await Promise.all([
    listViolations(db.orm, scan.id),
    listViolations(db.orm, previous.id),
  ]);
  const fresh = newSevereViolations(current, before);
  if (fresh.length === 0) return false;
  const user = await findUserById(db.orm, monitor.userId);
  if (!user?.email) {
    logger.warn(
      { scanId, userId: monitor.userId },
      'new violations found, but the user has no e-mail address',
    );
    return false;
  }
  await deps.mailer.send(
    newViolationsMail({
      to: user.email,
      from: deps.from,
      site: scan.site,
      reportUrl: `${deps.publicUrl}/run/${scan.id}`,
      violations: fresh,
    }),
  );
  logger.info(
    { scanId, previousScanId: previous.id, newViolations: fresh.length },
    'new-violations mail sent',
  );
  return true;
}
