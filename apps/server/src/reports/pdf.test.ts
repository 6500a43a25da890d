import { launchChromium, ruleTexts } from '@klarsicht/scanner';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../test-support/billing.js';
import { HOSTILE_HTML, sampleReport, seedFinishedScan, seedScan } from '../../test-support/seed-report.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { headerAuthenticator, startTestService, type TestService } from '../../test-support/test-service.js';
import { registerViewer } from '../access/viewer.js';
import { registerErrorHandler } from '../platform/http/error-handler.js';
import { PdfPrinter, PdfUnavailableError, type ReportBrowser } from './pdf-printer.js';
import { reportsPlugin } from './plugin.js';

/**
 * The PDF report: the printer on its own (queue, time limit, crash), then the API route. The
 * describe blocks run one after the other and each closes its browser: one Chromium at a time.
 */

async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) {
      if ('str' in item) lines.push(item.str + (item.hasEOL ? '\n' : ''));
    }
  }
  await document.destroy();
  return lines.join('');
}

const simpleJob = (text: string) => ({
  html: `<!doctype html><html><body><h1>${text}</h1></body></html>`,
  headerTemplate: '<span></span>',
  footerTemplate: '<span class="pageNumber"></span>',
});

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

/** The reports routes alone over real HTTP, with the given printer. */
async function reportsOnlyApp(printer: PdfPrinter): Promise<{ app: FastifyInstance; api: string }> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerViewer(app, headerAuthenticator(database.db), async () => ({ role: 'owner' }));
  await app.register(reportsPlugin, { prefix: '/api', db: database.db, printer });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, api: `${address}/api` };
}

describe('the PDF printer', () => {
  it('answers 503 when a PDF is not ready within the time limit, and refuses work once closed', async () => {
    const printer = new PdfPrinter({ timeoutMs: 1 });
    const { app, api } = await reportsOnlyApp(printer);
    try {
      const scanId = await seedFinishedScan(database.db, 'alice');
      const response = await fetch(`${api}/scans/${scanId}/report.pdf`, {
        headers: { 'x-test-user': 'alice' },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect((await response.json()).code).toBe('unavailable');
      await expect(printer.print(simpleJob('late'))).rejects.toBeInstanceOf(PdfUnavailableError);
    } finally {
      await app.close();
      await printer.close();
    }
    await expect(printer.print(simpleJob('closed'))).rejects.toBeInstanceOf(PdfUnavailableError);
  });

  it('renders at most two pages at once, reuses its browser, and relaunches it after a crash', async () => {
    const browsers: ReportBrowser[] = [];
    const printer = new PdfPrinter({
      launch: async () => {
        const browser = await launchChromium();
        browsers.push(browser);
        return browser;
      },
    });
    try {
      let mostOpen = 0;
      const watch = setInterval(() => {
        const open = browsers.reduce((sum, browser) => sum + browser.contexts().length, 0);
        mostOpen = Math.max(mostOpen, open);
      }, 5);
      const pdfs = await Promise.all(
        Array.from({ length: 4 }, (_, index) => printer.print(simpleJob(`Seite ${index}`))),
      ).finally(() => clearInterval(watch));
      expect(pdfs.map((pdf) => pdf.subarray(0, 5).toString('latin1'))).toEqual(Array(4).fill('%PDF-'));
      for (const [index, pdf] of pdfs.entries()) expect(await pdfText(pdf)).toContain(`Seite ${index}`);
      expect(mostOpen).toBeGreaterThan(0);
      expect(mostOpen).toBeLessThanOrEqual(2);
      expect(printer.launches).toBe(1);

      // The browser goes away under the printer (as in a crash); the next print starts a new one.
      await browsers[0]!.close();
      const after = await printer.print(simpleJob('wieder da'));
      expect(await pdfText(after)).toContain('wieder da');
      expect(printer.launches).toBe(2);
    } finally {
      await printer.close();
    }
    expect(browsers.every((browser) => !browser.isConnected())).toBe(true);
  });
});

describe('GET /api/scans/:id/report.pdf', () => {
  let service: TestService;
  let api: string;
  let scanId: string;
  const alice = { 'x-test-user': 'alice' };

  beforeAll(async () => {
    service = await startTestService({
      db: database.db,
      authenticate: headerAuthenticator(database.db),
      env: { ROLE: 'api' },
    });
    api = `${service.baseUrl}/api`;
    scanId = await seedFinishedScan(database.db, 'alice');
  });

  afterAll(async () => {
    await service?.close();
  });

  async function getPdf(path: string, headers: Record<string, string> = alice) {
    const response = await fetch(`${api}${path}`, { headers });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes };
  }

  it('prints the German report by default: summary, legal context, violations by principle, fixes', async () => {
    const { status, headers, bytes } = await getPdf(`/scans/${scanId}/report.pdf`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toMatch(
      /^attachment; filename="klarsicht-bericht-shop\.example-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(headers.get('cache-control')).toBe('private, no-store');
    const text = await pdfText(bytes);
    for (const heading of [
      'Barrierefreiheitsbericht',
      'Zusammenfassung',
      'Rechtlicher Rahmen',
      '28. Juni 2025',
      '30–40 %',
      'Verstöße nach WCAG-Prinzip',
      '1 Wahrnehmbar',
      '2 Bedienbar',
      '3 Verständlich',
      'Best Practices und Sonstiges',
      'Manuell zu prüfen',
      'So beheben Sie es',
      'Seite 1 von',
    ]) {
      expect(text, heading).toContain(heading);
    }
    // Rule titles in German, from the engine's texts, not the English the findings were stored with.
    for (const rule of ['image-alt', 'link-name', 'html-has-lang', 'region', 'color-contrast']) {
      expect(text).toContain(rule);
      expect(text).toContain(ruleTexts(rule, 'de')!.help);
      expect(text).not.toContain(`Help text for ${rule}`);
      expect(text).not.toContain(ruleTexts(rule, 'en')!.help);
    }
    expect(text).toContain('9.1.1.1');
    // 14 link nodes: ten listed, the rest counted.
    expect(text).toContain('… und 4 weitere');
    // The hostile snippet is shown, not run: its markup is there as text.
    expect(text).toContain(HOSTILE_HTML);
    expect(text).not.toContain('Perceivable');
  });

  it('prints English when asked', async () => {
    const { status, headers, bytes } = await getPdf(`/scans/${scanId}/report.pdf?lang=en`);
    expect(status).toBe(200);
    expect(headers.get('content-language')).toBe('en');
    const text = await pdfText(bytes);
    for (const heading of [
      'Accessibility report',
      'Summary',
      'Legal context',
      'Violations by WCAG principle',
      '1 Perceivable',
      '2 Operable',
      '3 Understandable',
      'Needs review',
      'How to fix it',
      '… and 4 more',
      'Page 1 of',
    ]) {
      expect(text, heading).toContain(heading);
    }
    expect(text).not.toContain('Zusammenfassung');
    expect(text).toContain(ruleTexts('image-alt', 'en')!.help);
  });

  it('is a tagged PDF: title, language, bookmarks and a structure tree whose headings follow the document', async () => {
    const { bytes } = await getPdf(`/scans/${scanId}/report.pdf`);
    const document = await getDocument({ data: bytes, useSystemFonts: false }).promise;
    try {
      expect(await document.getMarkInfo()).toMatchObject({ Marked: true });
      const { info: rawInfo, metadata } = await document.getMetadata();
      const info = rawInfo as unknown as Record<string, unknown>;
      expect(info.Title).toBe('Barrierefreiheitsbericht – shop.example');
      expect(info.Language).toBe('de');
      // PDF/UA: XMP metadata with the title; we made it, not the headless browser.
      expect(info.Creator).toBe('Klarsicht');
      expect(metadata?.get('dc:title')).toBe('Barrierefreiheitsbericht – shop.example');
      expect(metadata?.get('dc:language')).toBe('de');
      const outline = (await document.getOutline()) ?? [];
      expect(outline.map((entry) => entry.title)).toEqual(['Barrierefreiheitsbericht']);
      expect(outline[0]?.items.map((entry) => entry.title)).toEqual([
        'Zusammenfassung',
        'Rechtlicher Rahmen',
        'Verstöße nach WCAG-Prinzip',
        'Manuell zu prüfen',
        'Bewährte Praxis',
        'Geprüfte Seiten',
      ]);
      // The first page's structure: the title heading, then the facts and the counts as tables
      // whose headers are tagged as headers.
      const roles: string[] = [];
      const walk = (node: { role?: string; children?: unknown[] }) => {
        if (node.role) roles.push(node.role);
        for (const child of node.children ?? []) walk(child as typeof node);
      };
      walk((await (await document.getPage(1)).getStructTree()) as { role?: string; children?: unknown[] });
      expect(roles.filter((role) => /^H\d$/.test(role)).slice(0, 3)).toEqual(['H1', 'H2', 'H3']);
      expect(roles).toContain('Table');
      expect(roles).toContain('TH');
      expect(roles).toContain('L');
    } finally {
      await document.destroy();
    }
  });

  it('leaves no almost empty page: sections follow each other instead of each starting a page', async () => {
    const small = await seedFinishedScan(database.db, 'alice', {
      ...sampleReport(),
      pages: sampleReport().pages.slice(0, 1),
    });
    const { bytes } = await getPdf(`/scans/${small}/report.pdf`);
    const document = await getDocument({ data: bytes, useSystemFonts: false }).promise;
    try {
      // How far down each page its body text reaches (the footer sits in the bottom margin, 20 mm).
      const filled: number[] = [];
      for (let number = 1; number <= document.numPages; number++) {
        const page = await document.getPage(number);
        const [, , , height = 0] = page.view;
        const footerTop = (20 / 25.4) * 72;
        const bodyYs = (await page.getTextContent()).items
          .map((item) => ('transform' in item ? (item.transform[5] as number) : height))
          .filter((y) => y > footerTop);
        filled.push((height - Math.min(height, ...bodyYs)) / height);
      }
      expect(filled.length).toBeGreaterThan(1);
      // Every page but the last is filled to at least two thirds of its height.
      expect(filled.slice(0, -1).filter((share) => share < 2 / 3)).toEqual([]);
    } finally {
      await document.destroy();
    }
  });

  it('names German and English downloads differently', async () => {
    const english = await getPdf(`/scans/${scanId}/report.pdf?lang=en`);
    expect(english.headers.get('content-disposition')).toMatch(
      /^attachment; filename="klarsicht-report-shop\.example-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
  });

  it('prints two reports at once', async () => {
    const [german, english] = await Promise.all([
      getPdf(`/scans/${scanId}/report.pdf`),
      getPdf(`/scans/${scanId}/report.pdf`, { ...alice, 'accept-language': 'en-US,en;q=0.9' }),
    ]);
    expect([german.status, english.status]).toEqual([200, 200]);
    expect(await pdfText(german.bytes)).toContain('Zusammenfassung');
    expect(await pdfText(english.bytes)).toContain('Summary');
  });

  it("adds a tagged conformance section after the findings for a site on the owner's plan", async () => {
    const owner = await createTestUser(database.db, 'pdf-conformance');
    await grantPlan(database.db, owner.id, 'basic', ['https://shop.example']);
    const owned = await seedFinishedScan(database.db, owner.id);
    const monitors = await fetch(`${api}/monitors`, { headers: { 'x-test-user': owner.id } });
    const site = ((await monitors.json()) as { items: Array<{ id: string }> }).items[0]!.id;
    await fetch(`${api}/sites/${site}/criteria/1.3.3`, {
      method: 'PUT',
      headers: { 'x-test-user': owner.id, 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'passed' }),
    });
    const { status, bytes } = await getPdf(`/scans/${owned}/report.pdf`, { 'x-test-user': owner.id });
    expect(status).toBe(200);
    const document = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
    try {
      const outline = (await document.getOutline()) ?? [];
      expect(outline[0]?.items.map((entry) => entry.title)).toEqual([
        'Zusammenfassung',
        'Rechtlicher Rahmen',
        'Verstöße nach WCAG-Prinzip',
        'Manuell zu prüfen',
        'Bewährte Praxis',
        'Konformität nach Erfolgskriterien',
        'Geprüfte Seiten',
      ]);
    } finally {
      await document.destroy();
    }
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Gesamtergebnis: Teilweise konform');
    expect(text).toMatch(
      /Von \d+ Kriterien: 1 durch eine Person geprüft und bewertet, [1-9]\d* durch die automatisierte Prüfung als nicht erfüllt festgestellt \(ohne Prüfung durch eine Person\), \d+ noch nicht geprüft/,
    );
    expect(text).toContain('1.3.3 Sensorische Eigenschaften');
    expect(text).toContain('Bestanden');
    expect(text).toContain('Nicht automatisch prüfbar');
    // Without a plan for the site, the report has no such section.
    expect(await pdfText((await getPdf(`/scans/${scanId}/report.pdf`)).bytes)).not.toContain(
      'Konformität nach Erfolgskriterien',
    );
  });

  it('is for the owner of a finished scan only', async () => {
    expect((await getPdf(`/scans/${scanId}/report.pdf`, {})).status).toBe(401);
    expect((await getPdf(`/scans/${scanId}/report.pdf`, { 'x-test-user': 'mallory' })).status).toBe(404);
    const running = await seedScan(database.db, 'alice', 'running');
    expect((await getPdf(`/scans/${running}/report.pdf`)).status).toBe(409);
  });
});
