// The build's quick look at the first page's weight: the gzip size of the JavaScript `/` needs, in
// German and in English, read from Vite's manifest — the scripts index.html loads, the home route's
// chunk, the translation chunks of one language that the home route needs, and every chunk those
// import statically. It fails the build above the budget.
//
// This is a floor, not the measurement: what the app imports at run time (a widget loaded when
// idle, a chunk a start-up hook pulls in) does not show in the manifest's static graph. The
// end-to-end test e2e/first-page-weight.spec.ts counts what a browser really fetches for `/`,
// with the same budget and the same unit (gzip level 9, KB of 1024 bytes).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const LANGUAGES = ['de', 'en'];
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

// Must match src/app/routes.tsx (the home route and the namespaces it loads) and the shell's
// namespaces in src/i18n/namespaces.ts; the end-to-end test notices when they drift apart.
const HOME_ROUTE = 'src/app/routes/home.tsx';
const HOME_NAMESPACES = ['common', 'home', 'freeCheck', 'pricing'];

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);

// Scripts index.html loads by itself, outside Vite's graph (public/theme-init.js).
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const plainScripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)]
  .map((match) => match[1])
  .filter((file) => !file.startsWith('assets/'));

function filesFor(language) {
  const files = new Set(plainScripts);
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: update scripts/check-bundle-size.mjs`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0][0]);
  visit(HOME_ROUTE);
  for (const namespace of HOME_NAMESPACES) visit(`src/i18n/locales/${language}/${namespace}.json`);
  return [...files].filter((file) => file.endsWith('.js'));
}

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

for (const language of LANGUAGES) {
  const rows = filesFor(language)
    .map((file) => ({ file, size: gzipSize(file) }))
    .sort((a, b) => b.size - a.size);
  const total = rows.reduce((sum, row) => sum + row.size, 0);
  console.log(`\nInitial JavaScript for / in ${language} (gzip):`);
  for (const { file, size } of rows) console.log(`  ${kb(size).padStart(9)}  ${file}`);
  console.log(
    `  ${kb(total).padStart(9)}  total of ${rows.length} files (budget ${kb(BUDGET_BYTES)}; ${BUDGET_BYTES - total} bytes left)`,
  );
  if (total > BUDGET_BYTES) {
    console.error(
      `Initial JavaScript for / in ${language} is ${kb(total)} gzip, over the ${kb(BUDGET_BYTES)} budget.`,
    );
    process.exitCode = 1;
  }
}
console.log('');
