/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { addSiteToPlan, authHeaders } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, type Locale, storePreferences, test } from './support/test.js';

// Issue 19 end to end: a Basic customer sets the crawl scope of their site and tries a sign-in.
test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

/** The settings screen's own texts, so the test reads what people see without copying it. */
function texts(locale: Locale) {
  const url = new URL(`../apps/web/src/i18n/locales/${locale}/siteSettings.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'));
}

/** Moves the focus with Tab alone until `target` has it, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The screen in the state it is in now passes axe, in the light and the dark colour scheme. */
async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
    // Colours change with a transition: axe must read them where they end, not on the way.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const violations = await axeViolations(page);
    expect.soft(violations, `axe on ${state} (${scheme}):\n${describeViolations(violations)}`).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

for (const locale of ['de', 'en'] as const) {
  test(`a customer narrows the crawl of their site and sets up a sign-in, by keyboard (${locale})`, async ({
    page,
    fixtureUrl,
  }) => {
    test.setTimeout(120_000);
    const t = texts(locale);
    await newCustomer(page, `site-settings-${locale}`, { plan: 'basic' });
    await storePreferences(page, { locale, colorScheme: 'light' });
    await addSiteToPlan(page, fixtureUrl);
    const headers = await authHeaders(page);
    const monitors = (await (await page.request.get('/api/monitors', { headers })).json()) as {
      items: Array<{ id: string }>;
    };
    const siteId = monitors.items[0]!.id;

    // From the site's page to its scan settings, by keyboard.
    await page.goto(`/sites/${siteId}`);
    await tabTo(page, page.getByTestId('scan-settings-link'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/sites/${siteId}/settings$`));
    const form = page.getByTestId('site-settings-form');
    const save = form.getByRole('button', { name: t.save, exact: true });
    const onlyUnder = form.getByRole('radio', { name: t.scope.area_path, exact: true });
    const exclude = form.getByRole('textbox', { name: t.scope.exclude, exact: true });
    await expect(form.getByRole('radio', { name: t.scope.area_default, exact: true })).toBeChecked();

    // "Only under the start address" with the arrow keys, and a pattern without its leading slash.
    await tabTo(page, form.getByRole('radio', { name: t.scope.area_default, exact: true }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(onlyUnder).toBeChecked();
    await tabTo(page, exclude);
    await page.keyboard.type('kalender/**');
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    const summary = page.getByTestId('site-settings-errors');
    await expect(summary).toContainText(t.summary_one);
    await expect(summary).toContainText('kalender/**');
    await expect(exclude).toBeFocused();
    await expect(exclude).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'the error summary');

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('/kalender/**');
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('site-settings-status')).toHaveText(t.saved);
    await expect(summary).toBeEmpty();

    // Kept: after a reload, and for the scans (the API).
    await page.reload();
    await expect(onlyUnder).toBeChecked();
    await expect(exclude).toHaveValue('/kalender/**');
    const stored = (await (await page.request.get(`/api/sites/${siteId}/settings`, { headers })).json()) as {
      scope: unknown;
      credentialsAvailable: boolean;
    };
    expect(stored.scope).toEqual({ area: 'path', include: [], exclude: ['/kalender/**'] });

    // A sign-in form. The e2e server runs without CREDENTIALS_KEY, so the screen says up front that
    // it cannot store sign-in details, and again when asked to; with a key, the password is kept.
    await form.getByRole('radio', { name: t.signIn.kind_form, exact: true }).check();
    await form
      .getByRole('textbox', { name: t.signIn.loginUrl, exact: true })
      .fill(new URL('/login', fixtureUrl).href);
    await form.getByRole('textbox', { name: t.signIn.username, exact: true }).fill('pruefer');
    const password = form.getByLabel(t.signIn.password, { exact: true });
    await password.fill('korrekt-Pferd-Batterie-7');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expectNoAxeViolations(page, 'the sign-in form');
    await save.click();

    const notice = page.getByTestId('credentials-unavailable');
    if (!stored.credentialsAvailable) {
      await expect(notice.getByRole('alert')).toHaveText(t.signIn.credentialsRefused);
      await expect(notice).toBeFocused();
      await expect(notice).toContainText('CREDENTIALS_KEY');
      await expect(notice).toContainText('openssl rand -base64 32');
      await expect(page.getByTestId('site-settings-status')).toBeEmpty();
      await expectNoAxeViolations(page, 'the refused sign-in');
      // Nothing was stored: the site still has no sign-in, and its scope is unchanged.
      await page.reload();
      await expect(form.getByRole('radio', { name: t.signIn.kind_none, exact: true })).toBeChecked();
      await expect(exclude).toHaveValue('/kalender/**');
    } else {
      await expect(page.getByTestId('site-settings-status')).toHaveText(t.saved);
      await page.reload();
      await expect(form.getByRole('radio', { name: t.signIn.kind_form, exact: true })).toBeChecked();
      await expect(password).toHaveValue('');
      await expect(form).toContainText(t.signIn.passwordStored);
      await expect(notice).toHaveCount(0);
      const body = await (await page.request.get(`/api/sites/${siteId}/settings`, { headers })).text();
      expect(body).not.toContain('korrekt-Pferd-Batterie-7');
    }
  });
}
