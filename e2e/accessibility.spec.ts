/// <reference lib="dom" />
import { axeViolations, describeViolations } from './support/axe.js';
import { expectedTitle, ROUTE_TITLES } from './support/routes.js';
import { type ColorSchemeSetting, expect, type Locale, presetPreferences, test } from './support/test.js';

const LOCALES: Locale[] = ['de', 'en'];
const SCHEMES: Exclude<ColorSchemeSetting, 'auto'>[] = ['light', 'dark'];

for (const locale of LOCALES) {
  for (const scheme of SCHEMES) {
    test(`every route passes axe, has one h1 and its own title (${locale}, ${scheme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await presetPreferences(page, { locale, colorScheme: scheme });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

      for (const route of Object.keys(ROUTE_TITLES)) {
        // Client-side navigation, as a visitor moves through the app: axe stays loaded in the page,
        // which keeps 68 checks within the time budget. Direct loads are covered elsewhere.
        await page.evaluate((path) => {
          window.history.pushState(null, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, route);
        await expect(page, `title of ${route}`).toHaveTitle(expectedTitle(locale, route));
        await expect(page.locator('h1'), `one h1 on ${route}`).toHaveCount(1);
        // Data that loads after the page (statistics) settles first: axe checks what people finally see.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const violations = await axeViolations(page);
        expect
          .soft(violations, `axe on ${route} (${locale}, ${scheme}):\n${describeViolations(violations)}`)
          .toEqual([]);
      }
    });
  }
}

test('every route loads directly (history fallback) with its title', async ({ page }) => {
  for (const route of Object.keys(ROUTE_TITLES)) {
    await page.goto(route);
    await expect(page, `title of ${route}`).toHaveTitle(expectedTitle('de', route));
    await expect(page.locator('h1')).toHaveCount(1);
  }
});

test('open menus pass axe too (mobile width, both schemes)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    let violations = await axeViolations(page);
    expect.soft(violations, `mobile menu (${scheme}):\n${describeViolations(violations)}`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: /^Sprache:/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    violations = await axeViolations(page);
    expect.soft(violations, `language menu (${scheme}):\n${describeViolations(violations)}`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  }
});

test('every route reflows at 320 CSS pixels without horizontal scrolling (WCAG 1.4.10)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  for (const route of Object.keys(ROUTE_TITLES)) {
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await expect(page).toHaveTitle(expectedTitle('de', route));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `page width of ${route}`).toBeLessThanOrEqual(320);
  }
});
