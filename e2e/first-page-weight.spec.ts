/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, type Locale, presetPreferences, test } from './support/test.js';

/**
 * The first page's weight as a browser sees it: every script `/` fetches until the network is idle
 * (dynamic imports, translation chunks, widgets loaded after the first paint included), not the
 * static graph a build step can read from Vite's manifest.
 *
 * Sizes are the script bodies gzipped here at level 9, the unit of the build's budget check
 * (scripts/check-bundle-size.mjs): the server compresses on the fly and prefers Brotli, so the
 * wire size depends on the Accept-Encoding a browser happens to send; gzip at a fixed level is
 * what every browser can get and does not change from run to run.
 */
const BUDGET_BYTES = 120 * 1024;

/**
 * After the network goes quiet, code may still start loading (an idle callback, a timer): whatever
 * arrives in this window counts too, so the test cannot be passed by loading a little later.
 */
const LATE_LOAD_WINDOW_MS = 3000;

const manifestPath = fileURLToPath(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url));

/** Built file → the translation it holds (`de/common`), from Vite's manifest. */
function translationChunks(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const chunks = new Map<string, string>();
  for (const [source, { file }] of Object.entries(manifest)) {
    const match = /^src\/i18n\/locales\/(\w+\/\w+)\.json$/.exec(source);
    if (match?.[1]) chunks.set(`/${file}`, match[1]);
  }
  return chunks;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const language of ['de', 'en'] satisfies Locale[]) {
  test(`/ in ${language} fetches at most ${kb(BUDGET_BYTES)} of gzipped JavaScript, in its own language only`, async ({
    page,
  }, testInfo) => {
    await presetPreferences(page, { locale: language });
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });

    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(LATE_LOAD_WINDOW_MS);
    await page.waitForLoadState('networkidle');

    const rows = await Promise.all(
      scripts.map(async (response) => ({
        path: new URL(response.url()).pathname,
        bytes: gzipSync(await response.body(), { level: 9 }).length,
      })),
    );
    rows.sort((a, b) => b.bytes - a.bytes);
    const total = rows.reduce((sum, row) => sum + row.bytes, 0);
    const table = [
      ...rows.map((row) => `${kb(row.bytes).padStart(9)}  ${row.path}`),
      `${kb(total).padStart(9)}  total of ${rows.length} scripts (budget ${kb(BUDGET_BYTES)})`,
    ].join('\n');
    await testInfo.attach(`scripts-${language}.txt`, { body: table, contentType: 'text/plain' });
    console.log(`/ in ${language}: ${kb(total)} gzipped JavaScript in ${rows.length} scripts`);

    const translations = translationChunks();
    const fetchedTranslations = rows.flatMap((row) => translations.get(row.path) ?? []);
    expect(fetchedTranslations.length, 'translation chunks fetched').toBeGreaterThan(0);
    expect(
      fetchedTranslations.filter((name) => !name.startsWith(`${language}/`)),
      'translations of the other language',
    ).toEqual([]);
    expect(total, `gzipped JavaScript for / in ${language}:\n${table}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
