/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { addSiteToPlan, authHeaders, finishedSiteScan } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, storePreferences, test } from './support/test.js';

// The scan screens as a customer reads them: what passed looks calm, the tab counts follow the
// filters, and the runs list reflows on a 320 px screen. The fixture site has one page with three
// critical violations (image-alt, label, button-name) and a serious one (color-contrast).
const SCAN_TIMEOUT = 90_000;
const IMPACT_LABEL = /^(Kritisch|Schwerwiegend|Mittel|Gering)$/;

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

async function finishedPageScan(page: Page, url: string): Promise<string> {
  const headers = await authHeaders(page);
  const started = await page.request.post('/api/scans', { headers, data: { url, scope: 'page' } });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/scans/${id}`, { headers })).json()) as { status: string })
          .status,
      { message: 'the page scan finishes', timeout: SCAN_TIMEOUT, intervals: [500, 1000] },
    )
    .toBe('succeeded');
  return id;
}

/** The count in a tab's name, "Bestanden (37)" → 37; NaN while the tab names none (loading). */
async function tabCount(tab: Locator): Promise<number> {
  return Number(/\((\d+)\)$/.exec((await tab.textContent()) ?? '')?.[1]);
}

/**
 * The total the panel lists: the distinct issues the violations panel names, or the findings the
 * other panels report to screen readers ("Ergebnisse 1 bis 20 von 37").
 */
async function panelTotal(page: Page): Promise<number> {
  const panel = page.getByRole('tabpanel');
  const issues = panel.getByTestId('issue-totals');
  if ((await issues.count()) > 0) return Number(await issues.getAttribute('data-issues'));
  const text = await panel.locator('[aria-live="polite"]').textContent();
  return Number(/von (\d+)$/.exec(text ?? '')?.[1]);
}

test('passed and inapplicable rules look calm, and the tab counts follow the filters', async ({
  page,
  fixtureUrl,
}) => {
  test.setTimeout(SCAN_TIMEOUT + 120_000);
  await newCustomer(page, 'scan-outcomes', { plan: 'basic' });
  await addSiteToPlan(page, fixtureUrl);
  const id = await finishedSiteScan(page, fixtureUrl, { timeout: SCAN_TIMEOUT });
  await page.goto(`/run/${id}`);
  const panel = page.getByRole('tabpanel');
  const groups = panel.getByTestId('rule-group');
  const violationsTab = page.getByRole('tab', { name: /^Verstöße/ });
  const passesTab = page.getByRole('tab', { name: /^Bestanden/ });
  const inapplicableTab = page.getByRole('tab', { name: /^Nicht anwendbar/ });
  const issueRules = panel.getByTestId('rule-issues');
  // Violations keep their impact and count their distinct issues and where they occur.
  const contrast = issueRules.and(page.locator('[data-rule="color-contrast"]'));
  await expect(contrast.getByText(IMPACT_LABEL)).toHaveText('Schwerwiegend');
  await expect(contrast.getByTestId('rule-counts')).toHaveText(/^\d+ Probleme? an \d+ Stellen?$/);
  await expect.poll(() => tabCount(violationsTab)).toBeGreaterThan(0);
  const violationCount = await tabCount(violationsTab);
  expect(await panelTotal(page)).toBe(violationCount);

  // Passed rules: a check mark and "passed on 1 page", no impact, nothing "affected".
  await passesTab.click();
  await expect(groups.first()).toBeVisible();
  const passedCount = await tabCount(passesTab);
  expect(passedCount).toBeGreaterThan(0);
  expect(await panelTotal(page)).toBe(passedCount);
  await expect(groups.first().getByTestId('rule-outcome')).toHaveText('Bestanden auf 1 Seite');
  await expect(panel.getByText(IMPACT_LABEL)).toHaveCount(0);
  await expect(panel).not.toContainText('betroffen');
  await expect(panel.locator('summary').first()).toHaveText(/^\d+ geprüftes? Elemente? auf /);

  // Inapplicable rules: the pages without matching elements, no "0 elements".
  await inapplicableTab.click();
  await expect(groups.first()).toBeVisible();
  await expect(groups.first().getByTestId('rule-outcome')).toHaveText(/^Nicht anwendbar auf 1 Seite/);
  await expect(groups.first().getByTestId('inapplicable-pages')).toHaveText(fixtureUrl);
  await expect(panel.getByText(IMPACT_LABEL)).toHaveCount(0);
  await expect(panel).not.toContainText('0 Elemente');
  await expect(panel.locator('details')).toHaveCount(0);

  // With an impact filter every tab counts what its panel then lists.
  await page.getByLabel('Schwere', { exact: true }).selectOption('serious');
  await violationsTab.click();
  await expect(contrast).toBeVisible();
  await expect.poll(() => tabCount(violationsTab)).toBeLessThan(violationCount);
  await expect.poll(() => panelTotal(page)).toBe(await tabCount(violationsTab));
  await expect(issueRules.getByText('Kritisch', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^Manuell prüfen \(\d+\)$/ })).toBeVisible();
  await passesTab.click();
  await expect.poll(() => tabCount(passesTab)).toBeLessThan(passedCount);
  await expect.poll(() => panelTotal(page)).toBe(await tabCount(passesTab));
  await page.getByLabel('Schwere', { exact: true }).selectOption('critical');
  await violationsTab.click();
  await expect.poll(() => tabCount(violationsTab)).toBeGreaterThanOrEqual(3);
  await expect.poll(() => panelTotal(page)).toBe(await tabCount(violationsTab));
  // The page filter too (the only page: the same counts as without it).
  await page.getByLabel('Schwere', { exact: true }).selectOption('');
  await page.getByLabel('Seite', { exact: true }).selectOption(fixtureUrl);
  await expect(violationsTab).toHaveText(`Verstöße (${violationCount})`);
  await expect.poll(() => tabCount(passesTab)).toBe(passedCount);

  // The calm presentations pass axe in both languages and schemes.
  for (const [locale, colorScheme] of [
    ['de', 'dark'],
    ['en', 'light'],
  ] as const) {
    await storePreferences(page, { locale, colorScheme });
    await page.reload();
    for (const tabName of locale === 'de'
      ? [/^Bestanden/, /^Nicht anwendbar/, /^Bewährte Praxis/]
      : [/^Passed/, /^Not applicable/, /^Best practice/]) {
      await page.getByRole('tab', { name: tabName }).click();
      await expect(groups.first().or(panel.getByTestId('no-results'))).toBeVisible();
      // Open the first rule's elements too, where it has any.
      const summaries = groups.first().locator('summary');
      if ((await summaries.count()) > 0) await summaries.first().click();
      const violations = await axeViolations(page);
      expect(
        violations,
        `axe on ${tabName} (${locale}, ${colorScheme}):\n${describeViolations(violations)}`,
      ).toEqual([]);
    }
  }
});

test('the runs list reflows at 320 px: no sideways scrolling, every column readable, axe-clean', async ({
  page,
  fixtureUrl,
}) => {
  test.setTimeout(SCAN_TIMEOUT * 2 + 120_000);
  await newCustomer(page, 'scan-mobile', { plan: 'basic' });
  await addSiteToPlan(page, fixtureUrl);
  const longSite = 'https://barrierefreiheit.musterstadt-verwaltung.example/';
  await finishedSiteScan(page, fixtureUrl, { timeout: SCAN_TIMEOUT });
  // A single-page scan after the whole-site scan has nothing comparable before it.
  await finishedPageScan(page, fixtureUrl);
  // A free check of a site with a long host name: its row shows the host whatever becomes of the scan.
  const started = await page.request.post('/api/scans', {
    headers: await authHeaders(page),
    data: { url: longSite, scope: 'page' },
  });
  expect(started.status(), await started.text()).toBe(202);

  await page.setViewportSize({ width: 320, height: 800 });
  for (const [locale, colorScheme] of [
    ['de', 'light'],
    ['en', 'dark'],
  ] as const) {
    await page.goto('/runs');
    await storePreferences(page, { locale, colorScheme });
    await page.reload();
    const rows = page.getByTestId('run-row');
    await expect(rows).toHaveCount(3);
    const done = locale === 'de' ? 'Fertig' : 'Done';
    await expect(rows.nth(1).getByTestId('scan-status')).toHaveText(done);
    await expect(rows.nth(2).getByTestId('scan-status')).toHaveText(done);

    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement!;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow, 'horizontal overflow of the page').toBeLessThanOrEqual(0);

    // Every column of a finished row is on screen, with its column name.
    const pageScan = rows.nth(1);
    const columns =
      locale === 'de'
        ? ['Datum', 'Status', 'Probleme nach Schwere', 'Veränderung']
        : ['Date', 'Status', 'Issues by impact', 'Change'];
    for (const name of columns) await expect(pageScan.getByText(name, { exact: true })).toBeVisible();
    const noEarlier = locale === 'de' ? 'Kein früherer Scan zum Vergleich' : 'No earlier scan to compare';
    const cells = [
      // The run's own link, then the link to its site's home.
      pageScan.getByRole('rowheader').getByRole('link').first(),
      pageScan.getByRole('rowheader').getByRole('link').last(),
      pageScan.getByTestId('scan-status'),
      pageScan.getByTestId('count-critical'),
      pageScan.getByTestId('count-minor'),
      pageScan.getByText(noEarlier),
    ];
    for (const cell of cells) {
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport({ ratio: 1 });
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }

    // The long host name wraps, and only after a dot or a hyphen, never inside a word.
    const host = rows.first().getByTestId('host-name');
    await expect(host).toHaveText('barrierefreiheit.musterstadt-verwaltung.example');
    const breaksAfter = await host.evaluate((element) => {
      const after: string[] = [];
      let lastTop: number | undefined;
      let previous = '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          if (lastTop !== undefined && top > lastTop) after.push(previous);
          lastTop = top;
          previous = text[index]!;
        }
      }
      return after;
    });
    expect(breaksAfter.length, 'the host name wraps (it is wider than the card)').toBeGreaterThan(0);
    for (const character of breaksAfter) expect(['.', '-']).toContain(character);

    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const violations = await axeViolations(page);
    expect(
      violations,
      `axe on /runs at 320 px (${locale}, ${colorScheme}):\n${describeViolations(violations)}`,
    ).toEqual([]);
  }
});
