/// <reference lib="dom" />
import { addSiteToPlan, finishedSiteScan } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, storePreferences, test } from './support/test.js';

// The library fixture: three pages that can be checked (home, catalogue, "/de"), two addresses that
// lead nowhere (404 and 410), one page that refuses the check (403), and the home page and the
// catalogue at more addresses ("/index.html", a redirect, a print view naming its canonical address).
const SCAN_TIMEOUT = 120_000;

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

test('pages that could not be checked are counted apart and named with their reason; broken links and aliases are listed', async ({
  page,
  libraryUrl,
}) => {
  test.setTimeout(SCAN_TIMEOUT + 120_000);
  await newCustomer(page, 'unchecked-pages', { plan: 'basic' });
  await addSiteToPlan(page, libraryUrl);
  const id = await finishedSiteScan(page, libraryUrl, { timeout: SCAN_TIMEOUT });
  const url = (path: string) => new URL(path, libraryUrl).href;
  await page.goto(`/run/${id}`);

  await expect(page.getByTestId('pages-scanned')).toHaveText('3');
  await expect(page.getByTestId('pages-not-checked')).toHaveText('dazu 3 Seiten nicht geprüft');

  const section = page.getByTestId('scan-pages');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Geprüfte und nicht geprüfte Seiten');
  await expect(section.getByTestId('scan-pages-summary')).toHaveText('3 Seiten geprüft, 3 nicht geprüft.');

  const broken = section.getByTestId('broken-links');
  await expect(broken.getByRole('heading', { level: 3 })).toHaveText('Defekte Links');
  const events = broken
    .getByRole('listitem')
    .filter({ hasText: url('/veranstaltungen.html') })
    .first();
  await expect(events).toContainText(`${url('/veranstaltungen.html')} (HTTP-Status 404)`);
  await expect(events.getByRole('listitem')).toHaveText([url('/'), url('/katalog.html')]);
  await expect(broken).toContainText(`${url('/archiv/2019.html')} (HTTP-Status 410)`);

  await expect(section.getByTestId('unchecked-pages').getByRole('listitem')).toHaveText([
    `${url('/intern.html')}: HTTP-Status 403`,
  ]);
  const aliases = section.getByTestId('page-aliases');
  await expect(aliases).toContainText(`${url('/')}, auch unter:`);
  await expect(aliases).toContainText(url('/index.html'));
  await expect(aliases).toContainText(url('/katalog-druck.html'));

  // The page filter names a page that was not checked as such: it has no findings for a reason.
  const filter = page.getByLabel('Seite', { exact: true });
  await expect(filter.locator('option', { hasText: url('/intern.html') })).toHaveText(
    `${url('/intern.html')} (nicht geprüft: HTTP-Status 403)`,
  );
  await expect(filter.locator('option', { hasText: url('/index.html') })).toHaveCount(0);

  for (const [locale, colorScheme] of [
    ['de', 'dark'],
    ['en', 'light'],
  ] as const) {
    await storePreferences(page, { locale, colorScheme });
    await page.reload();
    await expect(page.getByTestId('broken-links').getByRole('heading', { level: 3 })).toHaveText(
      locale === 'de' ? 'Defekte Links' : 'Broken links',
    );
    const violations = await axeViolations(page);
    expect(violations, `axe (${locale}, ${colorScheme}):\n${describeViolations(violations)}`).toEqual([]);
  }

  // Long addresses wrap: nothing scrolls sideways at 320 px.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.getByTestId('scan-pages')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
