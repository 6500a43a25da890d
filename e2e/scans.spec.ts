/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ruleTexts } from '@klarsicht/scanner';
import type { Browser, Page } from '@playwright/test';
import { addSiteToPlan, authHeaders } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { pdfText } from './support/pdf.js';
import { expect, test } from './support/test.js';

// The customers' scans screens against the real server: the fixture site (one page with image-alt,
// label and button-name violations, all critical, and a serious color-contrast one) is scanned by
// the server's worker, so allow for a slow machine.
const SCAN_TIMEOUT = 90_000;

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A signed-in user with Basic bought and the fixture site on the allowance, on /runs. */
async function customerWithSite(page: Page, label: string, siteUrl: string): Promise<void> {
  await newCustomer(page, label, { plan: 'basic' });
  await addSiteToPlan(page, siteUrl);
  await page.goto('/runs');
}

async function newSignedInPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  return context.newPage();
}

test('a whole-site scan: dialog → live progress → detail with pages and rules → filter → PDF → share link → revoke; another user sees nothing', async ({
  page,
  browser,
  baseURL,
  fixtureUrl,
}) => {
  test.setTimeout(SCAN_TIMEOUT + 180_000);
  const siteHost = new URL(fixtureUrl).host;
  await customerWithSite(page, 'scans', fixtureUrl);

  // Product §8 empty state, with the button that opens the dialog.
  await expect(heading(page)).toHaveText('Ihre Scans');
  await expect(page.getByTestId('runs-empty')).toContainText('Erstellen Sie Ihren ersten Scan');
  await page.getByRole('button', { name: 'Ersten Scan erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuen Scan starten' });
  await expect(dialog).toBeVisible();
  const siteSelect = dialog.getByLabel('Website', { exact: true });
  // The site's start address, as it was added.
  await expect(siteSelect.locator('option')).toHaveText([new URL(fixtureUrl).href]);
  // Basic allows WCAG 2.1 A/AA and BFSG, not WCAG 2.2.
  const profileSelect = dialog.getByLabel('Prüfprofil');
  await expect(profileSelect.locator('option')).toHaveCount(2);
  await profileSelect.selectOption('wcag21aa');
  await expect(dialog.getByRole('radio', { name: /^Ganze Website/ })).toBeChecked();
  const eventStream = page.waitForRequest(/\/api\/scans\/[^/]+\/events$/);
  await dialog.getByRole('button', { name: 'Scan starten' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('runs-announcement')).toContainText('Der Scan wurde gestartet');
  // The empty state's button is gone with the first scan: focus is on the page heading, not lost.
  await expect(heading(page)).toBeFocused();

  // The new row follows the scan live (an authorised event stream) until it is done.
  const row = page.getByTestId('run-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toContainText(siteHost);
  await eventStream;
  await expect(row.getByTestId('scan-status')).toHaveText('Fertig', { timeout: SCAN_TIMEOUT });
  await expect(page.getByTestId('runs-announcement')).toContainText(`Der Scan von ${siteHost} ist fertig`);
  await expect(row.getByTestId('count-critical')).toHaveText(/^Kritisch\s*3$/);
  await expect(row.getByTestId('count-serious')).toHaveText(/^Schwerwiegend\s*1$/);
  await expect(row).toContainText('Kein früherer Scan zum Vergleich');

  // The detail page.
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/run\/[0-9a-f-]{36}$/);
  const runPath = new URL(page.url()).pathname;
  const scanId = runPath.split('/').at(-1)!;
  await expect(heading(page)).toHaveText(`Ergebnis für ${siteHost}`);
  await expect(page.getByTestId('pages-scanned')).toHaveText('1');
  await expect(page.getByText('Ganze Website', { exact: true })).toBeVisible();
  // The start address the scan ran from, and the way to the site's home.
  await expect(page.getByTestId('scan-start-url')).toHaveText(new URL(fixtureUrl).href);
  await expect(page.getByTestId('site-home-link')).toHaveAttribute('href', /^\/sites\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Seite', { exact: true }).locator('option')).toHaveText([
    'Alle Seiten (1)',
    fixtureUrl,
  ]);
  await expect(page.getByRole('tab', { name: /^Verstöße \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const groups = page.getByRole('tabpanel').getByTestId('rule-issues');
  for (const rule of ['image-alt', 'label', 'button-name', 'color-contrast']) {
    await expect(groups.and(page.locator(`[data-rule="${rule}"]`))).toHaveCount(1);
  }
  const imageAlt = groups.and(page.locator('[data-rule="image-alt"]'));
  // The card's heading button: the rule's other buttons name the rule too, for screen readers.
  const imageAltToggle = imageAlt
    .getByRole('heading', { level: 3 })
    .getByRole('button', { name: ruleTexts('image-alt', 'de')!.help });
  await expect(imageAlt.getByRole('heading', { level: 3 })).toHaveText(ruleTexts('image-alt', 'de')!.help);
  await expect(imageAlt.getByTestId('rule-counts')).toHaveText(/^\d+ Probleme? an \d+ Stellen?$/);
  // A rule's facts and issues are collapsed until asked for.
  await expect(imageAltToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(imageAlt.getByTestId('issue')).toHaveCount(0);
  await imageAltToggle.click();
  await expect(imageAltToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(imageAlt).toContainText('1.1.1 Nicht-Text-Inhalt (Stufe A, WCAG 2.0)');
  await expect(imageAlt.getByRole('link', { name: /Mehr erfahren/ })).toHaveAttribute('target', '_blank');
  await expect(imageAlt.getByTestId('issue').first().getByTestId('issue-where')).toHaveText(
    `Auf der Seite ${fixtureUrl}`,
  );
  await expect(imageAlt.locator('pre code')).toContainText(['<img src="/logo.png"']);

  // Filter by impact: only the serious contrast finding; minor has none.
  const impact = page.getByLabel('Schwere', { exact: true });
  await impact.selectOption('serious');
  await expect(groups).toHaveCount(1);
  await expect(groups).toHaveAttribute('data-rule', 'color-contrast');
  await impact.selectOption('minor');
  await expect(page.getByTestId('no-results')).toHaveText(
    'Mit diesen Filtern gibt es hier keine Ergebnisse. Wählen Sie eine andere Schwere oder Seite.',
  );
  await impact.selectOption('');
  await expect(imageAlt).toBeVisible();

  // The PDF report in English, under the server's file name.
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF (Englisch)' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^klarsicht-report-127\.0\.0\.1-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(page.getByTestId('download-status')).toHaveText(
    `${download.suggestedFilename()} wurde heruntergeladen.`,
  );
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain('Images must have alternative text');
  expect(text).toContain('image-alt');

  // A share link, read in a fresh signed-out browser.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Link zum Teilen erstellen' }).click();
  await expect(page.getByTestId('share-status')).toHaveText('Der Link wurde erstellt.');
  const link = page.getByTestId('share-link');
  await expect(link).toHaveCount(1);
  const shareUrl = await link.getByRole('textbox').inputValue();
  expect(shareUrl).toMatch(/\/share\/[^/]+$/);
  await link.getByRole('button', { name: /^Link kopieren/ }).click();
  await expect(page.getByTestId('share-status')).toHaveText('Der Link wurde in die Zwischenablage kopiert.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

  const visitor = await newSignedInPage(browser, baseURL!);
  await visitor.goto(new URL(shareUrl).pathname);
  await expect(heading(visitor)).toHaveText(`Ergebnis für ${siteHost}`);
  await expect(visitor.getByTestId('shared-note')).toContainText('Geteilter Bericht – nur zum Lesen.');
  await expect(visitor.getByTestId('rule-issues').and(visitor.locator('[data-rule="label"]'))).toHaveCount(1);
  await expect(visitor.getByRole('heading', { name: 'Bericht herunterladen' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Link zum Teilen erstellen' })).toHaveCount(0);

  await link.getByRole('button', { name: /^Widerrufen/ }).click();
  await expect(page.getByTestId('share-status')).toHaveText(
    'Der Link wurde widerrufen und funktioniert nicht mehr.',
  );
  await expect(page.getByTestId('share-link')).toHaveCount(0);
  await visitor.reload();
  await expect(heading(visitor)).toHaveText('Dieser Link funktioniert nicht mehr');
  await visitor.context().close();

  // Another customer: the scan's page says "not found", its report answers 404.
  const other = await newSignedInPage(browser, baseURL!);
  await customerWithSite(other, 'scans-other', 'https://example.com');
  await other.goto(runPath);
  await expect(heading(other)).toHaveText('Scan nicht gefunden');
  await expect(other.getByTestId('scan-not-found')).toBeVisible();
  const report = await other.request.get(`/api/scans/${scanId}/report.pdf`, {
    headers: await authHeaders(other),
  });
  expect(report.status()).toBe(404);
  await other.context().close();
});

test('the new-scan dialog without a site on the plan links to the profile; Escape closes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newCustomer(page, 'scans-nosite', { plan: 'basic' });
  await page.goto('/runs');
  const open = page.getByRole('button', { name: 'Ersten Scan erstellen' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Neuen Scan starten' });
  await expect(dialog).toContainText('Ihr Tarif enthält noch keine Website.');
  await expect(dialog.getByRole('link', { name: 'Website im Profil hinzufügen' })).toHaveAttribute(
    'href',
    '/profile/general',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

// Text on a gradient: axe cannot compute its contrast and reports it as "needs review" (incomplete).
const NEEDS_REVIEW_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Gradient page</title></head>
  <body>
    <main>
      <h1>Gradient page</h1>
      <p style="color:#777;background-image:linear-gradient(90deg,#fff,#ddd)">Text on a gradient background.</p>
    </main>
  </body>
</html>`;

test('needs review: mark a finding "checked, not an issue", see the mark, undo it', async ({ page }) => {
  test.setTimeout(SCAN_TIMEOUT + 90_000);
  const server = createServer((request, response) => {
    if ((request.url ?? '/').split('?')[0] === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(NEEDS_REVIEW_PAGE);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    await customerWithSite(page, 'scans-review', siteUrl);
    await page.getByRole('button', { name: 'Ersten Scan erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuen Scan starten' });
    await dialog.getByRole('radio', { name: 'Nur die Startseite' }).check();
    await dialog.getByRole('button', { name: 'Scan starten' }).click();
    const row = page.getByTestId('run-row');
    await expect(row.getByTestId('scan-status')).toHaveText('Fertig', { timeout: SCAN_TIMEOUT });
    await row.getByRole('link').first().click();

    const tab = page.getByRole('tab', { name: /^Manuell prüfen \(\d+\)$/ });
    await expect(tab).not.toHaveText('Manuell prüfen (0)');
    await tab.click();
    const contrast = page
      .getByRole('tabpanel')
      .getByTestId('rule-group')
      .and(page.locator('[data-rule="color-contrast"]'));
    await expect(contrast).toHaveCount(1);
    const control = contrast.getByTestId('review-control');
    await control.getByRole('button', { name: /^Geprüft, kein Problem/ }).click();
    await expect(control.getByTestId('review-state')).toContainText('kein Problem');
    await expect(control.getByRole('status')).toHaveText(/Als geprüft markiert/);

    // The mark is stored on the server: it is still there after a reload.
    await page.reload();
    await page.getByRole('tab', { name: /^Manuell prüfen/ }).click();
    await expect(control.getByTestId('review-state')).toContainText('kein Problem');
    await control.getByRole('button', { name: /^Markierung aufheben/ }).click();
    await expect(control.getByTestId('review-state')).toHaveCount(0);
    await expect(control.getByRole('button', { name: /^Geprüft, kein Problem/ })).toBeVisible();
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('a failed scan: the list says so and the detail gives the reason', async ({ page, unreachableUrl }) => {
  test.setTimeout(SCAN_TIMEOUT + 90_000);
  await customerWithSite(page, 'scans-failed', unreachableUrl);
  await page.getByRole('button', { name: 'Ersten Scan erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuen Scan starten' });
  await dialog.getByRole('button', { name: 'Scan starten' }).click();
  const row = page.getByTestId('run-row');
  await expect(row.getByTestId('scan-status')).toHaveText('Fehlgeschlagen', { timeout: SCAN_TIMEOUT });
  await expect(page.getByTestId('runs-announcement')).toContainText('ist fehlgeschlagen');
  await row.getByRole('link').first().click();
  const failure = page.getByTestId('scan-failure');
  await expect(failure.getByRole('heading', { level: 2 })).toHaveText(
    'Wir konnten diese Website nicht prüfen',
  );
  await expect(failure).toContainText('Die Website war nicht erreichbar:');
  await expect(page.getByTestId('pages-scanned')).toHaveText('0');
  await expect(page.getByRole('tab')).toHaveCount(0);
});
