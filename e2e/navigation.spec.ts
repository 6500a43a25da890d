import type { Route } from '@playwright/test';
/// <reference lib="dom" />
import { expect, test } from './support/test.js';

test('header and footer lead to every public page, each with its title', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  await expect(page).toHaveTitle('Kontakt | Klarsicht');
  const mainNav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(mainNav.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');

  await mainNav.getByRole('link', { name: 'Testen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ist Ihre Website barrierefrei?');
  await expect(mainNav.getByRole('link', { name: 'Testen' })).toHaveAttribute('aria-current', 'page');

  const footer = page.getByRole('contentinfo');
  for (const [name, path, heading] of [
    ['BFSG', '/bfsg', 'Das BFSG: Barrierefreiheit wird Pflicht'],
    ['EAA', '/eaa', 'Der European Accessibility Act (EAA)'],
    ['WCAG', '/wcag', 'Die WCAG: der Standard für barrierefreie Webinhalte'],
    ['Impressum', '/imprint', 'Impressum'],
    ['Datenschutz', '/datenschutz', 'Datenschutz'],
    ['Erklärung zur Barrierefreiheit', '/barrierefreiheit', 'Erklärung zur Barrierefreiheit'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await expect(page.getByTestId('example-data-notice')).toHaveCount(0);
  await page.goto('/impressum');
  await expect(page.getByTestId('example-data-notice')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quellcode von Klarsicht auf GitHub' })).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\//,
  );
});

test('the info pages state the legal facts', async ({ page }) => {
  await page.goto('/bfsg');
  const main = page.getByRole('main');
  await expect(main).toContainText('28. Juni 2025');
  await expect(main).toContainText('27. Juni 2030');
  await expect(main).toContainText('§ 38 BFSG');
  await expect(main).toContainText('Richtlinie (EU) 2019/882');
  await page.goto('/eaa');
  await expect(page.getByRole('main')).toContainText('EN 301 549, derzeit in der Fassung V3.2.1');
  await page.goto('/wcag');
  for (const principle of [
    'Wahrnehmbar',
    'Bedienbar',
    'Verständlich',
    'Robust',
    'Stufe A',
    'Stufe AA',
    'Stufe AAA',
  ]) {
    await expect(page.getByRole('main').getByText(principle, { exact: true })).toBeVisible();
  }
});

test('/setup is open to everyone and says plans are chosen there; unknown paths get a 404 page', async ({
  page,
}) => {
  await page.goto('/setup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarif wählen');
  await expect(page.getByText(/Hier wählen Sie Ihren Tarif/)).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page).toHaveTitle('Seite nicht gefunden | Klarsicht');
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('navigation scrolls to the top and moves focus to the main content', async ({ page }) => {
  await page.goto('/bfsg');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'WCAG', exact: true }).click();
  await expect(page).toHaveURL(/\/wcag$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();
});

test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Zum Hauptinhalt springen' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Adresse Ihrer Website' }).first()).toBeFocused();
});

test('the mobile menu opens, lists the links and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Menü' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Navigation' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Registrieren' })).toBeVisible();
  await menu.getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
  // It toggles: open, then Escape closes it and focus returns to the button.
  await menuButton.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('the mobile menu opened while the next page is still loading stays open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The contact page's code and texts arrive late, as on a slow line or a busy phone: its address is
  // in the bar while the home page still shows.
  await page.route(/\/assets\/contact-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menü' });
  const menu = page.getByRole('dialog', { name: 'Navigation' });
  await menuButton.click();
  await menu.getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
  await menuButton.click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(menu).toBeVisible();
});

test('the home page shows live statistics, none while there are none, and a quiet note when they are unavailable', async ({
  page,
}) => {
  const stats = page.getByRole('region', { name: 'Klarsicht in Zahlen' });
  const answer = (body: object) => (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

  await page.route('**/api/stats', answer({ last30days: 1234, avgErrorsPerSite: 7.5 }));
  await page.goto('/');
  await expect(stats.getByTestId('stats-sites')).toHaveText('1.234');
  await expect(stats.getByTestId('stats-average')).toHaveText('7,5');
  await expect(stats).toContainText('Websites in den letzten 30 Tagen geprüft');

  // No site checked yet: "0 / 0" would say nothing, so the section is not shown.
  await page.unroute('**/api/stats');
  await page.route('**/api/stats', answer({ last30days: 0, avgErrorsPerSite: 0 }));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Probleme pro Website im Durchschnitt')).toHaveCount(0);
  await expect(stats).toHaveCount(0);

  await page.unroute('**/api/stats');

  await page.route('**/api/stats', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: '{"status":503,"code":"unavailable"}',
    }),
  );
  await page.reload();
  await expect(stats).toContainText('Die Statistik ist gerade nicht verfügbar.');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a signed-out first visit of / loads no login code (docs/decisions/005)', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  // Give chunks that load after the first paint their chance too.
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => /auth-runtime|\/api\/auth\/|\/oidc\//.test(path))).toEqual([]);
});
