#!/usr/bin/env node
// Scores the checker on the held-out accuracy set (packages/scanner/heldout): small German pages
// written independently of the W3C ACT test cases, each with exactly one deliberate barrier of one
// WCAG criterion or none (a clean twin), as listed in packages/scanner/heldout/manifest.json.
//
//   node scripts/heldout.mjs [profile] [--json results.json]
//
// Serves the pages on 127.0.0.1 (a random port; /media/ton.wav is a 5 s 440 Hz tone made here),
// scans them all in one `klarsicht scan --format json` run (profile default wcag22aaa), and prints
// per page the expected criterion, whether a violation of it was found, and every violation of
// another criterion (a false alarm candidate); then the totals. A violation counts for the expected
// criterion when that criterion is among its WCAG criteria. Findings without a WCAG criterion (best
// practice, BFSG duties) and results left for review (incomplete) are shown but not counted; a
// barrier found only for review is marked "review" and counts as not detected. It is a measurement:
// the exit code is always 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
let jsonOut;
const positional = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--json') {
    jsonOut = args[i + 1];
    i += 1;
  } else if (args[i] === '-h' || args[i] === '--help') {
    console.log('usage: node scripts/heldout.mjs [profile] [--json results.json]');
    process.exit(0);
  } else {
    positional.push(args[i]);
  }
}
const profile = positional[0] ?? 'wcag22aaa';

const root = fileURLToPath(new URL('../', import.meta.url));
const heldout = join(root, 'packages/scanner/heldout');
const pagesDir = join(heldout, 'pages');
const manifest = JSON.parse(readFileSync(join(heldout, 'manifest.json'), 'utf8'));
const cli = join(root, 'node_modules/.bin/klarsicht');

/** A mono 16-bit PCM WAV file: `seconds` of a sine tone at `hz`. */
function toneWav(seconds = 5, hz = 440, rate = 22050) {
  const samples = seconds * rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // size of the fmt chunk
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let n = 0; n < samples; n += 1) {
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * n) / rate) * 0.5 * 32767), 44 + n * 2);
  }
  return wav;
}

const wav = toneWav();
const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path === '/media/ton.wav') {
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (range) {
      // Media elements ask for ranges; answer them so that the audio can play and seek.
      const start = range[1] ? Number(range[1]) : 0;
      const end = range[2] ? Math.min(Number(range[2]), wav.length - 1) : wav.length - 1;
      res.writeHead(206, {
        'content-type': 'audio/wav',
        'accept-ranges': 'bytes',
        'content-range': `bytes ${start}-${end}/${wav.length}`,
        'content-length': end - start + 1,
      });
      res.end(wav.subarray(start, end + 1));
      return;
    }
    res.writeHead(200, {
      'content-type': 'audio/wav',
      'accept-ranges': 'bytes',
      'content-length': wav.length,
    });
    res.end(wav);
    return;
  }
  const file = normalize(join(pagesDir, path));
  if (!file.startsWith(pagesDir) || !types[extname(file)]) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('nicht gefunden');
    return;
  }
  try {
    const body = readFileSync(file);
    res.writeHead(200, { 'content-type': types[extname(file)] });
    res.end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('nicht gefunden');
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/`;
const urlOf = (page) => new URL(page, base).href;

const work = mkdtempSync(join(tmpdir(), 'klarsicht-heldout-'));
const reportFile = join(work, 'report.json');
const started = Date.now();
const { code, stderr } = await new Promise((resolve) => {
  const child = spawn(
    cli,
    [
      'scan',
      '--profile',
      profile,
      '--format',
      'json',
      '--output',
      reportFile,
      '--lang',
      'en',
      ...manifest.map((entry) => urlOf(entry.page)),
    ],
    { env: { ...process.env, KLARSICHT_ALLOW_PRIVATE_TARGETS: '1' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let err = '';
  child.stderr.on('data', (chunk) => {
    err += chunk;
  });
  child.on('close', (exit) => resolve({ code: exit, stderr: err }));
});
server.close();

let report;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8'));
} catch {
  console.error(`klarsicht scan wrote no report (exit ${code}):\n${stderr}`);
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}
rmSync(work, { recursive: true, force: true });

const byUrl = new Map();
for (const page of report.pages ?? []) {
  byUrl.set(page.url, page);
  if (page.finalUrl) byUrl.set(page.finalUrl, page);
}

const criteriaOf = (violation) => (violation.wcag ?? []).map((w) => (typeof w === 'string' ? w : w.id));
const results = manifest.map((entry) => {
  const page = byUrl.get(urlOf(entry.page));
  const expected = entry.criterion ?? null;
  if (!page || page.error) {
    return {
      ...entry,
      expected,
      error: page?.error ?? 'not in the report',
      detected: false,
      hits: [],
      falseAlarms: [],
      other: [],
      review: [],
    };
  }
  const summary = (violation) => ({
    rule: violation.id,
    source: violation.source,
    criteria: criteriaOf(violation),
    nodes: (violation.nodes ?? []).map((node) => node.selector ?? node.target ?? node.html).slice(0, 5),
  });
  const violations = page.violations ?? [];
  const hits = violations.filter((v) => expected && criteriaOf(v).includes(expected)).map(summary);
  const falseAlarms = violations
    .filter((v) => criteriaOf(v).length > 0 && !(expected && criteriaOf(v).includes(expected)))
    .map(summary);
  // Not counted: findings without a criterion, and results left for review (incomplete).
  const other = [...violations.filter((v) => criteriaOf(v).length === 0), ...(page.bestPractices ?? [])].map(
    summary,
  );
  const review = (page.incomplete ?? []).map(summary);
  return { ...entry, expected, detected: hits.length > 0, hits, falseAlarms, other, review };
});

const pad = (text, width) => String(text).padEnd(width);
/** yes, review (found only for review: not counted), MISSED, or "-" for a clean page. */
function verdict(r) {
  if (r.error) return 'ERROR';
  if (!r.expected) return '-';
  if (r.detected) return 'yes';
  return r.review.some((v) => v.criteria.includes(r.expected)) ? 'review' : 'MISSED';
}
const width = Math.max(...results.map((r) => r.page.length)) + 2;
console.log(
  `klarsicht held-out set: ${results.length} pages, profile ${profile}, scan exit ${code}, ${Math.round((Date.now() - started) / 1000)} s\n`,
);
console.log(
  `${pad('page', width)}${pad('expected', 10)}${pad('detected', 10)}false alarm candidates (rule: criteria)`,
);
for (const r of results) {
  const detected = verdict(r);
  const alarms = r.falseAlarms.map((a) => `${a.rule}: ${a.criteria.join(',')}`).join('; ');
  console.log(`${pad(r.page, width)}${pad(r.expected ?? 'clean', 10)}${pad(detected, 10)}${alarms}`);
  if (r.error)
    console.log(
      `${pad('', width)}  error: ${typeof r.error === 'string' ? r.error : JSON.stringify(r.error)}`,
    );
  if (r.expected && r.detected) {
    console.log(`${pad('', width)}  found by: ${r.hits.map((h) => h.rule).join(', ')}`);
  }
  for (const a of r.falseAlarms) console.log(`${pad('', width)}  ${a.rule} on ${a.nodes.join(' | ')}`);
  if (r.other.length > 0) {
    console.log(`${pad('', width)}  (no criterion, not counted: ${r.other.map((o) => o.rule).join(', ')})`);
  }
  if (r.review.length > 0) {
    const list = r.review.map((v) => `${v.rule}: ${v.criteria.join(',') || '-'}`).join('; ');
    console.log(`${pad('', width)}  (for review, not counted: ${list})`);
  }
}

const barriers = results.filter((r) => r.expected);
const clean = results.filter((r) => !r.expected);
const detectedCount = barriers.filter((r) => r.detected).length;
const cleanQuiet = clean.filter((r) => !r.error && r.falseAlarms.length === 0).length;
const falseAlarmCount = results.reduce((sum, r) => sum + r.falseAlarms.length, 0);
console.log('');
console.log(`barriers detected:                 ${detectedCount} of ${barriers.length}`);
console.log(`clean pages with no false alarm:   ${cleanQuiet} of ${clean.length}`);
console.log(`false alarms (violations of a criterion the page has no barrier of): ${falseAlarmCount}`);

if (jsonOut) {
  writeFileSync(
    jsonOut,
    `${JSON.stringify({ profile, base, scanExit: code, totals: { barriers: barriers.length, detected: detectedCount, clean: clean.length, cleanQuiet, falseAlarms: falseAlarmCount }, pages: results }, null, 2)}\n`,
  );
  console.log(`per-page results written to ${jsonOut}`);
}
process.exitCode = 0;
