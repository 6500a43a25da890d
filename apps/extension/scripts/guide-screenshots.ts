// The screenshots of the guide "Einen Ablauf aufnehmen" (docs/guides/ablauf-aufnehmen.md): the
// built extension's side panel, beside the fixture tea shop, as a person records a flow.
// Run after `npm run build`: node --import tsx apps/extension/scripts/guide-screenshots.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHECKOUT_PATHS, startFixtureSite } from '../../../test-support/fixture-site/index.js';

const extensionDir = fileURLToPath(new URL('../dist', import.meta.url));
const imagesDir = fileURLToPath(new URL('../../../docs/guides/bilder', import.meta.url));

const site = await startFixtureSite({ pages: 'checkout' });
const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'klarsicht-guide-')), {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  locale: 'de-DE',
  viewport: { width: 1100, height: 760 },
  args: ['--no-sandbox', `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
});
try {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  const shop = await context.newPage();
  const productUrl = site.url(CHECKOUT_PATHS.product);
  await shop.goto(productUrl);
  const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0]?.id, productUrl);
  const panel = await context.newPage();
  // The side panel's width in Chrome's default layout.
  await panel.setViewportSize({ width: 400, height: 900 });
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html?tab=${tabId}`);
  const shot = (name: string) => panel.screenshot({ path: path.join(imagesDir, name), fullPage: true });

  const record = panel.getByRole('region', { name: 'Ablauf aufnehmen' });
  await record.getByRole('button', { name: 'Aufnahme starten' }).click();
  await shop.getByRole('button', { name: 'In den Warenkorb' }).click();
  await record.getByLabel('Name des Prüfpunkts (freiwillig)').fill('Warenkorb geöffnet');
  await record.getByRole('button', { name: 'Prüfpunkt hier setzen' }).click();
  await shop.getByRole('link', { name: 'Zur Kasse' }).click();
  await shop.waitForURL(/kasse\.html/);
  await shop.getByLabel('E-Mail-Adresse').fill('kein-at-zeichen');
  await shop.getByRole('button', { name: 'Bestellung prüfen' }).click();
  await record.getByLabel('Name des Prüfpunkts (freiwillig)').fill('Fehlermeldung');
  await record.screenshot({ path: path.join(imagesDir, '1-aufnahme-laeuft.png') });
  await record.getByRole('button', { name: 'Prüfpunkt hier setzen' }).click();
  await record.getByRole('button', { name: 'Aufnahme beenden' }).click();
  await record.getByRole('textbox', { name: 'Name des Ablaufs' }).fill('Warenkorb und Kasse');
  await record.screenshot({ path: path.join(imagesDir, '2-aufnahme-beendet.png') });

  await panel.getByRole('button', { name: 'Seite prüfen' }).click();
  await panel.getByRole('region', { name: /^Verstöße/ }).waitFor();
  await panel.evaluate(() => window.scrollTo(0, 0));
  await shot('3-seite-pruefen.png');
  console.log(`screenshots in ${path.relative(process.cwd(), imagesDir)}`);
} finally {
  await context.close();
  await site.close();
}
