import type { Logger } from 'pino';
import type { Database } from '../../platform/db/database.js';
import { rekeyScanIssues, scansWithOlderIssueKeys } from './issues-repo.js';

const SCANS_PER_BATCH = 20;

/**
 * Gives every scan stored before decision 029 the new issue keys, one scan per transaction, so the
 * first scan after the upgrade compares with the last one before it and nothing shows as new.
 * Resumable (a scan done is not found again) and safe beside other workers doing the same (each
 * scan is re-keyed under its row lock, and a second pass over it changes nothing). Stops when
 * `signal` aborts; returns how many scans it re-keyed.
 */
export async function rekeyOlderIssues(db: Database, logger: Logger, signal: AbortSignal): Promise<number> {
  let done = 0;
  const failed = new Set<string>();
  while (!signal.aborted) {
    const batch = (await scansWithOlderIssueKeys(db.orm, SCANS_PER_BATCH + failed.size)).filter(
      (scanId) => !failed.has(scanId),
    );
    if (batch.length === 0) break;
    for (const scanId of batch) {
      if (signal.aborted) break;
      try {
        await db.orm.transaction((tx) => rekeyScanIssues(tx, scanId));
        done += 1;
      } catch (error) {
        // One scan's odd data must not keep every other scan on its old keys; it is tried again at the next start.
        failed.add(scanId);
        logger.error({ err: error, scanId }, 'issues of a scan could not be re-keyed');
      }
    }
  }
  if (done > 0) logger.info({ scans: done }, 'issues of earlier scans re-keyed');
  return done;
}
