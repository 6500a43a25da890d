import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../../test-support/billing.js';
import { addMonitor } from '../../../test-support/monitoring-setup.js';
import {
  type PlannedFinding,
  reportOf,
  scriptedScanner,
  storeFinishedScan,
} from '../../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { recordingMailer, startTestService, type TestService } from '../../../test-support/test-service.js';
import { scans } from '../../scans/schema.js';
import { findMonitorOfOrganisation } from '../site-monitors-repo.js';
import { MONITOR_TICK_CRON, MONITOR_TICK_QUEUE } from './monitor-scheduler.js';

/**
 * The whole path in one worker process: the tick at start, then pg-boss's cron schedule, queue
 * ticks; a tick starts the due monitor's site scan, the worker runs it (a scripted engine instead
 * of Chromium) and mails the new critical violation.
 */

const HOME = 'https://echo.example/';
const known: PlannedFinding = {
  pageUrl: HOME,
  ruleId: 'image-alt',
  category: 'violations',
  impact: 'critical',
};
const fresh: PlannedFinding = {
  pageUrl: `${HOME}contact`,
  ruleId: 'label',
  category: 'violations',
  impact: 'critical',
};

let database: TestDatabase;
let service: TestService;
const mailer = recordingMailer();
const scanner = scriptedScanner((url) => reportOf(url, [known, fresh]));

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await service?.close();
  await database?.destroy();
});

async function until<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the monitoring schedule', () => {
  it('ticks through pg-boss, scans the due site and mails its new critical violation', async () => {
    const user = await createTestUser(database.db, 'scheduled');
    await grantPlan(database.db, user.id, 'basic', [HOME]);
    await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: HOME,
      site: 'echo.example',
      findings: [known],
    });
    const monitor = await addMonitor(database.db, {
      organisationId: user.id,
      url: HOME,
      site: 'echo.example',
      intervalMinutes: 60,
      nextRunAt: new Date(Date.now() - 60_000),
    });

    service = await startTestService({ db: database.db, mailer, createScanner: () => scanner });

    const { rows: schedules } = await database.db.executeSql('select name, cron from pgboss.schedule', []);
    expect(schedules).toContainEqual({ name: MONITOR_TICK_QUEUE, cron: MONITOR_TICK_CRON });

    const mail = await until(async () => mailer.sent[0], 45_000);
    expect(mail.to).toBe(user.email);
    expect(mail.text).toContain('label');
    expect(mail.text).toContain(`${HOME}contact`);
    expect(mail.text).not.toContain('image-alt');

    const started = await database.db.orm.select().from(scans).where(eq(scans.organisationId, user.id));
    expect(started).toHaveLength(2);
    const scheduled = started.find((scan) => scan.pageBudget !== null)!;
    expect(scheduled).toMatchObject({ status: 'succeeded', scope: 'site', pageBudget: 100 });
    expect(scanner.calls).toEqual([HOME]);
    const after = await findMonitorOfOrganisation(database.db.orm, user.id, monitor.id);
    expect(after?.lastScanId).toBe(scheduled.id);
    expect(after!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 58 * 60_000);
    expect(mailer.sent).toHaveLength(1);

    // After the tick at start, pg-boss's cron puts the next ones in the queue (it looks every 30 s).
    const completedTicks = async () => {
      const { rows } = await database.db.executeSql(
        "select count(*)::int as count from pgboss.job where name = $1 and state = 'completed'",
        [MONITOR_TICK_QUEUE],
      );
      return Number((rows[0] as { count: number }).count);
    };
    await until(async () => ((await completedTicks()) >= 2 ? true : undefined), 120_000);
    // The monitor is not due again for an hour: no second scan, no second mail.
    expect(await database.db.orm.select().from(scans).where(eq(scans.organisationId, user.id))).toHaveLength(
      2,
    );
    expect(mailer.sent).toHaveLength(1);
  }, 180_000);
});
