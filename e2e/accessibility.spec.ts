/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { addSiteToPlan, authHeaders, finishedSiteScan } from './support/api.js';
import {
  grantPlan,
  logInNewUser,
  newCustomer,
  openTestCheckout,
  skipWithoutEmbeddedProvider,
} from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expectedTitle, pageTitle, ROUTE_TITLES } from './support/routes.js';
import {
  type ColorSchemeSetting,
  expect,
  type Locale,
  presetPreferences,
  storePreferences,
  test,
} from './support/test.js';

const LOCALES: Locale[] = ['de', 'en'];
const SCHEMES: Exclude<ColorSchemeSetting, 'auto'>[] = ['light', 'dark'];

/** Loads `path` and checks it is in `locale`, with its own title and one h1. */
async function openInLocale(page: Page, path: string, locale: Locale, titleKey: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page, `title of ${path}`).toHaveTitle(pageTitle(locale, titleKey));
  await expect(page.locator('h1'), `one h1 on ${path}`).toHaveCount(1);
}

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
  await skipWithoutEmbeddedProvider(baseURL!);
  test.setTimeout(240_000);
  await logInNewUser(page, 'a11y-billing');
  const checkout = await openTestCheckout(page);

  // First with a one-time payment and a registered URL (the payments list shows), then with a
  // subscription (the portal's cancel and switch controls show).
  const states: Array<{ buy: () => Promise<void>; pages: Array<[string, string]> }> = [
    {
      buy: async () => {
        await grantPlan(page, { plan: 'pro', mode: 'payment' });
        await addSiteToPlan(page, 'https://example.com');
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
        // The current plan marked, the others offered as a change of plan.
        ['/setup', 'setup'],
        ['/billing/test-portal', 'testPortal'],
        ['/profile/general', 'profile'],
      ],
    },
  ];

  for (const { buy, pages } of states) {
    await buy();
    for (const locale of LOCALES) {
      for (const scheme of SCHEMES) {
        await storePreferences(page, { locale, colorScheme: scheme });
        for (const [path, titleKey] of pages) {
          await openInLocale(page, path, locale, titleKey);
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

test('the profile with API tokens and monitoring, /sites, /sites/:id, its conformance screens and its scan settings pass axe in de/en × light/dark', async ({
  page,
  baseURL,
  fixtureUrl,
}) => {
  await skipWithoutEmbeddedProvider(baseURL!);
  test.setTimeout(240_000);
  await newCustomer(page, 'a11y-monitoring', { plan: 'basic' });
  await addSiteToPlan(page, fixtureUrl);
  // One finished site scan, so the site page shows its chart and table rather than the empty state.
  await finishedSiteScan(page, fixtureUrl);
  const headers = await authHeaders(page);
  const monitors = (await (await page.request.get('/api/monitors', { headers })).json()) as {
    items: Array<{ id: string }>;
  };
  const sitePath = `/sites/${monitors.items[0]!.id}`;

  for (const locale of LOCALES) {
    for (const scheme of SCHEMES) {
      await storePreferences(page, { locale, colorScheme: scheme });
      const label = `(${locale}, ${scheme})`;

      // The profile with a token just created (shown once) and its revoke confirmation open.
      await page.goto('/profile/general');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(pageTitle(locale, 'profile'));
      const tokens = page.getByTestId('api-tokens-section');
      await tokens.getByRole('textbox').first().fill(`Pipeline ${locale} ${scheme}`);
      await tokens.locator('form').getByRole('button').click();
      await expect(page.getByTestId('new-token').getByRole('textbox')).toHaveValue(/^ks_/);
      await tokens.locator('button[data-revoke]').first().click();
      await expect(tokens.getByRole('group')).toBeVisible();
      await expect(page.getByTestId('monitors').getByRole('listitem')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      let violations = await axeViolations(page);
      expect.soft(violations, `axe on the profile ${label}:\n${describeViolations(violations)}`).toEqual([]);

      // The "Websites" list, reached from the main navigation.
      await page.locator('header').getByRole('link', { name: 'Websites', exact: true }).click();
      await expect(page).toHaveURL(/\/sites$/);
      await expect(page).toHaveTitle(pageTitle(locale, 'sites'));
      await expect(page.getByTestId('site-card')).toHaveCount(1);
      await expect(page.getByTestId('latest-scan-issues')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      violations = await axeViolations(page);
      expect.soft(violations, `axe on /sites ${label}:\n${describeViolations(violations)}`).toEqual([]);

      // The site page with its chart and the table opened.
      await page.goto(sitePath);
      await expect(page).toHaveTitle(pageTitle(locale, 'site'));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('img', { name: /\d/ })).toBeVisible();
      await page.locator('details summary').click();
      await expect(page.getByRole('table')).toBeVisible();
      violations = await axeViolations(page);
      expect.soft(violations, `axe on ${sitePath} ${label}:\n${describeViolations(violations)}`).toEqual([]);

      // The site's conformance screens (the overview, the WCAG-EM scope and sample, a guided check, the
      // statement) and its scan settings.
      for (const [path, title] of [
        [`${sitePath}/conformance`, 'conformance'],
        [`${sitePath}/evaluation`, 'evaluation'],
        [`${sitePath}/criteria/1.1.1`, 'criterion'],
        [`${sitePath}/statement`, 'statement'],
        [`${sitePath}/settings`, 'siteSettings'],
      ] as const) {
        await page.goto(path);
        await expect(page).toHaveTitle(pageTitle(locale, title));
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.locator('main form, main table').first()).toBeVisible();
        violations = await axeViolations(page);
        expect.soft(violations, `axe on ${path} ${label}:\n${describeViolations(violations)}`).toEqual([]);
      }
    }
  }

  // WCAG 1.4.10: the "Websites" list and a site's home reflow at 320 CSS pixels, and a keyboard
  // reaches the site's areas from its home.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [path, loaded] of [
    ['/sites', 'site-card'],
    [sitePath, 'latest-scan'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(loaded).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `page width of ${path}`).toBeLessThanOrEqual(320);
  }
  const conformanceLink = page.getByTestId('conformance-link');
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await conformanceLink.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(conformanceLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${sitePath}/conformance$`));
});

test('the scans pages pass axe with data, in de/en × light/dark', async ({ page, baseURL, fixtureUrl }) => {
  await skipWithoutEmbeddedProvider(baseURL!);
  test.setTimeout(240_000);
  await newCustomer(page, 'a11y-scans', { plan: 'basic' });
  await addSiteToPlan(page, fixtureUrl);
  const id = await finishedSiteScan(page, fixtureUrl, { timeout: 90_000 });
  const shared = await page.request.post(`/api/scans/${id}/share`, { headers: await authHeaders(page) });
  expect(shared.status(), await shared.text()).toBe(201);
  const { token } = (await shared.json()) as { token: string };

  // Each page with what shows once its data has loaded.
  const pages: Array<[string, string, string]> = [
    ['/runs', 'runs', 'run-row'],
    [`/run/${id}`, 'runDetail', 'rule-issues'],
    [`/share/${token}`, 'runDetail', 'rule-issues'],
  ];
  for (const locale of LOCALES) {
    for (const scheme of SCHEMES) {
      await storePreferences(page, { locale, colorScheme: scheme });
      for (const [path, titleKey, loaded] of pages) {
        await openInLocale(page, path, locale, titleKey);
        await expect(page.getByTestId(loaded).first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        // What opens on demand is checked too: a rule's issues, the new-scan dialog.
        const rule = page.getByTestId('rule-issues').first();
        if ((await rule.count()) > 0) {
          await rule.getByRole('heading', { level: 3 }).getByRole('button').click();
          await expect(rule.getByTestId('issue').first()).toBeVisible();
        }
        // The owner's decisions (decision 029): an issue's form open on its most detailed status, and
        // the bulk bar of a selected issue.
        if (path.startsWith('/run/')) {
          const issue = rule.getByTestId('issue').first();
          await issue.getByTestId('decide-issue').click();
          await issue
            .getByRole('radio', {
              name: locale === 'de' ? 'Nicht behebbar / akzeptiert' : 'Cannot be fixed / accepted',
            })
            .check();
          await rule.getByRole('checkbox').first().check();
          await rule
            .getByRole('button', {
              name:
                locale === 'de'
                  ? /^Für einen Bereich der Website entscheiden/
                  : /^Decide for a part of the site/,
            })
            .click();
        }
        let violations = await axeViolations(page);
        expect
          .soft(violations, `axe on ${path} (${locale}, ${scheme}):\n${describeViolations(violations)}`)
          .toEqual([]);
        if (path === '/runs') {
          await page.getByRole('button', { name: locale === 'de' ? 'Neuer Scan' : 'New scan' }).click();
          await expect(page.getByRole('dialog').getByRole('combobox').first()).toBeVisible();
          violations = await axeViolations(page);
          expect
            .soft(
              violations,
              `axe on the new-scan dialog (${locale}, ${scheme}):\n${describeViolations(violations)}`,
            )
            .toEqual([]);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toBeHidden();
        }
      }
    }
  }

  // WCAG 1.4.10: at 320 CSS pixels nothing but the runs table (a data table may scroll) is wider.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [path, , loaded] of pages) {
    await page.goto(path);
    await expect(page.getByTestId(loaded).first()).toBeVisible();
    if (path.startsWith('/run/')) {
      const rule = page.getByTestId('rule-issues').first();
      await rule.getByRole('heading', { level: 3 }).getByRole('button').click();
      await rule.getByTestId('decide-issue').first().click();
      await rule.getByRole('radio', { name: 'Cannot be fixed / accepted' }).check();
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `page width of ${path}`).toBeLessThanOrEqual(320);
  }
});
