import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepNesting, inflationBomb, operatorFlood } from '../../test-support/hostile-pdfs.js';
import { buildPdf } from '../../test-support/pdf-documents.js';
import {
  type RouteHandler,
  type RouteServer,
  startRouteServer,
  text,
} from '../../test-support/route-server.js';
import type { PageReport } from '../report/types.js';
import { createScanner, type Scanner } from '../scan/scanner.js';
import { analyseDocument, type DocumentAnalysis } from './analyse-document.js';

/*
 * Nothing a site sends can hang a scan: a PDF that would keep pdf.js busy for minutes or make it
 * take gigabytes is read in a worker thread that is ended at the document's deadline or its memory
 * limit. The document is then "not checked" with the reason, and the scan goes on.
 */

const TEXT = 'BT /F1 12 Tf 72 770 Td (Preise) Tj ET';
/** A small, well-formed document with text, a title and a language: checked as usual. */
const priceList = buildPdf({
  1: '<< /Type /Catalog /Pages 2 0 R /Lang (de) >>',
  2: '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
  3: '<< /Title (Preise) >>',
  4: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R /Resources << /Font << /F1 6 0 R >> >> >>',
  5: `<< /Length ${TEXT.length} >>\nstream\n${TEXT}\nendstream`,
  6: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
});

const HOME = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Laden</title></head><body>
<main><h1>Laden</h1><ul>
<li><a href="/flut.pdf">Katalog (PDF)</a></li>
<li><a href="/preise.pdf">Preise (PDF)</a></li>
<li><a href="/kontakt.html">Kontakt</a></li>
</ul><img src="/logo.png"></main></body></html>`;
const CONTACT = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Kontakt</title></head><body>
<main><h1>Kontakt</h1><input type="text"></main></body></html>`;

const pdf =
  (bytes: Buffer): RouteHandler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/pdf' }).end(bytes);
  };

let server: RouteServer;
let scanner: Scanner;
beforeAll(async () => {
  // 20 million operators: read in the scan process, about a minute and 3 GB (see hostile-pdfs.ts).
  const flood = await operatorFlood(20_000_000);
  // A quarter of a gigabyte inflated: far over the memory limit the tests set.
  const bomb = await inflationBomb(256);
  server = await startRouteServer({
    '/': text(HOME, 'text/html; charset=utf-8'),
    '/kontakt.html': text(CONTACT, 'text/html; charset=utf-8'),
    '/flut.pdf': pdf(flood),
    '/bombe.pdf': pdf(bomb),
    '/preise.pdf': pdf(priceList),
    '/tief.pdf': pdf(deepNesting(100_000)),
  });
  scanner = createScanner();
}, 120_000);
afterAll(async () => {
  await scanner?.close();
  await server?.close();
});

const options = {
  profile: 'bfsg' as const,
  maxNodesPerFinding: 50,
  allowPrivateAddresses: true,
  userAgent: 'KlarsichtTest/1.0',
  signal: new AbortController().signal,
};

/** The notes of a document that was not checked: every rule needs review, none fails or passes. */
function notCheckedNotes(analysis: DocumentAnalysis): string[] {
  if (analysis.kind !== 'document') throw new Error('not a document');
  expect(analysis.findings.violations).toEqual([]);
  expect(analysis.findings.passes).toEqual([]);
  return analysis.findings.incomplete.map((finding) => finding.nodes[0]?.failureSummary ?? '');
}

describe('a hostile PDF', () => {
  it('is ended at its memory limit and reported as not checked for it', async () => {
    const started = Date.now();
    const analysis = await analyseDocument(`${server.origin}/bombe.pdf`, {
      ...options,
      deadline: Date.now() + 50_000,
      maxParseMemoryMb: 64,
    });
    const notes = notCheckedNotes(analysis);
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note).toContain('Not checked: memory limit');
    expect(notes[0]).toContain('more than 64 MB');
    // Ended as it passed the limit, long before its deadline.
    expect(Date.now() - started).toBeLessThan(40_000);
  });

  it('is ended at its deadline and reported as not checked for it', async () => {
    const started = Date.now();
    const analysis = await analyseDocument(`${server.origin}/flut.pdf`, {
      ...options,
      deadline: Date.now() + 5_000,
    });
    const notes = notCheckedNotes(analysis);
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note).toContain('Not checked: time limit');
    // The deadline, plus what ending a thread and writing findings take on a busy machine.
    expect(Date.now() - started).toBeLessThan(5_000 + 3_000);
  });

  it('leaves the next document to be read as usual', async () => {
    const analysis = await analyseDocument(`${server.origin}/preise.pdf`, {
      ...options,
      deadline: Date.now() + 30_000,
    });
    expect(analysis).toMatchObject({ kind: 'document', title: 'Preise' });
    if (analysis.kind !== 'document') return;
    expect(analysis.findings.passes.map((finding) => finding.id)).toContain('klarsicht-pdf-language');
  });

  it('nested tens of thousands deep is read or refused in its time, never a failure', async () => {
    const analysis = await analyseDocument(`${server.origin}/tief.pdf`, {
      ...options,
      deadline: Date.now() + 30_000,
    });
    expect(analysis.kind).toBe('document');
    if (analysis.kind !== 'document') return;
    const findings = Object.values(analysis.findings).flat();
    expect(findings.length).toBeGreaterThan(0);
  });
});

describe('a site scan with a hostile PDF', () => {
  let pages: PageReport[] = [];
  const page = (path: string) => pages.find((candidate) => candidate.url === `${server.origin}${path}`);

  it('reports the PDF as not checked within its limit and finishes the other pages', {
    timeout: 120_000,
  }, async () => {
    const pageTimeoutMs = 15_000;
    const started = Date.now();
    const report = await scanner.scanSite(`${server.origin}/`, {
      allowPrivateAddresses: true,
      respectRobotsTxt: false,
      profile: 'bfsg',
      maxPages: 10,
      pageTimeoutMs,
    });
    pages = report.pages;
    expect(pages.map((scanned) => scanned.url.slice(server.origin.length)).sort()).toEqual([
      '/',
      '/flut.pdf',
      '/kontakt.html',
      '/preise.pdf',
    ]);
    expect(pages.filter((scanned) => scanned.error)).toEqual([]);
    const flood = page('/flut.pdf')!;
    expect(flood).toMatchObject({ kind: 'document', violations: [], passes: [] });
    expect(flood.durationMs).toBeLessThan(pageTimeoutMs);
    expect(flood.incomplete[0]?.nodes[0]?.failureSummary).toMatch(/Not checked: (time|memory) limit/);
    expect(page('/preise.pdf')?.passes.map((finding) => finding.id)).toContain('klarsicht-pdf-text');
    // The pages keep their findings: the image without a text alternative, the unlabelled field.
    expect(page('/')?.violations.map((finding) => finding.id)).toContain('image-alt');
    expect(page('/kontakt.html')?.violations.map((finding) => finding.id)).toContain('label');
    expect(Date.now() - started).toBeLessThan(100_000);
  });
});
