/// <reference lib="dom" />
import {
  accessToken,
  embeddedProviderAvailable,
  grantPlan,
  logIn,
  openTestCheckout,
  registerVerifiedUser,
  signOutEverywhere,
} from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { commonTexts, expectedTitle, ROUTE_TITLES } from './support/routes.js';
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

test('the billing pages pass axe signed in, in de/en × light/dark', async ({ page, baseURL }) => {
  test.skip(!(await embeddedProviderAvailable(baseURL!)), 'the embedded OpenID provider is not available');
  test.setTimeout(240_000);
  const email = await registerVerifiedUser(page, 'a11y-billing');
  await signOutEverywhere(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/setup$/);
  const checkout = await openTestCheckout(page);

  // First with a one-time payment and a registered URL (the payments list shows), then with a
  // subscription (the portal's cancel and switch controls show).
  const states: Array<{ buy: () => Promise<void>; pages: Array<[string, string]> }> = [
    {
      buy: async () => {
        await grantPlan(page, { plan: 'pro', mode: 'payment' });
        const added = await page.request.post('/api/billing/urls', {
          headers: { authorization: `Bearer ${await accessToken(page)}` },
          data: { url: 'https://example.com' },
        });
        expect(added.status(), await added.text()).toBe(200);
      },
      pages: [
        ['/setup', 'setup'],
        [checkout, 'testCheckout'],
        ['/billing/test-portal', 'testPortal'],
        ['/profile/general', 'profile'],
      ],
    },
    {
      buy: () => grantPlan(page, { plan: 'basic', mode: 'subscription' }),
      pages: [
        ['/billing/test-portal', 'testPortal'],
        ['/profile/general', 'profile'],
      ],
    },
  ];

  for (const { buy, pages } of states) {
    await buy();
    for (const locale of LOCALES) {
      for (const scheme of SCHEMES) {
        await page.evaluate(
          ({ locale, scheme }) => {
            window.localStorage.setItem('locale', locale);
            window.localStorage.setItem('color-scheme', scheme);
          },
          { locale, scheme },
        );
        const common = commonTexts(locale);
        for (const [path, titleKey] of pages) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page, `title of ${path}`).toHaveTitle(
            common.titleTemplate.replace('{{title}}', common.titles[titleKey] ?? titleKey),
          );
          await expect(page.locator('h1'), `one h1 on ${path}`).toHaveCount(1);
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
          const violations = await axeViolations(page);
          expect
            .soft(violations, `axe on ${path} (${locale}, ${scheme}):\n${describeViolations(violations)}`)
            .toEqual([]);
        }
      }
    }
  }
});
