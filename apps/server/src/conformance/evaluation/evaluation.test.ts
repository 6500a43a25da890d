import { readFileSync } from 'node:fs';
import type { SiteEvaluation } from '@klarsicht/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../../test-support/billing.js';
import { type PlannedFinding, storeFinishedScan } from '../../../test-support/scan-reports.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { buildTestApp } from '../../../test-support/test-service.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const fixture = readFileSync(
  new URL('../../../test-support/wcag-em/report-tool-evaluation.json', import.meta.url),
  'utf8',
);

const as = (user: string) => ({ 'x-test-user': user });
/** A string is sent as it is (a file's text), as JSON. */
const call = (user: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { ...as(user), ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function siteOf(userId: string): Promise<string> {
  const monitors = await app.inject({ method: 'GET', url: '/api/monitors', headers: as(userId) });
  return monitors.json().items[0].id;
}

/** A user with a site on their plan (profile bfsg). */
async function owner(name: string, url: string) {
  const user = await createTestUser(database.db, name);
  await grantPlan(database.db, user.id, 'basic', [url]);
  return { user: user.id, site: await siteOf(user.id) };
}

/** A finished scan of the site with these pages, each with a needs-review finding so that it is stored. */
async function scan(
  user: string,
  home: string,
  paths: string[],
  extra: Parameters<typeof storeFinishedScan>[1] extends infer T ? Partial<T> : never = {},
) {
  const findings: PlannedFinding[] = paths.map((path) => ({
    pageUrl: `${home}${path}`,
    ruleId: 'color-contrast',
    category: 'incomplete',
    wcag: ['1.4.3'],
  }));
  return storeFinishedScan(database.db, {
    organisationId: user,
    url: home,
    site: new URL(home).host.replace(/^www\./, ''),
    ...extra,
    findings: [...findings, ...(extra.findings ?? [])],
  });
}

const activity = async (organisationId: string, action: string) =>
  (
    await database.db.executeSql(
      'select details from activity_entries where organisation_id = $1 and action = $2 order by seq',
      [organisationId, action],
    )
  ).rows.map((row) => row.details as Record<string, unknown>);

const SHOP_PATHS = [
  'impressum',
  'kontakt',
  'erklaerung-zur-barrierefreiheit',
  'konto/anmelden',
  'produkte/1234-rote-sneaker',
  'produkte/5678-blaue-jacke',
  'ratgeber/pflege',
  'ratgeber/groessen',
  'ueber-uns',
  'preise.pdf',
];

describe('the evaluation of a site', () => {
  it('is proposed from the last scan, the same on every visit, and not stored', async () => {
    const { user, site } = await owner('evaluation-proposal', 'https://proposal.example');
    const home = 'https://proposal.example/';
    const empty = (await call(user, 'GET', `/sites/${site}/evaluation?lang=de`)).json();
    expect(empty).toMatchObject({
      proposed: true,
      sample: [],
      scan: null,
      scannedPages: 0,
      randomSeed: null,
    });
    expect(empty.scope.conformanceTarget).toEqual({ wcagVersion: '2.1', level: 'AA', en301549: '3.2.1' });

    const scanId = await scan(user, home, SHOP_PATHS, {
      features: { [`${home}konto/anmelden`]: ['forms', 'sign-in'] },
      documents: { [`${home}preise.pdf`]: 'Preisliste' },
    });
    const response = await call(user, 'GET', `/sites/${site}/evaluation?lang=de`);
    expect(response.statusCode).toBe(200);
    const proposal: SiteEvaluation = response.json();
    expect(proposal).toMatchObject({
      proposed: true,
      scan: { id: scanId },
      scannedPages: 11,
      randomSeed: scanId,
      randomRequired: 1,
      updatedAt: null,
    });
    expect(proposal.scope.description).toBe(
      'Alle Webseiten und Dokumente der Website https://proposal.example/',
    );
    const structured = proposal.sample.filter((page) => page.sample === 'structured');
    expect(structured.map((page) => [page.url.slice(home.length), page.reason])).toEqual([
      ['', 'home'],
      ['kontakt', 'contact'],
      ['erklaerung-zur-barrierefreiheit', 'statement'],
      ['konto/anmelden', 'sign-in'],
      ['produkte/1234-rote-sneaker', 'template'],
      ['preise.pdf', 'document'],
    ]);
    expect(structured[4]!.reasonLabel).toBe('Seiten mit demselben Adressmuster');
    const random = proposal.sample.filter((page) => page.sample === 'random');
    expect(random).toHaveLength(1);
    expect(structured.map((page) => page.url)).not.toContain(random[0]!.url);
    // impressum, blaue-jacke, pflege, groessen, ueber-uns: the web pages outside the structured sample.
    expect(proposal.candidatePages).toBe(5);
    expect(proposal.methodText).toMatch(
      /^Bewertet nach der Methode WCAG-EM des W3C: strukturierte Stichprobe von 6 Seiten/,
    );
    expect((await call(user, 'GET', `/sites/${site}/evaluation?lang=de`)).json()).toEqual(proposal);
    expect(await activity(user, 'evaluation.saved')).toEqual([]);
  });

  it('saves the owner’s scope and sample, and refuses bad input whole, storing nothing', async () => {
    const { user, site } = await owner('evaluation-save', 'https://www.save.example');
    const home = 'https://www.save.example/';
    await scan(user, home, SHOP_PATHS, { features: { [`${home}konto/anmelden`]: ['sign-in'] } });
    const proposal: SiteEvaluation = (await call(user, 'GET', `/sites/${site}/evaluation`)).json();
    const scope = {
      description: 'Der Online-Shop ohne das Händler-Portal',
      accessibilitySupportBaseline: 'Firefox mit NVDA',
      additionalRequirements: '',
    };
    const kept = proposal.sample
      .filter((page) => page.reason !== 'sign-in')
      .map(({ url, title, reason, label, sample }) => ({
        url,
        title,
        reason,
        ...(label ? { label } : {}),
        sample,
      }));
    const edited = [
      ...kept.map((page) => (page.reason === 'contact' ? { ...page, label: 'Kontaktformular' } : page)),
      // A step of a process the scan did not reach, on the site without "www.".
      {
        url: 'https://save.example/kasse/schritt-2',
        reason: 'process',
        label: 'Bestellung, Schritt 2',
        sample: 'structured',
      },
    ];
    const saved = await call(user, 'PUT', `/sites/${site}/evaluation?lang=en`, {
      scope,
      sample: edited,
      randomSeed: proposal.randomSeed,
    });
    expect(saved.statusCode).toBe(200);
    const evaluation: SiteEvaluation = saved.json();
    expect(evaluation).toMatchObject({ proposed: false, scope, randomSeed: proposal.randomSeed });
    expect(evaluation.updatedAt).not.toBeNull();
    expect(evaluation.sample.map((page) => [page.reason, page.label, page.sample])).toEqual([
      ['home', null, 'structured'],
      ['contact', 'Kontaktformular', 'structured'],
      ['statement', null, 'structured'],
      ['template', null, 'structured'],
      ['process', 'Bestellung, Schritt 2', 'structured'],
      ['other', null, 'random'],
    ]);
    expect(evaluation.sample[4]).toMatchObject({ url: 'https://save.example/kasse/schritt-2', title: null });
    expect(evaluation.sample[0]!.title).toBe(home);
    expect(await activity(user, 'evaluation.saved')).toEqual([
      { structured: 5, random: 1, randomSeed: proposal.randomSeed },
    ]);

    // A random page chosen by hand: no seed explains it any more.
    const handPicked = edited.map((page) =>
      page.sample === 'random' ? { ...page, url: `${home}ueber-uns` } : page,
    );
    const byHand = (
      await call(user, 'PUT', `/sites/${site}/evaluation`, {
        scope,
        sample: handPicked,
        randomSeed: proposal.randomSeed,
      })
    ).json();
    expect(byHand.randomSeed).toBeNull();
    const before = (await call(user, 'GET', `/sites/${site}/evaluation`)).json();

    const refused = async (body: unknown) => {
      const response = await call(user, 'PUT', `/sites/${site}/evaluation`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().code).toBe('validation_failed');
      return response.json();
    };
    const elsewhere = await refused({
      scope,
      sample: [
        edited[0],
        { url: 'https://other.example/kontakt', reason: 'contact', sample: 'structured' },
        edited[0],
      ],
    });
    expect(elsewhere.errors).toEqual([
      expect.objectContaining({ field: 'sample.1.url', code: 'not_on_site' }),
      expect.objectContaining({ field: 'sample.2.url', code: 'duplicate' }),
    ]);
    expect(
      (await refused({ scope, sample: [{ url: 'javascript:alert(1)', reason: 'other', sample: 'random' }] }))
        .errors[0].code,
    ).toBe('invalid_url');
    await refused({
      scope,
      sample: Array.from({ length: 101 }, (_, index) => ({
        url: `${home}seite-${index}`,
        reason: 'other',
        sample: 'structured',
      })),
    });
    await refused({ scope, sample: [{ ...edited[0], label: 'x'.repeat(201) }] });
    await refused({ scope: { ...scope, description: 'Shop\u0000' }, sample: [] });
    await refused({ scope, sample: [{ ...edited[0], reason: 'landing-page' }] });
    await refused({ sample: [] });
    expect((await call(user, 'GET', `/sites/${site}/evaluation`)).json()).toEqual(before);
    expect(await activity(user, 'evaluation.saved')).toHaveLength(2);
  });

  it('draws a new random sample with a new seed, and stores it', async () => {
    const { user, site } = await owner('evaluation-random', 'https://random.example');
    const noScan = await call(user, 'POST', `/sites/${site}/evaluation/random`);
    expect(noScan.statusCode).toBe(409);
    expect(noScan.json().code).toBe('conflict');

    const home = 'https://random.example/';
    const many = Array.from({ length: 30 }, (_, index) => `seite-${index}`);
    await scan(user, home, many);
    const proposal: SiteEvaluation = (await call(user, 'GET', `/sites/${site}/evaluation`)).json();
    const drawn = await call(user, 'POST', `/sites/${site}/evaluation/random`);
    expect(drawn.statusCode).toBe(200);
    const evaluation: SiteEvaluation = drawn.json();
    expect(evaluation.proposed).toBe(false);
    expect(evaluation.randomSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(evaluation.randomSeed).not.toBe(proposal.randomSeed);
    const structured = evaluation.sample
      .filter((page) => page.sample === 'structured')
      .map((page) => page.url);
    expect(structured).toEqual(
      proposal.sample.filter((page) => page.sample === 'structured').map((page) => page.url),
    );
    const random = evaluation.sample.filter((page) => page.sample === 'random');
    expect(random).toHaveLength(Math.max(1, evaluation.randomRequired));
    for (const page of random) expect(structured).not.toContain(page.url);
    expect((await call(user, 'GET', `/sites/${site}/evaluation`)).json()).toEqual(evaluation);
    expect(await activity(user, 'evaluation.saved')).toEqual([
      expect.objectContaining({ randomSeed: evaluation.randomSeed, drawn: true }),
    ]);
  });
});

describe('the WCAG-EM Report Tool file', () => {
  it('exports the evaluation with the verdicts, and imports it on another organisation’s site with the same verdicts', async () => {
    const url = 'https://roundtrip.example';
    const home = `${url}/`;
    const first = await owner('evaluation-export', url);
    await scan(first.user, home, SHOP_PATHS, {
      findings: [{ pageUrl: home, ruleId: 'image-alt', category: 'violations', wcag: ['1.1.1'] }],
    });
    const decide = (criterion: string, payload: object) =>
      call(first.user, 'PUT', `/sites/${first.site}/criteria/${criterion}`, payload);
    await decide('1.3.1', { outcome: 'passed', note: 'Überschriften geprüft.' });
    await decide('1.2.1', { outcome: 'not-applicable' });
    await decide('2.1.1', { outcome: 'failed', note: 'Menü nicht per Tastatur erreichbar.' });
    const saved: SiteEvaluation = (
      await call(first.user, 'POST', `/sites/${first.site}/evaluation/random`)
    ).json();

    const exported = await call(first.user, 'GET', `/sites/${first.site}/evaluation/wcag-em?lang=de`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="klarsicht-wcag-em-roundtrip\.example-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = exported.json();
    expect(file).toMatchObject({
      type: 'Evaluation',
      language: 'de',
      defineScope: { wcagVersion: '2.1', conformanceTarget: 'AA' },
    });
    expect(file['@context']).toMatchObject({
      auditSample: 'wcagem:step4',
      earl: 'http://www.w3.org/ns/earl#',
    });
    // 50 WCAG criteria of EN 301 549's chapter 9; the other requirements are not in the format.
    expect(file.auditSample).toHaveLength(50);
    expect(file.reportFindings.evaluationSpecifics).toContain('außerhalb von Kapitel 9');

    const second = await owner('evaluation-import', url);
    const imported = await call(
      second.user,
      'POST',
      `/sites/${second.site}/evaluation/wcag-em?lang=de`,
      exported.body,
    );
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ verdictsTaken: 4, verdictsSkipped: 0 });
    const evaluation: SiteEvaluation = imported.json().evaluation;
    expect(evaluation.proposed).toBe(false);
    const same = (sample: SiteEvaluation['sample']) =>
      sample.map(({ url, reason, label, sample }) => ({ url, reason, label, sample }));
    expect(same(evaluation.sample)).toEqual(same(saved.sample));
    expect(evaluation.scope).toEqual(saved.scope);
    expect(evaluation.randomSeed).toBe(saved.randomSeed);

    const table = async (user: string, site: string) => {
      const criteria = (await call(user, 'GET', `/sites/${site}/conformance?lang=de`)).json().criteria;
      return (id: string) => criteria.find((row: { id: string }) => row.id === id);
    };
    const theirs = await table(first.user, first.site);
    const ours = await table(second.user, second.site);
    for (const id of ['1.1.1', '1.2.1', '1.3.1', '2.1.1', '2.4.2'])
      expect(ours(id).status, id).toBe(theirs(id).status);
    expect(ours('1.1.1').manual).toMatchObject({ outcome: 'failed' });
    expect(ours('2.4.2').manual).toBeNull();
    expect(ours('2.1.1').manual.note).toBe(
      'Aus dem WCAG-EM Report Tool übernommen:\n\nMenü nicht per Tastatur erreichbar.',
    );
    expect(ours('1.1.1').manual.note).toContain('image-alt');
    expect(await activity(second.user, 'evaluation.imported')).toEqual([
      expect.objectContaining({
        pages: saved.sample.length,
        verdicts: { '1.1.1': 'failed', '1.2.1': 'not-applicable', '1.3.1': 'passed', '2.1.1': 'failed' },
        skipped: 0,
      }),
    ]);
  });

  it('imports the Report Tool’s own file, sent as JSON-LD', async () => {
    const { user, site } = await owner('evaluation-fixture', 'https://shop.example');
    const response = await app.inject({
      method: 'POST',
      url: `/api/sites/${site}/evaluation/wcag-em?lang=en`,
      headers: { ...as(user), 'content-type': 'application/ld+json' },
      payload: fixture,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ verdictsTaken: 4, verdictsSkipped: 0 });
    expect(response.json().evaluation.sample.map((page: { label: string }) => page.label)).toEqual([
      'Startseite',
      'Kontakt',
      'Produktseite',
      'Kasse, Schritt 2',
      'Zufall 1',
    ]);
    const check = (await call(user, 'GET', `/sites/${site}/criteria/1.2.1?lang=en`)).json();
    expect(check.criterion).toMatchObject({
      status: 'not-applicable',
      manual: { note: 'Imported from the WCAG-EM Report Tool:\n\nKeine Audio- oder Videodateien.' },
    });
  });

  it('refuses a file that is not the tool’s, or names pages of another site, and stores nothing', async () => {
    const { user, site } = await owner('evaluation-refused', 'https://refused.example');
    const post = (payload: unknown) => call(user, 'POST', `/sites/${site}/evaluation/wcag-em`, payload);

    const garbage = await post({ hello: 'world' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ code: 'validation_failed' });
    expect(garbage.json().errors.length).toBeGreaterThan(0);
    expect((await post([1, 2, 3])).statusCode).toBe(400);
    expect((await post('{"defineScope":')).statusCode).toBe(400);

    // The fixture's pages are on shop.example, not on this site: each named by its place.
    const foreign = await post(fixture);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'selectSample.structuredSample.0',
      'selectSample.structuredSample.1',
      'selectSample.structuredSample.2',
      'selectSample.structuredSample.3',
      'selectSample.randomSample.0',
    ]);
    const large = JSON.stringify({ ...JSON.parse(fixture), padding: 'x'.repeat(2 * 1024 * 1024) });
    expect((await post(large)).statusCode).toBe(413);

    expect((await call(user, 'GET', `/sites/${site}/evaluation`)).json().proposed).toBe(true);
    const table = (await call(user, 'GET', `/sites/${site}/conformance`)).json();
    expect(table.progress.byPerson).toBe(0);
    expect(await activity(user, 'evaluation.imported')).toEqual([]);
  });
});

describe('someone else’s site', () => {
  it('answers 404 to every route, whatever was sent', async () => {
    const { site } = await owner('evaluation-private', 'https://private.example');
    const stranger = await createTestUser(database.db, 'evaluation-stranger');
    await grantPlan(database.db, stranger.id, 'basic', ['https://stranger.example']);
    for (const [method, path, payload] of [
      ['GET', '/evaluation', undefined],
      ['PUT', '/evaluation', { scope: {}, sample: 'nonsense' }],
      ['POST', '/evaluation/random', undefined],
      ['GET', '/evaluation/wcag-em', undefined],
      ['POST', '/evaluation/wcag-em', fixture],
    ] as const) {
      const response = await call(stranger.id, method, `/sites/${site}${path}`, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    expect((await app.inject({ method: 'GET', url: `/api/sites/${site}/evaluation` })).statusCode).toBe(401);
  });
});
