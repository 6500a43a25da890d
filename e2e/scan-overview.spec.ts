/// <reference lib="dom" />
import { addSiteToPlan, finishedSiteScan } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, storePreferences, test } from './support/test.js';

// The fixture's chain pages share one template: the same picture without a text alternative on
// each of its eight pages, each page linking to the next. A site scan from the first page finds all
// eight, and the picture is one issue that appears on eight pages. The BFSG profile's own checks
// (no accessibility statement, no feedback channel) are two more, each on every page.
const SCAN_TIMEOUT = 120_000;
const CHAIN_PAGES = 8;

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

test('the overview leads: one template issue on eight pages, jumps into the results, its pages on demand, by keyboard', async ({
  page,
  fixtureUrl,
}) => {
  test.setTimeout(SCAN_TIMEOUT + 120_000);
  await newCustomer(page, 'scan-overview', { plan: 'basic' });
  await addSiteToPlan(page, fixtureUrl);
  const start = new URL('/chain/1.html', fixtureUrl).href;
  const id = await finishedSiteScan(page, start, { timeout: SCAN_TIMEOUT });
  await page.goto(`/run/${id}`);

  const overview = page.getByTestId('scan-overview');
  await expect(overview.getByRole('heading', { level: 2 })).toHaveText('Auf einen Blick');
  await expect(overview.getByTestId('overview-lead')).toHaveText(
    `Die automatische Prüfung hat 3 Probleme an ${3 * CHAIN_PAGES} Stellen auf ${CHAIN_PAGES} Seiten gefunden.`,
  );
  const principles = overview.getByRole('region', { name: 'Nach WCAG-Prinzip' });
  await expect(principles.locator('dd')).toHaveText(['1 Problem', 'keine', 'keine', 'keine', '2 Probleme']);
  await expect(overview.getByRole('link', { name: 'Was Sie von Hand prüfen sollten' })).toHaveAttribute(
    'href',
    '/wcag#manual-checks',
  );

  // The most frequent issue jumps to its rule, opened, with the keyboard focus on it.
  const topRule = overview.getByTestId('overview-top-rules').getByRole('button').first();
  await expect(topRule).toHaveText('Bilder müssen einen Alternativtext haben');
  await topRule.click();
  const rule = page.getByTestId('rule-issues').and(page.locator('[data-rule="image-alt"]'));
  const toggle = rule.getByRole('heading', { level: 3 }).getByRole('button');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(rule.getByTestId('rule-counts')).toHaveText(`1 Problem an ${CHAIN_PAGES} Stellen`);
  const issue = rule.getByTestId('issue');
  await expect(issue).toHaveCount(1);
  await expect(issue.getByTestId('issue-where')).toHaveText(
    `Erscheint auf ${CHAIN_PAGES} Seiten – einmal beheben, überall behoben`,
  );
  await expect(issue.locator('pre code')).toHaveText('<img src="/pixel.png" width="10" height="10">');

  // Its pages, asked for by keyboard.
  const showPages = issue.getByRole('button', { name: `Alle ${CHAIN_PAGES} Seiten zeigen` });
  await showPages.focus();
  await page.keyboard.press('Enter');
  const pages = issue.getByTestId('issue-pages').getByRole('listitem');
  await expect(pages).toHaveCount(CHAIN_PAGES);
  await expect(pages.first()).toHaveText(`Chain page 1 (${start})`);

  // Both schemes and languages pass axe with all of it open.
  for (const [locale, colorScheme] of [
    ['de', 'dark'],
    ['en', 'light'],
  ] as const) {
    await storePreferences(page, { locale, colorScheme });
    await page.reload();
    const name =
      locale === 'de' ? 'Bilder müssen einen Alternativtext haben' : 'Images must have alternative text';
    await page.getByTestId('overview-top-rules').getByRole('button', { name }).click();
    await rule
      .getByTestId('issue')
      .getByRole('button', { name: locale === 'de' ? /^Alle \d+ Seiten zeigen$/ : /^Show all \d+ pages$/ })
      .click();
    await expect(rule.getByTestId('issue-pages').getByRole('listitem')).toHaveCount(CHAIN_PAGES);
    const violations = await axeViolations(page);
    expect(violations, `axe (${locale}, ${colorScheme}):\n${describeViolations(violations)}`).toEqual([]);
  }

  // A page among those with most violations narrows the results to that page.
  await storePreferences(page, { locale: 'de', colorScheme: 'light' });
  await page.reload();
  const topPage = page.getByTestId('overview-top-pages').getByRole('button').first();
  await topPage.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ergebnisse' })).toBeFocused();
  await expect(page.getByLabel('Seite', { exact: true })).toHaveValue(/\/chain\/\d\.html$/);
  await expect(page.getByRole('tab', { name: 'Verstöße (3)' })).toHaveAttribute('aria-selected', 'true');

  // The manual-checks section the overview links to is there, and the link lands on it.
  await page.getByRole('link', { name: 'Was Sie von Hand prüfen sollten' }).click();
  await expect(page).toHaveURL(/\/wcag#manual-checks$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Was Sie von Hand prüfen sollten' }),
  ).toBeInViewport();
});
