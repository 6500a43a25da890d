import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestUser, grantPlan } from '../../../test-support/billing.js';
import { storeFinishedScan } from '../../../test-support/scan-reports.js';
import { SAMPLE_STATEMENT } from '../../../test-support/statement.js';
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

const as = (user: string) => ({ 'x-test-user': user });
const get = (user: string, url: string) => app.inject({ method: 'GET', url, headers: as(user) });
const put = (user: string, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url, headers: as(user), payload });

const schema = JSON.parse(
  readFileSync(new URL('../../../test-support/openacr/openacr-0.1.0.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const validateOpenAcr = new Ajv({ allErrors: true }).compile(schema);

/** The text of one file in a zip archive (stored or deflated), found through the central directory. */
function fileInZip(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let entry = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index++) {
    const nameLength = zip.readUInt16LE(entry + 28);
    const entryName = zip.toString('utf8', entry + 46, entry + 46 + nameLength);
    if (entryName === name) {
      const local = zip.readUInt32LE(entry + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + zip.readUInt32LE(entry + 20));
      return (zip.readUInt16LE(entry + 10) === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    entry += 46 + nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
  }
  throw new Error(`${name} is not in the archive`);
}

/** The Conformance Level cell of the row whose Criteria cell starts with `criterion` and a space. */
function levelIn(html: string, criterion: string): string | undefined {
  const at = html.indexOf(`<th scope="row" role="rowheader">${criterion} `);
  return at < 0 ? undefined : /<td[^>]*>([^<]*)<\/td>/.exec(html.slice(at))?.[1];
}

/** A site on the BFSG profile with a scan of four pages, a verdict, an answer and a statement draft. */
async function preparedSite(name: string) {
  const user = await createTestUser(database.db, name);
  const host = `${name}.example`;
  const home = `https://${host}/`;
  await grantPlan(database.db, user.id, 'basic', [home]);
  const site = (await get(user.id, '/api/monitors')).json().items[0].id as string;
  await storeFinishedScan(database.db, {
    organisationId: user.id,
    url: home,
    site: host,
    findings: [
      { pageUrl: home, ruleId: 'image-alt', category: 'violations', wcag: ['1.1.1'] },
      ...['', 'kontakt', 'preise'].map((path) => ({
        pageUrl: `${home}${path}`,
        ruleId: 'html-has-lang',
        category: 'violations' as const,
        wcag: ['3.1.1'],
      })),
      { pageUrl: `${home}impressum`, ruleId: 'color-contrast', category: 'incomplete', wcag: ['1.4.3'] },
    ],
  });
  await put(user.id, `/api/sites/${site}/criteria/2.4.2`, { outcome: 'passed', note: 'Titel geprüft.' });
  await put(user.id, `/api/sites/${site}/applicability`, { answers: { video: false } });
  return { user, site, home };
}

describe('Accessibility Conformance Reports of a site', () => {
  it('writes each edition in German and English with the levels that follow from the table', async () => {
    const { user, site } = await preparedSite('acr-html');
    const expected = {
      wcag: {
        de: ['Tabelle 1: Erfolgskriterien, Stufe A', 'Tabelle 3: Erfolgskriterien, Stufe AAA'],
        en: ['Table 2: Success Criteria, Level AA'],
      },
      eu: {
        de: [
          'Kapitel 4: Funktionale Leistungsmerkmale',
          'Kapitel 13: IKT mit Zugang zu Vermittlungs- oder Notdiensten',
        ],
        en: ['Chapter 9: Web'],
      },
      int: {
        de: [
          'Kapitel 3: Funktionale Leistungskriterien (FPC)',
          'Kapitel 12: Dokumentation und Support-Dienste',
        ],
        en: [
          'Table 1: Success Criteria, Level A',
          'Chapter 6: Support Documentation and Services',
          'Chapter 10: Non-web documents',
        ],
      },
    } as const;
    const words = {
      de: {
        partially: 'Teilweise unterstützt',
        not: 'Nicht unterstützt',
        supports: 'Unterstützt',
        na: 'Nicht anwendbar',
      },
      en: {
        partially: 'Partially Supports',
        not: 'Does Not Support',
        supports: 'Supports',
        na: 'Not Applicable',
      },
    };
    for (const edition of ['wcag', 'eu', 'int'] as const) {
      for (const lang of ['de', 'en'] as const) {
        const response = await get(user.id, `/api/sites/${site}/acr?edition=${edition}&lang=${lang}`);
        expect(response.statusCode, `${edition} ${lang}`).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['content-disposition']).toMatch(
          new RegExp(
            `^inline; filename="klarsicht-acr-acr-html\\.example-${edition}-${lang}-\\d{4}-\\d\\d-\\d\\d\\.html"$`,
          ),
        );
        expect(response.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");
        const html = response.body;
        expect(html).toContain(`<html lang="${lang}">`);
        expect(html.match(/<h1>/g)).toHaveLength(1);
        expect(html).toMatch(/@media \(prefers-color-scheme: dark\)/);
        for (const heading of expected[edition][lang]) expect(html).toContain(`<h2>${heading}</h2>`);
        expect(html.match(/<th scope="col"/g)?.length).toBe(3 * (html.match(/<table /g)?.length ?? 0));
        expect(html).toMatch(/<table role="table">\n<caption>/);
        const w = words[lang];
        // WCAG criteria in the WCAG tables, under their EN 301 549 numbers in chapter 9.
        const [alt, language, title] =
          edition === 'eu' ? ['9.1.1.1', '9.3.1.1', '9.2.4.2'] : ['1.1.1', '3.1.1', '2.4.2'];
        expect(levelIn(html, alt), `${edition} ${lang} ${alt}`).toBe(w.partially); // 1 of 4 pages
        expect(levelIn(html, language)).toBe(w.not); // 3 of 4 pages
        expect(levelIn(html, title)).toBe(w.supports);
        expect(html).toContain('Titel geprüft.');
        if (edition !== 'wcag') {
          expect(levelIn(html, '7.1.1')).toBe(w.na);
          expect(html).toContain(
            lang === 'de'
              ? 'Die Website spielt keine Videos mit Ton ab.'
              : 'The site plays no videos with sound.',
          );
        } else {
          expect(levelIn(html, '7.1.1')).toBeUndefined();
        }
      }
    }
    const german = (await get(user.id, `/api/sites/${site}/acr?edition=int&lang=de`)).body;
    expect(german).toContain('Automatisch gefunden: 1 Regel, 3 Elemente auf 3 von 4 geprüften Seiten.');
    expect(german).toContain('Auf Grundlage von VPAT® Version 2.5');
  });

  it('names the product and contact from the statement draft, and escapes what the owner wrote', async () => {
    const { user, site } = await preparedSite('acr-statement');
    const before = (await get(user.id, `/api/sites/${site}/acr?lang=en`)).body;
    expect(before).toContain('<title>acr-statement.example Accessibility Conformance Report</title>');
    expect(before).toContain('acr-statement.example; no contact address given.');
    await put(user.id, `/api/sites/${site}/statement`, {
      ...SAMPLE_STATEMENT,
      serviceName: 'Shop <Beispiel> & Co',
    });
    const after = (await get(user.id, `/api/sites/${site}/acr?lang=en`)).body;
    expect(after).toContain('<h1>Shop &lt;Beispiel&gt; &amp; Co Accessibility Conformance Report</h1>');
    expect(after).toContain('Beispiel GmbH, barrierefreiheit@beispiel.example');
    expect(after).not.toContain('<Beispiel>');
    // A profile that follows EN 301 549 defaults to the EU edition.
    expect(after).toContain('<h2>EN 301 549 Report</h2>');
    expect(after).not.toContain('WCAG 2.1 Report');
  });

  it('writes a Word document with repeated header rows, heading styles, its language and title', async () => {
    const { user, site } = await preparedSite('acr-docx');
    for (const [lang, tag] of [
      ['de', 'de-DE'],
      ['en', 'en-US'],
    ] as const) {
      const response = await get(user.id, `/api/sites/${site}/acr?edition=int&format=docx&lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="klarsicht-acr-acr-docx\\.example-int-${lang}-[\\d-]+\\.docx"$`),
      );
      const zip = response.rawPayload;
      expect(zip.subarray(0, 2).toString()).toBe('PK');
      const body = fileInZip(zip, 'word/document.xml');
      expect(body).toContain('<w:tblHeader/>');
      expect(body).toContain('w:val="Heading1"');
      expect(body).toContain('w:val="Heading2"');
      expect(body).toContain(lang === 'de' ? 'Teilweise unterstützt' : 'Partially Supports');
      // The language is the default run style's, which every paragraph takes.
      expect(fileInZip(zip, 'word/styles.xml')).toMatch(
        new RegExp(`<w:rPrDefault>.*<w:lang w:val="${tag}"`, 's'),
      );
      expect(fileInZip(zip, 'docProps/core.xml')).toContain(
        lang === 'de'
          ? '<dc:title>Konformitätsbericht zur Barrierefreiheit: acr-docx.example</dc:title>'
          : '<dc:title>acr-docx.example Accessibility Conformance Report</dc:title>',
      );
    }
  });

  it('writes an OpenACR file that the schema accepts, and the schema is strict enough to refuse a broken one', async () => {
    const { user, site } = await preparedSite('acr-openacr');
    for (const edition of ['wcag', 'eu', 'int'] as const) {
      const response = await get(user.id, `/api/sites/${site}/acr?edition=${edition}&format=openacr&lang=en`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/yaml; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.yaml"$/);
      const data = parse(response.body);
      expect(validateOpenAcr(data), JSON.stringify(validateOpenAcr.errors)).toBe(true);
      expect(data.catalog).toBe(
        {
          wcag: '2.5-edition-wcag-2.1-en',
          eu: '2.5-edition-wcag-2.1-eu-en',
          int: '2.5-edition-wcag-2.1-508-eu-en',
        }[edition],
      );
      const criterion = (chapter: string, num: string) =>
        data.chapters[chapter].criteria.find((entry: { num: string }) => entry.num === num);
      expect(criterion('success_criteria_level_a', '1.1.1').components[0]).toEqual({
        name: 'web',
        adherence: {
          level: 'partially-supports',
          notes: 'Found automatically: 1 rule, 1 element on 1 of 4 scanned pages.',
        },
      });
      if (edition !== 'wcag') {
        // A document's WCAG rows (EN 301 549 chapter 10) are the WCAG tables' electronic-docs component.
        expect(
          criterion('success_criteria_level_a', '1.1.1').components.map(
            (entry: { name: string }) => entry.name,
          ),
        ).toEqual(['web', 'electronic-docs']);
        expect(criterion('en_301_549_ict_with_video', '7.1.1').components[0].adherence.level).toBe(
          'not-applicable',
        );
        expect(data.chapters.en_301_549_web.criteria).toBeUndefined();
      }
    }

    const data = parse((await get(user.id, `/api/sites/${site}/acr?format=openacr&lang=de`)).body);
    expect(validateOpenAcr(data)).toBe(true);
    const broken = structuredClone(data);
    delete broken.author.email;
    broken.chapters.success_criteria_level_a.criteria[0].num = 111;
    expect(validateOpenAcr(broken)).toBe(false);
    expect(validateOpenAcr.errors?.map((error) => error.instancePath)).toEqual(
      expect.arrayContaining(['/author', '/chapters/success_criteria_level_a/criteria/0/num']),
    );
  });

  it('defaults to the WCAG edition for a profile of WCAG alone', async () => {
    const { user, site } = await preparedSite('acr-wcag-profile');
    const changed = await put(user.id, '/api/monitors', {
      url: 'https://acr-wcag-profile.example/',
      intervalMinutes: 1440,
      enabled: false,
      profile: 'wcag21aa',
    });
    expect(changed.statusCode).toBe(200);
    const html = (await get(user.id, `/api/sites/${site}/acr?lang=en`)).body;
    expect(html).toContain('<h2>WCAG 2.1 Report</h2>');
    expect(html).not.toContain('EN 301 549 Report');
    expect(levelIn(html, '1.1.1')).toBe('Partially Supports');
    expect(levelIn(html, '2.4.8')).toBe('Not Evaluated'); // AAA
    expect(levelIn(html, '2.4.13')).toBeUndefined(); // WCAG 2.2
  });

  it('answers bad input with a problem and keeps reports private to their owner', async () => {
    const { user, site } = await preparedSite('acr-owner');
    const stranger = await createTestUser(database.db, 'acr-stranger');
    for (const query of ['edition=vpat', 'format=pdf', 'lang=fr']) {
      const refused = await get(user.id, `/api/sites/${site}/acr?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json().code).toBe('validation_failed');
    }
    expect((await get(stranger.id, `/api/sites/${site}/acr`)).statusCode).toBe(404);
    expect((await get(stranger.id, `/api/sites/${site}/acr?format=docx`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/sites/${site}/acr` })).statusCode).toBe(401);
    expect((await get(user.id, '/api/sites/not-a-uuid/acr')).statusCode).toBe(404);
  });
});
