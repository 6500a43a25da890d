// Prints the gzip size of the JavaScript the browser loads to show `/` and fails the build when it
// exceeds the budget. "Loads to show /": the entry chunk, the home route's chunk, the translation
// chunks of the default language (de) that the home route needs, and every chunk those import
// statically — read from Vite's manifest, so nothing is guessed from file names.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

// Must match src/app/router.tsx (home route) and src/i18n (shell + home namespaces).
const HOME_ROUTE = 'src/app/routes/home.tsx';
const HOME_TRANSLATIONS = ['common', 'home', 'freeCheck', 'pricing'].map(
  (ns) => `src/i18n/locales/de/${ns}.json`,
);

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
const roots = [entries[0][0], HOME_ROUTE, ...HOME_TRANSLATIONS];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest: update scripts/check-bundle-size.mjs`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const root of roots) visit(root);

let total = 0;
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    total += size;
    return { file, size };
  })
  .sort((a, b) => b.size - a.size);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\nInitial JavaScript for / (gzip):');
for (const { file, size } of rows) console.log(`  ${kb(size).padStart(9)}  ${file}`);
console.log(`  ${kb(total).padStart(9)}  total of ${rows.length} files (budget ${kb(BUDGET_BYTES)})\n`);

if (total > BUDGET_BYTES) {
  console.error(`Initial JavaScript for / is ${kb(total)} gzip, over the ${kb(BUDGET_BYTES)} budget.`);
  process.exitCode = 1;
}
