import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPdf, imageOnlyHtml, reportHtml } from '../../test-support/pdf-documents.js';
import {
  type RouteHandler,
  type RouteServer,
  startRouteServer,
  text,
} from '../../test-support/route-server.js';
import { launchChromium } from '../browser/chromium.js';
import { CrawlFrontier, isDocumentUrl } from '../discovery/crawl-frontier.js';
import type { Finding, PageReport } from '../report/types.js';
import { createScanner, type Scanner } from '../scan/scanner.js';
import { analyseDocument } from './analyse-document.js';

/**
 * PDFs in scans: discovered from links like pages (and counted against the page budget), fetched
 * outside the tab and checked with the document rules, whether their address ends in ".pdf" or
 * they arrive as a download.
 */

const pdf =
  (bytes: Buffer, headers: Record<string, string> = {}): RouteHandler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/pdf', ...headers }).end(bytes);
  };

const HOME = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Verein</title></head><body>
<main><h1>Verein</h1><ul>
<li><a href="/bericht.pdf">Jahresbericht (PDF)</a></li>
<li><a href="/flyer.pdf">Flyer (PDF)</a></li>
<li><a href="/antrag">Antrag herunterladen</a></li>
<li><a href="/zu-gross.pdf">Satzung (PDF, 30 MB)</a></li>
<li><a href="/alt.pdf">Archiv</a></li>
<li><a href="/kontakt.html">Kontakt</a></li>
</ul></main></body></html>`;

const PAGE = (title: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`;

let server: RouteServer;
let scanner: Scanner;
beforeAll(async () => {
  const browser = await launchChromium();
  let files: { report: Buffer; flyer: Buffer; form: Buffer };
  try {
    files = {
      report: await chromiumPdf(browser, reportHtml(22), { tagged: true, outline: true }),
      flyer: await chromiumPdf(browser, reportHtml(1, 'Flyer Sommerfest'), { tagged: false, outline: false }),
      form: await chromiumPdf(browser, await imageOnlyHtml(browser), { tagged: false, outline: false }),
    };
  } finally {
    await browser.close();
  }
  server = await startRouteServer({
    '/': text(HOME, 'text/html; charset=utf-8'),
    '/bericht.pdf': pdf(files.report),
    '/flyer.pdf': pdf(files.flyer),
    // No ".pdf" in the address, and a download: Chromium refuses to show it as a page.
    '/antrag': pdf(files.form, { 'content-disposition': 'attachment; filename="antrag.pdf"' }),
    // Announced as 30 MB: over the limit, so not downloaded at all.
    '/zu-gross.pdf': (_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': String(30 * 1024 * 1024),
      });
      response.end();
    },
    // An HTML page at an address ending in ".pdf": checked as the page it is.
    '/alt.pdf': text(PAGE('Archiv'), 'text/html; charset=utf-8'),
    '/kontakt.html': text(PAGE('Kontakt'), 'text/html; charset=utf-8'),
    // Sent in pieces, without a length: the limit must hold while reading.
    '/ohne-laenge.pdf': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.write(files.report.subarray(0, 4096));
      response.end(files.report.subarray(4096));
    },
    // Never answers.
    '/langsam.pdf': () => {},
  });
  scanner = createScanner();
}, 60_000);
afterAll(async () => {
  await scanner?.close();
  await server?.close();
});

const ids = (findings: Finding[]) => findings.map((finding) => finding.id).sort();

describe('discovery of documents', () => {
  it('queues same-site PDF links like pages, within the budget, and no other files', () => {
    expect(isDocumentUrl('https://example.com/files/Bericht.PDF')).toBe(true);
    expect(isDocumentUrl('https://example.com/files/bericht.docx')).toBe(false);
    expect(isDocumentUrl('mailto:info@example.com')).toBe(false);
    const frontier = new CrawlFrontier('https://example.com/', { maxPages: 3, isAllowed: () => true });
    expect(frontier.offer('/bericht.pdf', 'https://example.com/')).toBe(true);
    expect(frontier.offer('https://other.example/bericht.pdf')).toBe(false);
    expect(frontier.offer('/tabelle.xlsx', 'https://example.com/')).toBe(false);
    expect(frontier.offer('/flyer.pdf', 'https://example.com/')).toBe(true);
    // The start page and two documents fill a budget of three.
    expect(frontier.offer('/dritte.pdf', 'https://example.com/')).toBe(false);
  });
});

describe('a site scan with linked PDFs', () => {
  let pages: PageReport[] = [];
  const page = (path: string) => pages.find((candidate) => candidate.url === `${server.origin}${path}`)!;

  it('discovers the PDFs and reports each as a document', { timeout: 120_000 }, async () => {
    const report = await scanner.scanSite(`${server.origin}/`, {
      allowPrivateAddresses: true,
      respectRobotsTxt: false,
      profile: 'bfsg',
      maxPages: 10,
    });
    pages = report.pages;
    expect(pages.map((scanned) => scanned.url.slice(server.origin.length)).sort()).toEqual(
      ['/', '/alt.pdf', '/antrag', '/bericht.pdf', '/flyer.pdf', '/kontakt.html', '/zu-gross.pdf'].sort(),
    );
    expect(pages.filter((scanned) => scanned.kind === 'document')).toHaveLength(4);
    expect(pages.filter((scanned) => scanned.error)).toEqual([]);
  });

  it('passes the tagged report on every rule', () => {
    const report = page('/bericht.pdf');
    expect(report).toMatchObject({ kind: 'document', title: 'Jahresbericht 2024', status: 200 });
    expect(report.violations).toEqual([]);
    expect(report.bestPractices).toEqual([]);
    expect(report.incomplete).toEqual([]);
    expect(ids(report.passes)).toEqual([
      'klarsicht-pdf-bookmarks',
      'klarsicht-pdf-language',
      'klarsicht-pdf-tagged',
      'klarsicht-pdf-text',
      'klarsicht-pdf-title',
    ]);
    expect(ids(report.inapplicable)).toEqual(['klarsicht-pdf-form-field-names']);
  });

  it('fails the untagged flyer for its missing tags and language', () => {
    const flyer = page('/flyer.pdf');
    expect(flyer.kind).toBe('document');
    expect(ids(flyer.violations)).toEqual(['klarsicht-pdf-language', 'klarsicht-pdf-tagged']);
    const tagged = flyer.violations.find((finding) => finding.id === 'klarsicht-pdf-tagged')!;
    expect(tagged).toMatchObject({ wcag: [{ id: '1.3.1' }], en301549: ['10.1.3.1'], impact: 'serious' });
    expect(flyer.counts.violations).toBe(2);
    expect(flyer.byImpact.serious).toBe(2);
  });

  it('checks a PDF that comes as a download, and finds it is only a picture', () => {
    const form = page('/antrag');
    expect(form.kind).toBe('document');
    expect(ids(form.violations)).toEqual([
      'klarsicht-pdf-language',
      'klarsicht-pdf-tagged',
      'klarsicht-pdf-text',
    ]);
  });

  it('reports a document over the size limit as not checked, not as failed', () => {
    const large = page('/zu-gross.pdf');
    expect(large).toMatchObject({ kind: 'document', violations: [] });
    expect(large.error).toBeUndefined();
    expect(large.incomplete.length).toBe(6);
    expect(large.incomplete[0]?.nodes[0]?.failureSummary).toContain('larger than 20 MB');
  });

  it('loads an HTML page at a ".pdf" address as a page', () => {
    const archive = page('/alt.pdf');
    expect(archive.kind).toBeUndefined();
    expect(archive.title).toBe('Archiv');
  });

  it('counts documents against the page budget', { timeout: 60_000 }, async () => {
    const report = await scanner.scanSite(`${server.origin}/`, {
      allowPrivateAddresses: true,
      respectRobotsTxt: false,
      maxPages: 3,
    });
    expect(report.pages.map((scanned) => scanned.url.slice(server.origin.length))).toEqual([
      '/',
      '/bericht.pdf',
      '/flyer.pdf',
    ]);
  });
});

describe('analyseDocument', () => {
  const options = {
    profile: 'bfsg' as const,
    maxNodesPerFinding: 50,
    allowPrivateAddresses: true,
    userAgent: 'KlarsichtTest/1.0',
    signal: new AbortController().signal,
  };

  it('stops reading a body without a length at the size limit, and reports it as not checked', async () => {
    const analysis = await analyseDocument(`${server.origin}/ohne-laenge.pdf`, {
      ...options,
      deadline: Date.now() + 10_000,
      maxBytes: 10_000,
    });
    expect(analysis).toMatchObject({ kind: 'document', status: 200 });
    if (analysis.kind !== 'document') return;
    expect(analysis.findings.violations).toEqual([]);
    expect(analysis.findings.incomplete[0]?.nodes[0]?.failureSummary).toContain('MB and was not checked');
  });

  it('fails with a timeout when the document does not arrive in time', async () => {
    const started = Date.now();
    const failure = await analyseDocument(`${server.origin}/langsam.pdf`, {
      ...options,
      deadline: Date.now() + 500,
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'ScanError', code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('a PDF in a list of pages', () => {
  it('is checked as a document', { timeout: 60_000 }, async () => {
    const report = await scanner.scanPages([`${server.origin}/flyer.pdf`], { allowPrivateAddresses: true });
    expect(report.pages[0]).toMatchObject({ kind: 'document', title: 'Flyer Sommerfest' });
    expect(report.summary).toMatchObject({ pagesScanned: 1, pagesFailed: 0, violations: 2 });
  });

  it('stays refused at a private address unless those are allowed', { timeout: 60_000 }, async () => {
    const fetched = () => server.hits.filter((hit) => hit === 'GET /flyer.pdf').length;
    const before = fetched();
    const report = await scanner.scanPages([`${server.origin}/flyer.pdf`], { respectRobotsTxt: false });
    expect(report.pages[0]?.error?.code).toBe('private_address');
    expect(fetched()).toBe(before);
  });
});
