/// <reference lib="dom" />
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { checkoutRecording } from '../test-support/fixture-site/checkout-pages.js';
import { addSiteToPlan, authHeaders, finishedSiteScan } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, type Locale, storePreferences, test } from './support/test.js';

// Issue 35 end to end: a shop owner adds a flow recorded in Chrome's Recorder to their site; the
// site's scan replays it and finds what only the flow reaches.
test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

function texts(locale: Locale, file: 'siteSettings' | 'scans') {
  const url = new URL(`../apps/web/src/i18n/locales/${locale}/${file}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'));
}

async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const violations = await axeViolations(page);
    expect.soft(violations, `axe on ${state} (${scheme}):\n${describeViolations(violations)}`).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

for (const locale of ['de', 'en'] as const) {
  test(`a shop owner adds a recorded flow and the scan finds the cart dialog's barrier (${locale})`, async ({
    page,
    checkoutUrl,
  }) => {
    test.setTimeout(240_000);
    const settingsTexts = texts(locale, 'siteSettings').flows;
    await newCustomer(page, `flows-${locale}`, { plan: 'basic' });
    await storePreferences(page, { locale, colorScheme: 'light' });
    await addSiteToPlan(page, checkoutUrl);
    const headers = await authHeaders(page);
    const monitors = (await (await page.request.get('/api/monitors', { headers })).json()) as {
      items: Array<{ id: string }>;
    };
    const siteId = monitors.items[0]!.id;

    const origin = new URL(checkoutUrl).origin;
    const folder = mkdtempSync(path.join(tmpdir(), 'klarsicht-flows-'));
    const good = path.join(folder, 'teeladen-kasse.json');
    writeFileSync(good, JSON.stringify(checkoutRecording(origin), null, 2));
    const offSite = path.join(folder, 'woanders.json');
    const elsewhere = checkoutRecording(origin) as { steps: Array<Record<string, unknown>> };
    elsewhere.steps[1] = { ...elsewhere.steps[1], url: 'https://shop.example.test/produkt.html' };
    writeFileSync(offSite, JSON.stringify(elsewhere));
    const notJson = path.join(folder, 'notizen.json');
    writeFileSync(notJson, 'Warenkorb öffnen, dann zur Kasse');

    await page.goto(`/sites/${siteId}/settings`);
    const section = page.getByTestId('site-flows');
    await expect(section.getByRole('heading', { name: settingsTexts.heading, exact: true })).toBeVisible();
    const form = page.getByTestId('flow-add-form');
    await form.getByTestId('flow-name').fill(locale === 'de' ? 'Warenkorb und Kasse' : 'Cart and checkout');

    // A file that is not JSON is refused in the browser; a recording off the site by the server, by step.
    await form.getByTestId('flow-file').setInputFiles(notJson);
    await form.getByRole('button', { name: settingsTexts.form.add, exact: true }).click();
    await expect(page.getByTestId('flow-add-errors')).toBeVisible();
    await form.getByTestId('flow-file').setInputFiles(offSite);
    await form.getByRole('button', { name: settingsTexts.form.add, exact: true }).click();
    await expect(page.getByTestId('flow-file-errors')).toContainText(
      locale === 'de' ? 'Schritt 2' : 'Step 2',
    );
    await expect(page.getByTestId('flow')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the flow form with its errors');

    await form.getByTestId('flow-file').setInputFiles(good);
    await form.getByRole('button', { name: settingsTexts.form.add, exact: true }).click();
    const flow = page.getByTestId('flow');
    await expect(flow).toHaveCount(1);
    await expect(flow.getByTestId('flow-start-url')).toContainText('/produkt/gruener-tee.html');
    await expectNoAxeViolations(page, 'the list of flows');

    const scanId = await finishedSiteScan(page, checkoutUrl, { timeout: 180_000 });
    await page.goto(`/run/${scanId}`);
    const flows = page.getByTestId('scan-flow');
    await expect(flows).toHaveCount(1);
    await expect(flows).toHaveAttribute('data-outcome', 'done');
    // The cart dialog's state is one of the pages to filter the results by, named by the flow's step.
    await expect(page.getByRole('option', { name: /Warenkorb geöffnet/ })).toHaveCount(1);
    // The issue only the flow reaches says in which state of its page it appears.
    const imageRule = page.getByRole('article').filter({ has: page.getByText('image-alt', { exact: true }) });
    await imageRule.getByRole('heading', { level: 3 }).getByRole('button').click();
    await expect(
      imageRule
        .getByTestId('issue-where')
        .filter({ hasText: /Warenkorb geöffnet/ })
        .first(),
    ).toContainText(locale === 'de' ? 'Schritt' : 'Step');
    await expectNoAxeViolations(page, 'the result with its flows');

    // The barrier only the flow reaches: the cart dialog's image without a text alternative.
    const issues = (await (
      await page.request.get(`/api/scans/${scanId}/issues?limit=100`, { headers })
    ).json()) as {
      items: Array<{ ruleId: string; element?: { selector: string } }>;
    };
    expect(
      issues.items.some(
        (issue) => issue.ruleId === 'image-alt' && issue.element?.selector.includes('#cart-dialog-image'),
      ),
    ).toBe(true);
  });
}
