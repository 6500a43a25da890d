/// <reference lib="dom" />
/// <reference types="chrome" />
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page, type Worker } from '@playwright/test';
import { CHECKOUT_BARRIERS, CHECKOUT_PATHS } from '../test-support/fixture-site/checkout-pages.js';
import { addSiteToPlan, authHeaders, finishedSiteScan } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, type Locale, test } from './support/test.js';

// Issue 35, phase 3: the browser extension checks a tab in the state a person brought it to (the
// cart dialog open), shows the findings in its side panel, marks them on the page, shows the tab
// order and sends the result to the organisation as a scan of the site.
test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

const EXTENSION_DIR = fileURLToPath(new URL('../apps/extension/dist', import.meta.url));

interface PanelTexts {
  check: string;
  checkAgain: string;
  language: string;
  violations: string;
  incomplete: string;
  notChecked: string;
  tabOrder: string;
  server: string;
  token: string;
  saveConnection: string;
  send: string;
  connection: string;
  connectToSend: string;
  sendAsScan: string;
  openResult: string;
  invalidServer: string;
  record: string;
  startRecording: string;
  stopRecording: string;
  recordingStarted: string;
  checkpointName: string;
  addCheckpoint: string;
  recordedSteps: string;
  flowName: string;
  flowNameRequired: string;
  saveFlow: string;
  openSiteSettings: string;
  sendProblems: Record<string, string>;
}

async function panelTexts(locale: Locale): Promise<PanelTexts> {
  const module = await import('../packages/texts/src/extension/index.js');
  return module.EXTENSION_TEXTS[locale] as unknown as PanelTexts;
}

/** A browser with the unpacked extension, as a person loads it under chrome://extensions. */
async function browserWithExtension(): Promise<{ context: BrowserContext; worker: Worker; id: string }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'klarsicht-extension-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    locale: 'de-DE',
    viewport: { width: 1280, height: 800 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, worker, id: new URL(worker.url()).host };
}

async function tabIdOf(worker: Worker, url: string): Promise<number> {
  const id = await worker.evaluate(async (address) => {
    const [tab] = await chrome.tabs.query({ url: address });
    return tab?.id;
  }, url);
  if (id === undefined) throw new Error(`no tab shows ${url}`);
  return id;
}

/** Saves the connection in the panel's form, after a wrong address it refuses if `wrongFirst`. */
async function connect(
  panel: Page,
  texts: PanelTexts,
  server: string,
  token: string,
  { wrongFirst = false } = {},
): Promise<void> {
  const section = panel.getByRole('region', { name: texts.connection, exact: true });
  if (wrongFirst) {
    await section.getByRole('textbox', { name: texts.server }).fill('klarsicht');
    await section.getByRole('button', { name: texts.saveConnection }).click();
    await expect(section).toContainText(texts.invalidServer);
    await expect(section.getByRole('textbox', { name: texts.server })).toBeFocused();
  }
  await section.getByRole('textbox', { name: texts.server }).fill(server);
  await section.getByLabel(texts.token, { exact: true }).fill(token);
  await section.getByRole('button', { name: texts.saveConnection }).click();
  await expect(section).toContainText(server);
}

/** A new customer with the checkout site on their plan and an API token (shown once, kept here). */
async function customerWithToken(page: Page, label: string, siteUrl: string): Promise<string> {
  await newCustomer(page, label, { plan: 'basic' });
  await addSiteToPlan(page, siteUrl);
  const created = await page.request.post('/api/tokens', {
    headers: await authHeaders(page),
    data: { name: 'Browser-Erweiterung' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { token: string }).token;
}

async function expectPanelAccessible(panel: Page, state: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await panel.emulateMedia({ colorScheme: scheme });
    const violations = await axeViolations(panel);
    expect.soft(violations, `axe on ${state} (${scheme}):\n${describeViolations(violations)}`).toEqual([]);
  }
  await panel.emulateMedia({ colorScheme: 'light' });
}

test('the extension finds the open cart dialog’s barrier, shows it on the page and sends it as a scan', async ({
  page,
  checkoutUrl,
  fixtureUrl,
}) => {
  test.setTimeout(240_000);
  const token = await customerWithToken(page, 'extension', checkoutUrl);
  const headers = await authHeaders(page);
  const baseURL = new URL(page.url()).origin;

  const { context, worker, id } = await browserWithExtension();
  try {
    const errors: string[] = [];
    const shop = await context.newPage();
    const productUrl = new URL(CHECKOUT_PATHS.product, checkoutUrl).href;
    await shop.goto(productUrl);
    const tabId = await tabIdOf(worker, productUrl);
    const panel = await context.newPage();
    panel.on('pageerror', (error) => errors.push(error.message));
    await panel.goto(`chrome-extension://${id}/sidepanel.html?tab=${tabId}`);
    const de = await panelTexts('de');
    const en = await panelTexts('en');

    // The page as loaded: the dialog is not there, so neither is its image.
    await panel.getByRole('button', { name: de.check, exact: true }).click();
    await expect(panel.getByRole('status').first()).toContainText('Prüfung fertig');
    const violations = panel.getByRole('region', { name: new RegExp(`^${de.violations}`) });
    await expect(violations).toBeVisible();
    await expect(violations).not.toContainText(CHECKOUT_BARRIERS.cartDialog.selector);

    // The person opens the cart dialog; the check now sees what a crawl never does.
    await shop.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(shop.getByRole('dialog')).toBeVisible();
    await panel.getByRole('button', { name: de.checkAgain, exact: true }).click();
    const imageFinding = violations
      .getByRole('listitem')
      .filter({ has: panel.getByRole('heading', { level: 3 }) })
      .filter({ hasText: CHECKOUT_BARRIERS.cartDialog.selector });
    await expect(imageFinding).toHaveCount(1);
    await expect(panel.getByRole('region', { name: de.notChecked })).toContainText('Tastatur');
    await expectPanelAccessible(panel, 'the German panel with findings');

    // Marking the element on the page: a box over the image, gone on Escape.
    await imageFinding.getByRole('button', { name: 'Element 1 auf der Seite zeigen' }).click();
    await expect(panel.getByRole('status').first()).toContainText('markiert');
    const overlay = shop.locator('[data-klarsicht-overlay]');
    await expect(overlay.first()).toBeAttached();
    await shop.bringToFront();
    await shop.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);

    // The tab order: numbered stops on the page, and gone again.
    await panel.bringToFront();
    const tabOrder = panel.getByRole('button', { name: de.tabOrder, exact: true });
    await tabOrder.click();
    await expect(tabOrder).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByRole('status').first()).toContainText(
      /Tab-Reihenfolge auf der Seite gezeigt: \d+ Stationen/,
    );
    await expect(shop.locator('[data-klarsicht-overlay]').first()).toBeAttached();
    await tabOrder.click();
    await expect(shop.locator('[data-klarsicht-overlay]')).toHaveCount(0);

    // Keyboard only: the language switch is reachable and switches the panel to English.
    await panel.getByRole('combobox', { name: de.language }).focus();
    await panel.keyboard.press('End');
    await expect(panel.locator('html')).toHaveAttribute('lang', 'en');
    await expect(panel.getByRole('region', { name: new RegExp(`^${en.violations}`) })).toContainText(
      CHECKOUT_BARRIERS.cartDialog.selector,
    );
    await expectPanelAccessible(panel, 'the English panel with findings');
    // The narrowest side panel: nothing scrolls sideways (reflow at 320 CSS pixels).
    await panel.setViewportSize({ width: 320, height: 800 });
    expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await panel.setViewportSize({ width: 1280, height: 800 });

    // Sending: first the connection, where a wrong address is refused in the panel; then the token's
    // organisation gets a scan.
    const send = panel.getByRole('region', { name: en.send, exact: true });
    await expect(send).toContainText(en.connectToSend);
    await connect(panel, en, baseURL, token, { wrongFirst: true });
    await expectPanelAccessible(panel, 'the English panel, connected');
    await send.getByRole('button', { name: en.sendAsScan }).click();
    const resultLink = send.getByRole('link', { name: en.openResult });
    await expect(resultLink).toBeVisible();
    const resultUrl = (await resultLink.getAttribute('href'))!;
    const scanId = resultUrl.split('/').at(-1)!;

    const stored = await page.request.get(`/api/scans/${scanId}`, { headers });
    expect(stored.status(), await stored.text()).toBe(200);
    const scan = (await stored.json()) as { url: string };
    expect(scan.url).toBe(productUrl);
    const report = await page.request.get(`/api/scans/${scanId}/report.json`, { headers });
    expect(await report.text()).toContain(CHECKOUT_BARRIERS.cartDialog.selector);

    // The checkout's error message exists only after a mistake; the check of that state finds it.
    await shop.goto(new URL(CHECKOUT_PATHS.checkout, checkoutUrl).href);
    await shop.getByLabel('E-Mail-Adresse').fill('kein-at-zeichen');
    await shop.getByRole('button', { name: 'Bestellung prüfen' }).click();
    await expect(shop.locator(CHECKOUT_BARRIERS.errorMessage.selector)).toBeVisible();
    await panel.getByRole('button', { name: en.checkAgain, exact: true }).click();
    await expect(panel.getByRole('region', { name: new RegExp(`^${en.violations}`) })).toContainText(
      CHECKOUT_BARRIERS.errorMessage.selector,
    );

    // A page of a site that is not on the plan is refused, and the panel says why in its language.
    await shop.goto(fixtureUrl);
    await panel.getByRole('button', { name: en.checkAgain, exact: true }).click();
    await expect(panel.getByRole('status').first()).toContainText('Check done');
    await send.getByRole('button', { name: en.sendAsScan }).click();
    await expect(send.getByRole('alert')).toHaveText(en.sendProblems.url_not_allowed!);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a flow recorded in the extension is saved to the site, and the site’s scan finds the error message', async ({
  page,
  checkoutUrl,
}) => {
  test.setTimeout(360_000);
  const token = await customerWithToken(page, 'extension-flow', checkoutUrl);
  const headers = await authHeaders(page);
  const baseURL = new URL(page.url()).origin;
  const sites = (await (await page.request.get('/api/sites', { headers })).json()) as {
    items: Array<{ id: string }>;
  };
  const siteId = sites.items[0]!.id;

  const { context, worker, id } = await browserWithExtension();
  try {
    const shop = await context.newPage();
    const productUrl = new URL(CHECKOUT_PATHS.product, checkoutUrl).href;
    await shop.goto(productUrl);
    const tabId = await tabIdOf(worker, productUrl);
    const panel = await context.newPage();
    await panel.goto(`chrome-extension://${id}/sidepanel.html?tab=${tabId}`);
    const de = await panelTexts('de');
    await connect(panel, de, baseURL, token);

    const record = panel.getByRole('region', { name: de.record, exact: true });
    await record.getByRole('button', { name: de.startRecording }).click();
    await expect(panel.getByRole('status').first()).toHaveText(de.recordingStarted);

    // The person shops: cart dialog, a check point there, the checkout, a mistake, a check point.
    await shop.bringToFront();
    await shop.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(shop.getByRole('dialog')).toBeVisible();
    await record.getByLabel(de.checkpointName).fill('Warenkorb offen');
    await record.getByRole('button', { name: de.addCheckpoint }).click();
    await shop
      .getByRole('link', { name: 'Zur Kasse' })
      .or(shop.getByRole('button', { name: 'Zur Kasse' }))
      .click();
    await shop.waitForURL(/kasse\.html/);
    await shop.getByLabel('E-Mail-Adresse').fill('kein-at-zeichen');
    await shop.getByRole('button', { name: 'Bestellung prüfen' }).click();
    await expect(shop.locator(CHECKOUT_BARRIERS.errorMessage.selector)).toBeVisible();
    await record.getByLabel(de.checkpointName).fill('Fehlermeldung');
    await record.getByRole('button', { name: de.addCheckpoint }).click();
    await record.getByRole('button', { name: de.stopRecording }).click();

    const steps = record.getByRole('list', { name: de.recordedSteps });
    await expect(steps).toContainText('Klick auf „In den Warenkorb“');
    await expect(steps).toContainText('Prüfpunkt „Warenkorb offen“');
    await expect(steps).toContainText('Eingabe in „E-Mail-Adresse“');
    await expect(steps).toContainText('neue Seite');
    // A typed value is never shown in the list.
    await expect(steps).not.toContainText('kein-at-zeichen');
    await expectPanelAccessible(panel, 'the German panel with a recorded flow');

    // Saving needs a name; then the flow belongs to the site.
    await record.getByRole('button', { name: de.saveFlow }).click();
    await expect(record).toContainText(de.flowNameRequired);
    await expect(record.getByRole('textbox', { name: de.flowName })).toBeFocused();
    await record.getByRole('textbox', { name: de.flowName }).fill('Kasse mit Fehler');
    await record.getByRole('button', { name: de.saveFlow }).click();
    await expect(record.getByRole('link', { name: de.openSiteSettings })).toBeVisible();
    const flows = (await (await page.request.get(`/api/sites/${siteId}/flows`, { headers })).json()) as {
      items: Array<{ name: string; checks: number; startUrl: string }>;
    };
    expect(flows.items).toEqual([
      expect.objectContaining({ name: 'Kasse mit Fehler', checks: 2, startUrl: productUrl }),
    ]);
  } finally {
    await context.close();
  }

  // The site's scan replays the recorded flow and finds what only it reaches.
  const scanId = await finishedSiteScan(page, checkoutUrl, { timeout: 240_000 });
  const issues = (await (
    await page.request.get(`/api/scans/${scanId}/issues?limit=100`, { headers })
  ).json()) as {
    items: Array<{ ruleId: string; element?: { selector: string } }>;
  };
  for (const barrier of [CHECKOUT_BARRIERS.cartDialog, CHECKOUT_BARRIERS.errorMessage])
    expect(
      issues.items.some(
        (issue) => issue.ruleId === barrier.rule && issue.element?.selector.includes(barrier.selector),
      ),
      `${barrier.rule} at ${barrier.selector}`,
    ).toBe(true);
});
