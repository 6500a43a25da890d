/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { addSiteToPlan, authHeaders, finishedSiteScan } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, storePreferences, test } from './support/test.js';

// Issue 28.16 at 390 px, a phone's width: the conformance table hid "Ergebnis" and "Prüfung durch
// eine Person" in a box that scrolled sideways without a hint, and the result tabs took four lines.
// Issue 28.20: a failure summary is a list, its numbers written in German.
const SCAN_TIMEOUT = 90_000;
const PHONE = { width: 390, height: 844 };

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

/** Elements on the page that scroll sideways (content wider than their box, overflow not visible). */
function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (
          (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}

/** Whether the element lies within the viewport's width, fully. */
async function withinWidth(locator: Locator, width: number): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

test('the conformance table and the result tabs fit a phone', async ({ page, fixtureUrl }) => {
  test.setTimeout(SCAN_TIMEOUT + 120_000);
  await newCustomer(page, 'narrow-screens', { plan: 'basic' });
  await storePreferences(page, { locale: 'de', colorScheme: 'light' });
  await addSiteToPlan(page, fixtureUrl);
  const scanId = await finishedSiteScan(page, fixtureUrl, { timeout: SCAN_TIMEOUT });
  const monitors = (await (
    await page.request.get('/api/monitors', { headers: await authHeaders(page) })
  ).json()) as { items: Array<{ id: string }> };
  const siteId = monitors.items[0]!.id;
  await page.setViewportSize(PHONE);

  // The conformance table: a card per criterion, every fact on screen, nothing scrolling sideways.
  await page.goto(`/sites/${siteId}/conformance`);
  const row = page.locator('[data-criterion="1.1.1"]');
  await expect(row).toBeVisible();
  for (const label of ['Stufe', 'Automatische Prüfung', 'Prüfung durch eine Person', 'Ergebnis']) {
    const cellLabel = row.getByText(label, { exact: true });
    await expect(cellLabel, label).toBeVisible();
    expect(await withinWidth(cellLabel, PHONE.width), `${label} within 390 px`).toBe(true);
  }
  expect(await withinWidth(row.locator('td').last(), PHONE.width)).toBe(true);
  expect(await sidewaysScrollers(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The column headers are still there for screen readers, in the criteria's table and each chapter's.
  await expect(
    page.getByTestId('conformance-table').getByRole('columnheader', { name: 'Ergebnis' }),
  ).toHaveCount(1);
  const chapterTables = page.locator('[data-testid^="chapter-table-"]');
  await expect(chapterTables.first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ergebnis' })).toHaveCount(
    1 + (await chapterTables.count()),
  );
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const violations = await axeViolations(page);
    expect
      .soft(violations, `conformance at 390 px (${scheme}):\n${describeViolations(violations)}`)
      .toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // The result tabs: two lines at most, each tab on screen.
  await page.goto(`/run/${scanId}`);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  await expect.poll(async () => /\(\d+\)$/.test((await tabs.first().textContent()) ?? '')).toBe(true);
  const tops = new Set<number>();
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    tops.add(Math.round(box.y));
    expect(await withinWidth(tab, PHONE.width), `${await tab.textContent()} within 390 px`).toBe(true);
  }
  expect(tops.size, 'lines of tabs').toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The tabs still work by keyboard: arrows move between them.
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.first()).toBeFocused();

  // What to fix on a low-contrast element: a header over a list, the ratio in German notation.
  const contrast = page.getByTestId('rule-issues').and(page.locator('[data-rule="color-contrast"]'));
  await contrast.getByRole('button').first().click();
  const summary = contrast.getByTestId('failure-summary').first();
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('listitem').first()).toHaveText(
    /^Das Element hat einen zu geringen Kontrast von \d+(,\d+)?\u00a0:\u00a01 .*; erwartet \d+(,\d+)?\u00a0:\u00a01\.$/,
  );
  await expect(summary).toContainText('Beheben Sie');
  const violations = await axeViolations(page);
  expect.soft(violations, `result page at 390 px:\n${describeViolations(violations)}`).toEqual([]);
});
