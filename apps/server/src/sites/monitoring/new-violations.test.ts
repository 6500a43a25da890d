import type { ProfileId } from '@klarsicht/scanner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test-support/billing.js';
import { addMonitor } from '../../../test-support/monitoring-setup.js';
import { type PlannedFinding, storeFinishedScan } from '../../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { recordingMailer } from '../../../test-support/test-service.js';
import { createLogger } from '../../platform/observability/logger.js';
import { setMonitorLastScan } from '../site-monitors-repo.js';
import { alertNewViolations } from './new-violations.js';

let database: TestDatabase;
const mailer = recordingMailer();
const deps = () => ({
  db: database.db,
  mailer,
  from: 'Klarsicht <alerts@klarsicht.example>',
  publicUrl: 'https://klarsicht.example',
  logger: createLogger({ level: 'silent' }),
});

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.destroy();
});

const HOME = 'https://news.example/';
const ABOUT = 'https://news.example/about';

/** A monitor of news.example for a new user, and a function that stores a scan of it (monitored or by hand). */
async function newsSite(name: string) {
  const user = await createTestUser(database.db, name);
  const monitor = await addMonitor(database.db, {
    organisationId: user.id,
    url: HOME,
    site: 'news.example',
    intervalMinutes: 60,
    nextRunAt: new Date('2040-01-01T00:00:00Z'),
  });
  const scan = async (findings: PlannedFinding[], options: { monitored: boolean; profile?: ProfileId }) => {
    const id = await storeFinishedScan(database.db, {
      organisationId: user.id,
      url: HOME,
      site: 'news.example',
      findings,
      ...(options.profile ? { profile: options.profile } : {}),
    });
    if (options.monitored) await setMonitorLastScan(database.db.orm, monitor.id, id);
    return id;
  };
  return { user, scan };
}

describe('the new-violations mail after a monitored scan', () => {
  it('lists the critical and serious violations the previous scan did not have, once', async () => {
    const { user, scan } = await newsSite('alert-new');
    await scan(
      [
        { pageUrl: HOME, ruleId: 'image-alt', category: 'violations', impact: 'critical' },
        { pageUrl: HOME, ruleId: 'label', category: 'violations', impact: 'critical' },
      ],
      { monitored: false },
    );
    const current = await scan(
      [
        // Known from before: not new.
        { pageUrl: HOME, ruleId: 'image-alt', category: 'violations', impact: 'critical' },
        // Known element on a new page (a template's): the same issue, not new.
        { pageUrl: ABOUT, ruleId: 'image-alt', category: 'violations', impact: 'critical' },
        // Known rule, another element: a new issue.
        { pageUrl: ABOUT, ruleId: 'label', category: 'violations', impact: 'critical', selector: '#email' },
        { pageUrl: ABOUT, ruleId: 'color-contrast', category: 'violations', impact: 'serious' },
        // New, but neither critical nor serious; and a needs-review finding.
        { pageUrl: ABOUT, ruleId: 'region', category: 'violations', impact: 'moderate' },
        { pageUrl: HOME, ruleId: 'aria-hidden-focus', category: 'incomplete', impact: 'serious' },
      ],
      { monitored: true },
    );
    const before = mailer.sent.length;

    expect(await alertNewViolations(deps(), current)).toBe(true);

    const mails = mailer.sent.slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(user.email);
    expect(mail.from).toBe('Klarsicht <alerts@klarsicht.example>');
    expect(mail.subject).toContain('news.example');
    expect(mail.subject).toMatch(/^Neue .* \/ New /);
    expect(mail.text).toContain(`https://klarsicht.example/run/${current}`);
    expect(mail.text).toMatch(/- label \(kritisch\)[^\n]*\n\s+#email — https:\/\/news\.example\/about\n/);
    expect(mail.text).toContain('2 neue kritische oder schwerwiegende Probleme');
    expect(mail.text).toMatch(/- color-contrast \(schwerwiegend\)/);
    expect(mail.text).toMatch(/- label \(critical\)/);
    expect(mail.text).toMatch(/- color-contrast \(serious\)/);
    expect(mail.text.indexOf('Hallo')).toBeLessThan(mail.text.indexOf('Hello'));
    for (const absent of ['image-alt', 'region', 'aria-hidden-focus'])
      expect(mail.text).not.toContain(absent);
  });

  it('sends nothing when nothing is new, without a previous scan, or for a scan the schedule did not start', async () => {
    const first = await newsSite('alert-quiet');
    const imageAlt: PlannedFinding[] = [
      { pageUrl: HOME, ruleId: 'image-alt', category: 'violations', impact: 'critical' },
    ];
    const before = mailer.sent.length;

    const lonely = await first.scan(imageAlt, { monitored: true });
    expect(await alertNewViolations(deps(), lonely)).toBe(false);
    const same = await first.scan(imageAlt, { monitored: true });
    expect(await alertNewViolations(deps(), same)).toBe(false);
    const byHand = await first.scan(
      [{ pageUrl: HOME, ruleId: 'label', category: 'violations', impact: 'critical' }],
      { monitored: false },
    );
    expect(await alertNewViolations(deps(), byHand)).toBe(false);
    expect(mailer.sent.length).toBe(before);
  });

  it('compares only with a scan of the same profile (a larger profile runs more rules)', async () => {
    const { scan } = await newsSite('alert-profile');
    const before = mailer.sent.length;
    await scan([{ pageUrl: HOME, ruleId: 'image-alt', category: 'violations', impact: 'critical' }], {
      monitored: false,
      profile: 'bfsg',
    });
    const stricter = await scan(
      [
        { pageUrl: HOME, ruleId: 'image-alt', category: 'violations', impact: 'critical' },
        { pageUrl: HOME, ruleId: 'target-size', category: 'violations', impact: 'serious' },
      ],
      { monitored: true, profile: 'wcag22aa' },
    );
    // No earlier wcag22aa scan: nothing to compare with, so target-size is not "new".
    expect(await alertNewViolations(deps(), stricter)).toBe(false);
    expect(mailer.sent.length).toBe(before);
  });
});
