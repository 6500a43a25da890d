import {
  bulkDecisionResultSchema,
  issueDecisionListSchema,
  issueDecisionViewSchema,
  issuesPageSchema,
  ORGANISATION_HEADER,
  scanOverviewSchema,
  scanReportSchema,
} from '@klarsicht/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlan } from '../../../test-support/billing.js';
import { parseCsv } from '../../../test-support/csv.js';
import { type PlannedFinding, storeFinishedScan } from '../../../test-support/scan-reports.js';
import { SAMPLE_STATEMENT } from '../../../test-support/statement.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { TEST_ISSUER } from '../../../test-support/test-identity.js';
import { buildTestApp, recordingMailer } from '../../../test-support/test-service.js';
import { memberships } from '../../accounts/schema.js';
import { ensureUser } from '../../accounts/users-repo.js';
import { mailNotifications } from '../../notifications/index.js';
import { createLogger } from '../../platform/observability/logger.js';
import { findScan } from '../records/scans-repo.js';
import { settleDecisionsAfterScan } from './after-scan.js';

/** Decisions on issues over the API, and what later scans of the site do with them (decision 029). */

const SITE = 'https://laden.example';
const site = { url: `${SITE}/`, site: 'laden.example' };
/** Four barriers: a picture on the start page, a link in the footer of both pages, a field and a banner on the form. */
const BARRIERS: PlannedFinding[] = [
  {
    pageUrl: `${SITE}/`,
    ruleId: 'image-alt',
    category: 'violations',
    impact: 'critical',
    selector: 'img.hero',
    wcag: ['1.1.1'],
  },
  {
    pageUrl: `${SITE}/`,
    ruleId: 'link-name',
    category: 'violations',
    impact: 'serious',
    selector: 'a.social',
  },
  {
    pageUrl: `${SITE}/kontakt`,
    ruleId: 'link-name',
    category: 'violations',
    impact: 'serious',
    selector: 'a.social',
  },
  {
    pageUrl: `${SITE}/kontakt`,
    ruleId: 'label',
    category: 'violations',
    impact: 'critical',
    selector: 'input.mail',
  },
  {
    pageUrl: `${SITE}/kontakt`,
    ruleId: 'region',
    category: 'violations',
    impact: 'moderate',
    selector: 'div.banner',
  },
];

let database: TestDatabase;
let app: FastifyInstance;
let team: string;
const people = { owner: '', admin: '', editor: '', viewer: '', stranger: '' };
let scanId: string;
/** The site's latest scan, which the statement rests on. */
let latestScan = '';
const scanIdOfLatest = () => latestScan;
// The decisions are made the day before the later scans run.
const clock = { now: () => new Date('2026-11-27T10:00:00Z') };

/** A call by `who`, acting for the team (once it exists), as the app's organisation switcher sends it. */
async function call(method: 'GET' | 'PUT' | 'POST', url: string, who: string, payload?: unknown) {
  const headers: Record<string, string> = {
    'x-test-user': who,
    ...(team ? { [ORGANISATION_HEADER]: team } : {}),
  };
  const response = await app.inject({ method, url, headers, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

async function issuesOf(scan: string, query = '') {
  const { status, body } = await call('GET', `/api/scans/${scan}/issues${query}`, people.owner);
  expect(status).toBe(200);
  return issuesPageSchema.parse(body);
}

async function issueId(scan: string, ruleId: string) {
  return (await issuesOf(scan, '?status=all')).items.find((issue) => issue.ruleId === ruleId)!.id;
}

const decide = (scan: string, issue: string, payload: unknown, who = people.editor) =>
  call('PUT', `/api/scans/${scan}/issues/${issue}/decision`, who, payload);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { clock });
  for (const name of Object.keys(people) as Array<keyof typeof people>) {
    const person = await ensureUser(database.db.orm, TEST_ISSUER, `decisions-${name}`, {
      email: `${name}@laden.example`,
    });
    people[name] = person.id;
  }
  const made = await call('POST', '/api/organisations', people.owner, { name: 'Laden GmbH' });
  team = (made.body as { id: string }).id;
  await database.db.orm.insert(memberships).values([
    { organisationId: team, userId: people.admin, role: 'admin' },
    { organisationId: team, userId: people.editor, role: 'editor' },
    { organisationId: team, userId: people.viewer, role: 'viewer' },
  ]);
  scanId = await storeFinishedScan(database.db, { organisationId: team, ...site, findings: BARRIERS });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('deciding an issue', () => {
  it('records a false alarm for the site, hides it from the counts, shows it on request', async () => {
    const banner = await issueId(scanId, 'region');
    const { status, body } = await decide(scanId, banner, {
      status: 'false_positive',
      note: 'Das Banner ist Dekoration.',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const decision = issueDecisionViewSchema.parse(body);
    expect(decision).toMatchObject({ status: 'false_positive', scope: 'site', version: 1, ruleId: 'region' });
    expect(decision.decidedBy?.id).toBe(people.editor);

    const shown = await issuesOf(scanId);
    expect(shown.items.map((issue) => issue.ruleId)).not.toContain('region');
    expect(shown.total).toBe(3);
    const asked = await issuesOf(scanId, '?status=false_positive');
    expect(asked.items).toHaveLength(1);
    expect(asked.items[0]).toMatchObject({
      status: 'false_positive',
      decision: { id: decision.id, version: 1 },
    });
    expect((await issuesOf(scanId, '?status=all')).total).toBe(4);
    expect((await issuesOf(scanId, '?status=open')).total).toBe(3);

    const overview = scanOverviewSchema.parse(
      (await call('GET', `/api/scans/${scanId}/overview`, people.owner)).body,
    );
    expect(overview.violations.issues).toBe(3);
    expect(overview.violations.byStatus).toMatchObject({ open: 3, false_positive: 1 });
  });

  it('puts an issue in progress with an assignee and a due date, and says who did what', async () => {
    const field = await issueId(scanId, 'label');
    const { status, body } = await decide(scanId, field, {
      status: 'in_progress',
      assigneeId: people.editor,
      dueOn: '2026-12-15',
      note: 'Sprint 51',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(issueDecisionViewSchema.parse(body)).toMatchObject({
      status: 'in_progress',
      assignee: { id: people.editor },
      dueOn: '2026-12-15',
    });
    const activity = await call('GET', '/api/organisation/activity?action=issue.decided', people.owner);
    expect(activity.status).toBe(200);
    expect(
      (activity.body as { items: Array<{ details: Record<string, unknown> }> }).items[0]!.details,
    ).toMatchObject({ status: 'in_progress', previous: 'open', dueOn: '2026-12-15' });
  });

  it('refuses what a decision may not be, and changes nothing', async () => {
    const picture = await issueId(scanId, 'image-alt');
    const refusals: Array<[unknown, string]> = [
      [{ status: 'false_positive' }, 'note'],
      [{ status: 'in_progress', assigneeId: people.stranger }, 'assigneeId'],
      [{ status: 'in_progress', assigneeId: people.viewer }, 'assigneeId'],
      [{ status: 'in_progress', dueOn: '2026-11-26' }, 'dueOn'],
      [{ status: 'fixed', note: 'x'.repeat(2001) }, 'note'],
      [{ status: 'fixed', scope: 'page', pageUrl: `${SITE}/kontakt` }, 'pageUrl'],
      [{ status: 'fixed', scope: 'page' }, 'pageUrl'],
      [{ status: 'fixed', dueOn: '2027-01-01' }, 'dueOn'],
      [{ status: 'verified' }, 'status'],
      [{ status: 'accepted', reason: 'planned', note: 'März', reviewOn: '2027-03-31' }, 'plannedOn'],
    ];
    for (const [payload, field] of refusals) {
      const { status, body } = await decide(scanId, picture, payload, people.admin);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect((body as { errors: Array<{ field: string }> }).errors.map((error) => error.field)).toContain(
        field,
      );
    }
    // An editor may not accept: the statement is the admins'.
    const accepted = {
      status: 'accepted',
      reason: 'third_party',
      note: 'Karte von Dritten',
      reviewOn: '2027-06-30',
    };
    const editor = await decide(scanId, picture, accepted);
    expect(editor.status).toBe(403);
    expect((editor.body as { code: string }).code).toBe('role_insufficient');
    expect((await decide(scanId, picture, { status: 'fixed' }, people.viewer)).status).toBe(403);
    const decisions = issueDecisionListSchema.parse(
      (await call('GET', `/api/scans/${scanId}/decisions`, people.viewer)).body,
    );
    expect(decisions.items.map((decision) => decision.ruleId).sort()).toEqual(['label', 'region']);
  });

  it('answers 404 for an issue of another scan or organisation, and 409 for a decision changed meanwhile', async () => {
    const field = await issueId(scanId, 'label');
    const elsewhere = await storeFinishedScan(database.db, {
      organisationId: people.stranger,
      ...site,
      findings: BARRIERS,
    });
    expect((await decide(elsewhere, field, { status: 'fixed' })).status).toBe(404);
    expect((await decide(scanId, '999999999', { status: 'fixed' })).status).toBe(404);
    expect((await decide(scanId, 'abc', { status: 'fixed' })).status).toBe(404);

    const stale = await decide(scanId, field, { status: 'fixed', version: 0 });
    expect(stale.status).toBe(409);
    const current = await decide(scanId, field, { status: 'fixed', version: 1 });
    expect(current.status).toBe(200);
    // "Fixed" keeps who worked on it: they hear if a scan finds it again.
    expect(issueDecisionViewSchema.parse(current.body)).toMatchObject({
      version: 2,
      assignee: { id: people.editor },
    });
  });
});

describe('deciding many issues at once', () => {
  it('writes all of them or none', async () => {
    const picture = await issueId(scanId, 'image-alt');
    const footer = await issueId(scanId, 'link-name');
    const refused = await call('POST', `/api/scans/${scanId}/decisions`, people.editor, {
      items: [
        { issueId: picture, status: 'in_progress', note: 'Bilder' },
        { issueId: footer, status: 'in_progress', assigneeId: people.stranger },
      ],
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { errors: Array<{ field: string }> }).errors[0]!.field).toBe(
      'items.1.assigneeId',
    );
    expect((await issuesOf(scanId, '?status=in_progress')).total).toBe(0);

    const tooMany = await call('POST', `/api/scans/${scanId}/decisions`, people.editor, {
      items: Array.from({ length: 501 }, () => ({ issueId: picture, status: 'fixed' })),
    });
    expect(tooMany.status).toBe(400);

    const written = await call('POST', `/api/scans/${scanId}/decisions`, people.editor, {
      items: [
        { issueId: picture, status: 'in_progress', note: 'Bilder' },
        { issueId: footer, status: 'in_progress', note: 'Footer' },
      ],
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(bulkDecisionResultSchema.parse(written.body).items.map((item) => item.status)).toEqual([
      'in_progress',
      'in_progress',
    ]);
    // Undo: the previous state sent back the same way.
    const undone = await call('POST', `/api/scans/${scanId}/decisions`, people.editor, {
      items: [
        { issueId: picture, status: 'open' },
        { issueId: footer, status: 'open' },
      ],
    });
    expect(undone.status).toBe(200);
    expect((await issuesOf(scanId, '?status=in_progress')).total).toBe(0);
  });
});

describe('the reports', () => {
  it("carry each issue's decision, false alarms marked rather than dropped", async () => {
    const json = await call('GET', `/api/scans/${scanId}/report.json`, people.viewer);
    expect(json.status).toBe(200);
    const report = scanReportSchema.parse(json.body);
    const decided = Object.fromEntries(
      report.violations.flatMap((rule) =>
        rule.issues.map((issue) => [rule.ruleId, issue.decision?.status ?? 'open']),
      ),
    );
    expect(decided).toEqual({
      region: 'false_positive',
      label: 'fixed',
      'image-alt': 'open',
      'link-name': 'open',
    });
    expect(report.violations.find((rule) => rule.ruleId === 'region')!.issues[0]!.decision).toMatchObject({
      note: 'Das Banner ist Dekoration.',
      scope: 'site',
    });
    expect(report.summary.issuesByStatus).toMatchObject({ open: 2, fixed: 1, false_positive: 1 });

    const csv = await app.inject({
      method: 'GET',
      url: `/api/scans/${scanId}/report.csv?lang=de`,
      headers: { 'x-test-user': people.viewer, [ORGANISATION_HEADER]: team },
    });
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''), ';');
    const status = header!.indexOf('Status');
    expect(status).toBeGreaterThan(0);
    const banner = rows.find((row) => row.includes('region'))!;
    expect(banner[status]).toBe('Kein Fehler');
    expect(banner[header!.indexOf('Begründung der Entscheidung')]).toBe('Das Banner ist Dekoration.');
  });
});

describe('later scans of the site', () => {
  it('keep the decisions, verify a fix no longer found, reopen what is found again and tell the assignee', async () => {
    const footer = await issueId(scanId, 'link-name');
    const picture = await issueId(scanId, 'image-alt');
    expect((await decide(scanId, footer, { status: 'fixed' })).status).toBe(200);
    const accepted = await decide(
      scanId,
      picture,
      { status: 'accepted', reason: 'third_party', note: 'Bild eines Partners', reviewOn: '2027-06-30' },
      people.admin,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    // The same site, the footer link fixed; everything else as it was.
    const fixed = BARRIERS.filter((finding) => finding.ruleId !== 'link-name');
    const rescan = await storeFinishedScan(database.db, { organisationId: team, ...site, findings: fixed });
    const later = { now: () => new Date('2026-11-29T10:00:00Z') };
    const settled = await settleDecisionsAfterScan(
      database.db,
      later,
      (await findScan(database.db.orm, rescan))!,
    );
    expect(settled.verified.map((decision) => decision.ruleId)).toEqual(['link-name']);
    // The form field was reported fixed but is still there: it stays fixed until a scan no longer finds it.
    expect(settled.reopened).toEqual([]);
    const statuses = Object.fromEntries(
      (await issuesOf(rescan, '?status=all')).items.map((issue) => [issue.ruleId, issue.status]),
    );
    expect(statuses).toEqual({ 'image-alt': 'accepted', label: 'fixed', region: 'false_positive' });
    // The scan keeps them for the site's trend.
    expect((await findScan(database.db.orm, rescan))!.issuesByStatus).toMatchObject({
      open: 0,
      accepted: 1,
      fixed: 1,
      false_positive: 1,
    });

    // An unchanged rescan changes nothing.
    const again = await storeFinishedScan(database.db, { organisationId: team, ...site, findings: fixed });
    const unchanged = await settleDecisionsAfterScan(
      database.db,
      later,
      (await findScan(database.db.orm, again))!,
    );
    expect(unchanged.verified.length + unchanged.reopened.length).toBe(0);
    const overview = scanOverviewSchema.parse(
      (await call('GET', `/api/scans/${again}/overview`, people.owner)).body,
    );
    expect(overview.previous).toMatchObject({ added: 0, fixed: 0 });

    // The footer link breaks again: reopened, and the assignee of the fix hears of it.
    const broken = await storeFinishedScan(database.db, {
      organisationId: team,
      ...site,
      findings: BARRIERS,
    });
    latestScan = broken;
    const reopened = await settleDecisionsAfterScan(
      database.db,
      later,
      (await findScan(database.db.orm, broken))!,
    );
    expect(reopened.reopened.map(({ decision, was }) => [decision.ruleId, was])).toEqual([
      ['link-name', 'verified'],
    ]);
    const mailer = recordingMailer();
    const sent = await mailNotifications(
      database.db.orm,
      {
        mailer,
        from: 'pruefung@klarsicht.test',
        publicUrl: 'https://app.test',
        logger: createLogger({ level: 'silent' }),
      },
      reopened.notices,
    );
    expect(sent).toBe(1);
    expect(mailer.sent[0]!.subject).toBe(
      'Wieder aufgetreten: 1 Problem(e) auf laden.example / Found again: 1 issue(s) on laden.example',
    );
    expect(mailer.sent[0]!.text).toContain(`https://app.test/run/${broken}`);
    expect(mailer.sent[0]!.to).toBe('editor@laden.example');
    const entries = await call('GET', '/api/organisation/activity?action=issue.reopened', people.owner);
    expect((entries.body as { items: unknown[] }).items).toHaveLength(1);
  });
});

describe('the accessibility statement', () => {
  it('lists the accepted issues with their reason, and says when a decision changed after publishing', async () => {
    await grantPlan(database.db, team, 'pro', [SITE]);
    const sites = await call('GET', '/api/sites', people.owner);
    const siteId = (sites.body as { items: Array<{ id: string; site: string }> }).items.find(
      (item) => item.site === 'laden.example',
    )!.id;
    expect(
      (await call('PUT', `/api/sites/${siteId}/statement?lang=de`, people.admin, SAMPLE_STATEMENT)).status,
    ).toBe(200);
    const before = await call('GET', `/api/sites/${siteId}/statement?lang=de`, people.admin);
    const barrier = (
      before.body as { generated: { barriers: Array<{ criterionId: string; accepted?: unknown }> } }
    ).generated.barriers.find((entry) => entry.criterionId === '1.1.1');
    expect(barrier?.accepted).toEqual([{ reason: 'third_party' }]);

    const published = await call('POST', `/api/sites/${siteId}/statement/versions`, people.admin, {
      confirmUntested: true,
    });
    expect(published.status).toBe(200);
    const statement = await call('GET', `/api/sites/${siteId}/statement?lang=de`, people.admin);
    const { snippets, outOfDate } = statement.body as { snippets: { html: string }; outOfDate: boolean };
    expect(outOfDate).toBe(false);
    expect(snippets.html).toContain('Es handelt sich um Inhalte Dritter');

    // The owner now plans a fix instead: the published statement no longer says what is decided.
    const latest = (await issuesOf(scanIdOfLatest(), '?status=accepted')).items[0]!;
    const replanned = await decide(
      scanIdOfLatest(),
      latest.id,
      {
        status: 'accepted',
        reason: 'planned',
        plannedOn: '2027-03-31',
        note: 'Neue Bilder mit Alternativtext',
        reviewOn: '2027-04-30',
        version: latest.decision!.version,
      },
      people.admin,
    );
    expect(replanned.status, JSON.stringify(replanned.body)).toBe(200);
    const after = await call('GET', `/api/sites/${siteId}/statement?lang=de`, people.admin);
    expect((after.body as { outOfDate: boolean }).outOfDate).toBe(true);
    expect(
      (
        after.body as { generated: { barriers: Array<{ criterionId: string; accepted?: unknown }> } }
      ).generated.barriers.find((entry) => entry.criterionId === '1.1.1')?.accepted,
    ).toEqual([{ reason: 'planned', plannedOn: '2027-03-31' }]);
  });
});

describe('a rule decided under a path', () => {
  it('applies to the rule’s issues on the pages the pattern takes; the longest pattern and an issue’s own decision win', async () => {
    const SHOP = 'https://markt.example';
    const frame = (pageUrl: string): PlannedFinding => ({
      pageUrl,
      ruleId: 'frame-title',
      category: 'violations',
      impact: 'serious',
      selector: 'iframe.chat',
    });
    const shopScan = await storeFinishedScan(database.db, {
      organisationId: team,
      url: `${SHOP}/shop/a`,
      site: 'markt.example',
      findings: [frame(`${SHOP}/shop/a`), frame(`${SHOP}/shop/b`), frame(`${SHOP}/about`)],
    });
    const statusOfWidget = async () => (await issuesOf(shopScan, '?status=all')).items[0]!.status;
    const ruleDecision = (payload: unknown, who = people.admin) =>
      call('PUT', `/api/scans/${shopScan}/rules/frame-title/decision`, who, payload);

    const shop = await ruleDecision({
      pathPattern: '/shop/*',
      status: 'false_positive',
      note: 'Chat-Widget des Anbieters',
    });
    expect(shop.status, JSON.stringify(shop.body)).toBe(200);
    expect(issueDecisionViewSchema.parse(shop.body)).toMatchObject({ scope: 'path', pagePath: '/shop/*' });
    // /about is not under /shop/: the issue is still open there.
    expect(await statusOfWidget()).toBe('open');

    const everywhere = await ruleDecision({
      pathPattern: '/*',
      status: 'accepted',
      reason: 'third_party',
      note: 'Chat-Widget des Anbieters',
      reviewOn: '2027-06-30',
    });
    expect(everywhere.status).toBe(200);
    // /shop/* is longer than /*: false alarm on the shop pages, accepted on /about; the most open shows.
    expect(await statusOfWidget()).toBe('accepted');

    // An editor may not accept; a pattern must start with a slash and take one * at the end; an unknown rule is 404.
    expect(
      (
        await ruleDecision(
          {
            pathPattern: '/x/*',
            status: 'accepted',
            reason: 'third_party',
            note: 'x',
            reviewOn: '2027-06-30',
          },
          people.editor,
        )
      ).status,
    ).toBe(403);
    expect((await ruleDecision({ pathPattern: 'shop/*', status: 'false_positive', note: 'x' })).status).toBe(
      400,
    );
    expect((await ruleDecision({ pathPattern: '/a*/b', status: 'false_positive', note: 'x' })).status).toBe(
      400,
    );
    expect((await ruleDecision({ pathPattern: '/*', status: 'fixed' })).status).toBe(400);
    expect(
      (
        await call('PUT', `/api/scans/${shopScan}/rules/image-alt/decision`, people.admin, {
          pathPattern: '/*',
          status: 'false_positive',
          note: 'x',
        })
      ).status,
    ).toBe(404);

    // The issue's own decision wins over the rule's.
    const widget = (await issuesOf(shopScan, '?status=all')).items[0]!;
    expect(
      (await decide(shopScan, widget.id, { status: 'in_progress', note: 'Anbieter fragen' })).status,
    ).toBe(200);
    expect(await statusOfWidget()).toBe('in_progress');
    const listed = issueDecisionListSchema.parse(
      (await call('GET', `/api/scans/${shopScan}/decisions`, people.viewer)).body,
    );
    expect(listed.items.map((item) => [item.scope, item.pagePath ?? '']).sort()).toEqual([
      ['path', '/*'],
      ['path', '/shop/*'],
      ['site', ''],
    ]);
  });
});
