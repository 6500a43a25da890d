import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../../test-support/billing.js';
import { addMonitor, lapsePlan, localAllowanceReader } from '../../../test-support/monitoring-setup.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { listActivity } from '../../activity/activity-repo.js';
import type { Clock } from '../../platform/clock.js';
import { createLogger } from '../../platform/observability/logger.js';
import { scans } from '../../scans/schema.js';
import { findMonitorOfOrganisation } from '../site-monitors-repo.js';
import { runMonitorTick } from './monitor-tick.js';

let database: TestDatabase;
const queued: string[] = [];
const logger = createLogger({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.destroy();
});

function tickAt(clock: Clock) {
  return runMonitorTick({
    db: database.db,
    scanQueue: { enqueue: async ({ scanId }) => void queued.push(scanId) },
    allowance: localAllowanceReader(database.db),
    clock,
    logger,
  });
}

const at = (iso: string): Clock => ({ now: () => new Date(iso) });

describe('the monitor tick', () => {
  it('starts exactly one site scan for a due monitor, even with two ticks racing', async () => {
    const user = await createTestUser(database.db, 'tick-race');
    await grantPlan(database.db, user.id, 'pro', ['https://race.example']);
    const monitor = await addMonitor(database.db, {
      organisationId: user.id,
      url: 'https://race.example/',
      site: 'race.example',
      intervalMinutes: 10_080,
      nextRunAt: new Date('2030-01-01T00:00:00Z'),
    });
    const clock = at('2030-01-01T00:00:30Z');

    const outcomes = await Promise.all([tickAt(clock), tickAt(clock), tickAt(clock)]);

    const started = outcomes.flatMap((outcome) => outcome.started);
    expect(started).toHaveLength(1);
    const rows = await database.db.orm.select().from(scans).where(eq(scans.organisationId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: started[0],
      scope: 'site',
      status: 'queued',
      url: 'https://race.example/',
      site: 'race.example',
      profile: 'bfsg',
      pageBudget: 500,
    });
    expect(queued).toContain(started[0]);
    const after = await findMonitorOfOrganisation(database.db.orm, user.id, monitor.id);
    expect(after?.lastScanId).toBe(started[0]);
    expect(after?.nextRunAt.toISOString()).toBe('2030-01-08T00:00:30.000Z');
    // The organisation's record says the schedule started it, not a person.
    const record = await listActivity(database.db.orm, user.id, { action: 'scan.started', limit: 10 });
    expect(record.map((entry) => [entry.actorId, entry.actorLabel, entry.subject.scan])).toEqual([
      [null, 'Klarsicht', started[0]],
    ]);
  });

  it('fires a 1-minute monitor again once the clock has moved a minute on', async () => {
    const user = await createTestUser(database.db, 'tick-minutely');
    await grantPlan(database.db, user.id, 'basic', ['https://minutely.example']);
    await addMonitor(database.db, {
      organisationId: user.id,
      url: 'https://minutely.example/',
      site: 'minutely.example',
      intervalMinutes: 1,
      nextRunAt: new Date('2031-01-01T00:00:00Z'),
    });
    const scansAfterTickAt = async (clock: Clock) => {
      await tickAt(clock);
      return database.db.orm.select().from(scans).where(eq(scans.organisationId, user.id));
    };

    expect(await scansAfterTickAt(at('2031-01-01T00:00:00Z'))).toHaveLength(1);
    expect(await scansAfterTickAt(at('2031-01-01T00:00:40Z'))).toHaveLength(1);
    expect(await scansAfterTickAt(at('2031-01-01T00:01:00Z'))).toHaveLength(2);
    expect(await scansAfterTickAt(at('2031-01-01T00:02:05Z'))).toHaveLength(3);
    const rows = await database.db.orm.select().from(scans).where(eq(scans.organisationId, user.id));
    expect(rows.every((row) => row.pageBudget === 100 && row.scope === 'site')).toBe(true);
  });

  it('skips a monitor whose plan lapsed and starts none', async () => {
    const user = await createTestUser(database.db, 'tick-lapsed');
    await grantPlan(database.db, user.id, 'basic', ['https://lapsed.example']);
    const monitor = await addMonitor(database.db, {
      organisationId: user.id,
      url: 'https://lapsed.example/',
      site: 'lapsed.example',
      intervalMinutes: 60,
      nextRunAt: new Date('2032-01-01T00:00:00Z'),
    });
    await lapsePlan(database.db, user.id);

    const outcome = await tickAt(at('2032-01-01T00:00:10Z'));

    expect(outcome.skipped).toContain(monitor.id);
    expect(await database.db.orm.select().from(scans).where(eq(scans.organisationId, user.id))).toEqual([]);
    // Claimed all the same: it is looked at again an interval later, not every minute.
    const after = await findMonitorOfOrganisation(database.db.orm, user.id, monitor.id);
    expect(after?.nextRunAt.toISOString()).toBe('2032-01-01T01:00:10.000Z');
  });
});
