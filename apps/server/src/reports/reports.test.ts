import { scanReportSchema } from '@klarsicht/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../test-support/csv.js';
import {
  AWKWARD_SUMMARY,
  BROKEN_URL,
  CONTACT_URL,
  FORMULA_HTML,
  FORMULA_SELECTOR,
  FORMULA_SUMMARY,
  HOSTILE_HTML,
  START_URL,
  sampleReport,
  seedFinishedScan,
  seedScan,
} from '../../test-support/seed-report.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { headerAuthenticator, startTestService, type TestService } from '../../test-support/test-service.js';

/** The JSON and CSV reports and who may fetch them, over real HTTP (no browser: the PDF has its own file). */

let database: TestDatabase;
let service: TestService;
let api: string;
let aliceScan: string;

const alice = { 'x-test-user': 'alice' };
const FORMATS = ['json', 'csv', 'pdf'] as const;

beforeAll(async () => {
  database = await createTestDatabase();
  service = await startTestService({
    db: database.db,
    authenticate: headerAuthenticator(database.db),
    env: { ROLE: 'api' },
  });
  api = `${service.baseUrl}/api`;
  aliceScan = await seedFinishedScan(database.db, 'alice');
});

afterAll(async () => {
  await service?.close();
  await database?.destroy();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${api}${path}`, { headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Keep a byte order mark in the text: the CSV must start with one.
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    body: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  };
}

describe('who may fetch a report', () => {
  it('asks anonymous callers to sign in', async () => {
    for (const format of FORMATS) {
      const { status, headers, body } = await get(`/scans/${aliceScan}/report.${format}`);
      expect(status).toBe(401);
      expect(headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(body).code).toBe('unauthorized');
    }
  });

  it("shows nothing of another user's scan, an unknown id or an anonymous free check", async () => {
    const anonymousScan = await seedFinishedScan(database.db, null);
    const bobScan = await seedFinishedScan(database.db, 'bob');
    for (const format of FORMATS) {
      for (const id of [bobScan, anonymousScan, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const { status, body } = await get(`/scans/${id}/report.${format}`, alice);
        expect(status, `${id}.${format}`).toBe(404);
        expect(JSON.parse(body).code).toBe('not_found');
      }
    }
    // Bob still gets his own.
    expect((await get(`/scans/${bobScan}/report.json`, { 'x-test-user': 'bob' })).status).toBe(200);
  });

  it('answers 409 while the scan is queued or running', async () => {
    const queued = await seedScan(database.db, 'alice', 'queued');
    const running = await seedScan(database.db, 'alice', 'running');
    for (const format of FORMATS) {
      for (const id of [queued, running]) {
        const { status, body } = await get(`/scans/${id}/report.${format}`, alice);
        expect(status).toBe(409);
        expect(JSON.parse(body).code).toBe('conflict');
      }
    }
  });

  it('refuses an unknown language', async () => {
    const { status, body } = await get(`/scans/${aliceScan}/report.csv?lang=fr`, alice);
    expect(status).toBe(400);
    expect(JSON.parse(body).code).toBe('validation_failed');
  });
});

describe('the API documentation', () => {
  it('lists the three report downloads and their problems', async () => {
    const { status, body } = await get('/docs/json');
    expect(status).toBe(200);
    const paths = JSON.parse(body).paths;
    for (const format of FORMATS) {
      const operation = paths[`/api/scans/{id}/report.${format}`]?.get;
      expect(operation, format).toBeDefined();
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '404', '409']));
    }
    expect(Object.keys(paths['/api/scans/{id}/report.pdf'].get.responses)).toContain('503');
  });
});

describe('the JSON report', () => {
  it('is a versioned report object, downloaded as a private attachment', async () => {
    const { status, headers, body } = await get(`/scans/${aliceScan}/report.json`, alice);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBe('private, no-store');
    const report = scanReportSchema.parse(JSON.parse(body));
    const day = report.scan.finishedAt!.slice(0, 10);
    expect(headers.get('content-disposition')).toBe(
      `attachment; filename="klarsicht-shop.example-${day}.json"`,
    );

    expect(report.reportVersion).toBe(1);
    expect(report.scan).toMatchObject({
      id: aliceScan,
      url: START_URL,
      site: 'shop.example',
      profile: 'bfsg',
      scope: 'site',
      status: 'succeeded',
    });
    expect(report.pages.map((page) => page.url)).toEqual([START_URL, CONTACT_URL, BROKEN_URL]);
    expect(report.pages[2]!.error).toMatchObject({ code: 'timeout' });
    expect(report.summary).toMatchObject({
      pagesScanned: 2,
      pagesFailed: 1,
      violatedRules: 4,
      violatedRulesByImpact: { critical: 1, serious: 2, moderate: 1, minor: 0 },
      violatedRulesByPrinciple: { perceivable: 1, operable: 1, understandable: 1, robust: 0, other: 1 },
      byImpact: { critical: 2, serious: 2, moderate: 1, minor: 0 },
      affectedNodes: 18,
      needsReviewRules: 1,
    });

    // Grouped by rule, most severe first; a rule's pages in report order with their nodes.
    expect(report.violations.map((rule) => rule.ruleId)).toEqual([
      'image-alt',
      'html-has-lang',
      'link-name',
      'region',
    ]);
    const imageAlt = report.violations[0]!;
    expect(imageAlt).toMatchObject({
      impact: 'critical',
      principle: 'perceivable',
      wcag: [{ id: '1.1.1', level: 'A' }],
      en301549: ['9.1.1.1'],
      nodeCount: 2,
    });
    expect(imageAlt.bfsg).toContain('BFSG');
    expect(imageAlt.pages.map((page) => page.url)).toEqual([START_URL, CONTACT_URL]);
    expect(imageAlt.pages[0]!.nodes[0]).toEqual({
      selector: 'img.hero',
      html: HOSTILE_HTML,
      failureSummary: AWKWARD_SUMMARY,
    });
    expect(report.violations.find((rule) => rule.ruleId === 'region')!.principle).toBe('other');
    expect(report.needsReview.map((rule) => rule.ruleId)).toEqual(['color-contrast']);
  });
});

describe('the checks a page did not finish', () => {
  it('are in the JSON report and the API’s page list, on their page only', async () => {
    const notChecked = [
      { check: 'keyboard' as const, reason: 'timeout' as const, detail: 'no answer within 15 s' },
      { check: 'zoom' as const, reason: 'page-stalled' as const, detail: 'the page stopped answering' },
    ];
    const sample = sampleReport();
    sample.pages[1]!.notChecked = notChecked;
    const id = await seedFinishedScan(database.db, 'alice', sample);
    const report = scanReportSchema.parse(JSON.parse((await get(`/scans/${id}/report.json`, alice)).body));
    expect(report.pages.map((page) => page.notChecked)).toEqual([undefined, notChecked, undefined]);
    const list = JSON.parse((await get(`/scans/${id}/pages`, alice)).body) as {
      items: Array<{ notChecked?: unknown }>;
    };
    expect(list.items.map((page) => page.notChecked)).toEqual([undefined, notChecked, undefined]);
  });
});

describe('the CSV report', () => {
  it('has one row per affected element, German by default, safe for spreadsheets', async () => {
    const { status, headers, body, bytes } = await get(`/scans/${aliceScan}/report.csv`, alice);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(headers.get('content-disposition')).toMatch(
      /^attachment; filename="klarsicht-bericht-shop\.example-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(body.startsWith('\uFEFF')).toBe(true);

    // German Excel splits on semicolons: the German report is separated by them.
    expect(body.split('\r\n')[0]).toMatch(/^\uFEFFKategorie;Regel;Schweregrad;/);
    const [header, ...rows] = parseCsv(body.slice(1), ';');
    expect(header).toEqual([
      'Kategorie',
      'Regel',
      'Schweregrad',
      'WCAG-Prinzip',
      'WCAG-Kriterien',
      'Stufe',
      'EN 301 549',
      'BFSG',
      'Seiten-URL',
      'Selektor',
      'HTML',
      'Fehlerbeschreibung',
      'Problem-ID',
      'Seiten mit diesem Problem',
      'Status',
      'Begründung der Entscheidung',
      'Hilfe',
      'Hilfe-URL',
      // Added after the others: a site flow's state the page was checked in, empty for a page as loaded.
      'Ablauf und Schritt',
    ]);
    // 18 violation nodes and one to review.
    expect(rows).toHaveLength(19);
    for (const row of rows) expect(row).toHaveLength(header!.length);
    const column = (name: string) => header!.indexOf(name);

    const hero = rows.find((row) => row[column('Selektor')] === 'img.hero')!;
    expect(hero[column('Regel')]).toBe('image-alt');
    expect(hero[column('Schweregrad')]).toBe('Kritisch');
    expect(hero[column('WCAG-Kriterien')]).toBe('1.1.1');
    expect(hero[column('Stufe')]).toBe('A');
    expect(hero[column('EN 301 549')]).toBe('9.1.1.1');
    expect(hero[column('Seiten-URL')]).toBe(START_URL);
    expect(hero[column('HTML')]).toBe(HOSTILE_HTML);
    // Umlauts, typographic and straight quotes, the line break: all back as they were.
    expect(hero[column('Fehlerbeschreibung')]).toBe(AWKWARD_SUMMARY);
    expect(hero[column('Hilfe-URL')]).toBe('https://dequeuniversity.com/rules/axe/4.10/image-alt');
    expect(hero[column('Problem-ID')]).toMatch(/^[0-9a-f]{12}$/);
    expect(hero[column('Seiten mit diesem Problem')]).toBe('1');
    // Nobody decided anything about it: open, without a note.
    expect(hero[column('Status')]).toBe('Offen');
    expect(hero[column('Begründung der Entscheidung')]).toBe('');
    // Every element is its own issue here: fourteen links, fourteen ids.
    const ids = new Set(rows.map((row) => row[column('Problem-ID')]));
    expect(ids.size).toBe(rows.length);

    // What a spreadsheet would evaluate starts with an apostrophe, and is otherwise unchanged.
    const region = rows.find((row) => row[column('Regel')] === 'region')!;
    expect(region[column('HTML')]).toBe(`'${FORMULA_HTML}`);
    expect(region[column('Selektor')]).toBe(`'${FORMULA_SELECTOR}`);
    expect(region[column('Fehlerbeschreibung')]).toBe(`'${FORMULA_SUMMARY}`);
    expect(region[column('WCAG-Prinzip')]).toBe('Best Practices und Sonstiges');
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const linkRows = rows.filter((row) => row[column('Regel')] === 'link-name');
    expect(linkRows).toHaveLength(14);
    expect(linkRows[0]![column('WCAG-Kriterien')]).toBe('2.4.4, 4.1.2');
    const review = rows.at(-1)!;
    expect(review.slice(0, 3)).toEqual(['Manuell zu prüfen', 'color-contrast', 'Schwerwiegend']);
    // A cell holding the separator is quoted, and numbers have a decimal comma.
    expect(body).toContain(';"<p class=""muted"">Grau auf Grau; sehr blass</p>";');
    expect(review[column('HTML')]).toBe('<p class="muted">Grau auf Grau; sehr blass</p>');
    expect(review[column('Fehlerbeschreibung')]).toContain('Kontrast von 2,32\u00a0:\u00a01');
    expect(review[column('Fehlerbeschreibung')]).toContain('erwartet 4,5\u00a0:\u00a01');
  });

  it('speaks English when asked by query or by Accept-Language', async () => {
    const byQuery = await get(`/scans/${aliceScan}/report.csv?lang=en`, {
      ...alice,
      'accept-language': 'de',
    });
    const byHeader = await get(`/scans/${aliceScan}/report.csv`, {
      ...alice,
      'accept-language': 'fr;q=0.9, en-GB;q=0.8',
    });
    for (const { status, headers, body } of [byQuery, byHeader]) {
      expect(status).toBe(200);
      expect(headers.get('content-language')).toBe('en');
      expect(body.split('\r\n')[0]).toMatch(/^\uFEFFCategory,Rule,Impact,/);
      const [header, first, ...rest] = parseCsv(body.slice(1));
      expect(header!.slice(0, 3)).toEqual(['Category', 'Rule', 'Impact']);
      expect(first!.slice(0, 3)).toEqual(['Violation', 'image-alt', 'Critical']);
      // English numbers keep their decimal point.
      expect(rest.at(-1)!.join('\n')).toContain('contrast of 2.32');
    }
  });
});
