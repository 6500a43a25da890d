/// <reference lib="dom" />
import { addSiteToPlan, authHeaders, finishedSiteScan } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, storePreferences, test } from './support/test.js';

// The fixture page blocks its main thread at the first Tab key: the keyboard walk runs out of time,
// and the checks after it meet a page that no longer answers.
const SCAN_TIMEOUT = 120_000;

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

test('a check that ran out of time is named on the result page and in the JSON report, in German and English', async ({
  page,
  fixtureUrl,
}) => {
  test.setTimeout(SCAN_TIMEOUT + 120_000);
  const url = new URL('/stalls-on-tab.html', fixtureUrl).href;
  await newCustomer(page, 'checks-not-finished', { plan: 'basic' });
  await addSiteToPlan(page, url);
  const id = await finishedSiteScan(page, url, { timeout: SCAN_TIMEOUT });

  const json = await page.request.get(`/api/scans/${id}/report.json`, { headers: await authHeaders(page) });
  expect(json.status()).toBe(200);
  const report = (await json.json()) as { pages: Array<{ url: string; notChecked?: unknown[] }> };
  expect(report.pages[0]?.notChecked).toContainEqual(
    expect.objectContaining({ check: 'keyboard', reason: 'timeout' }),
  );

  await page.goto(`/run/${id}`);
  const section = page.getByTestId('scan-pages');
  await expect(section.getByTestId('checks-not-finished-summary')).toContainText(
    'Auf 1 Seite wurden Prüfungen nicht abgeschlossen: Tastaturbedienung (Zeitlimit)',
  );
  const card = section.getByTestId('checks-not-finished');
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Prüfungen nicht abgeschlossen');
  await expect(card).toContainText(`${url}:`);
  await expect(card.getByRole('listitem').filter({ hasText: 'Tastaturbedienung' }).last()).toHaveText(
    'Tastaturbedienung – nicht geprüft: Zeitlimit',
  );

  for (const [locale, colorScheme] of [
    ['de', 'dark'],
    ['en', 'light'],
  ] as const) {
    await storePreferences(page, { locale, colorScheme });
    await page.reload();
    await expect(page.getByTestId('checks-not-finished').getByRole('heading', { level: 3 })).toHaveText(
      locale === 'de' ? 'Prüfungen nicht abgeschlossen' : 'Checks not finished',
    );
    if (locale === 'en') {
      await expect(page.getByTestId('checks-not-finished-summary')).toContainText(
        'On 1 page, checks did not finish: Keyboard operation (time limit)',
      );
      await expect(page.getByTestId('checks-not-finished')).toContainText(
        'Keyboard operation – not checked: time limit',
      );
    }
    const violations = await axeViolations(page);
    expect(violations, `axe (${locale}, ${colorScheme}):\n${describeViolations(violations)}`).toEqual([]);
  }
});
