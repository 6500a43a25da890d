/// <reference lib="dom" />
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { pageTitle } from './support/routes.js';
import { expect, storePreferences, test } from './support/test.js';

// Issue 33's integrations screen, against the real server and its worker: an owner adds a webhook
// pointing at a receiver this test runs, keeps the secret shown once, sends a test event, which the
// receiver gets signed as the Standard Webhooks specification says, and finds it delivered in the
// log. A mistyped address is refused at its field. The page passes axe in both languages and
// colour schemes and reflows at 320 px.

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

let receiver: Server;
let receiverUrl: string;
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/klarsicht`;
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

test('an owner adds a webhook, keeps its secret and sends a signed test event', async ({ page }) => {
  test.setTimeout(180_000);
  await newCustomer(page, 'integrations-owner');
  await page.goto('/profile/integrations');
  await expect(page).toHaveTitle(pageTitle('de', 'integrations'));
  await expect(page.getByRole('heading', { level: 1, name: 'Integrationen' })).toBeVisible();
  await expect(page.getByText('Diese Organisation hat noch keine Integration.')).toBeVisible();

  const form = page
    .getByRole('form', { name: 'Integration hinzufügen' })
    .or(page.getByRole('region', { name: 'Integration hinzufügen' }));
  await form.getByRole('radio', { name: 'Webhook' }).check();
  // A mistyped address is refused at its field, before anything is sent.
  await form.getByLabel('Adresse (URL)').fill('kein link');
  await form.getByRole('checkbox', { name: 'Neue Probleme gefunden' }).check();
  await form.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(form.getByLabel('Adresse (URL)')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    form.getByText('Bitte geben Sie eine vollständige Adresse ein', { exact: false }).first(),
  ).toBeVisible();

  await form.getByLabel('Adresse (URL)').fill(receiverUrl);
  await form.getByLabel('Beschreibung (freiwillig)').fill('CI-Empfänger');
  await form.getByRole('button', { name: 'Hinzufügen' }).click();

  // The secret, shown once.
  const secretField = page.getByLabel('Secret zum Prüfen der Signatur');
  await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9+/]+=*$/);
  const secret = await secretField.inputValue();
  await page.getByRole('button', { name: 'Fertig, Secret aufbewahrt' }).click();
  await expect(page.getByLabel('Secret zum Prüfen der Signatur')).toHaveCount(0);

  await page.getByRole('button', { name: 'Test senden (Webhook: CI-Empfänger)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Testereignis' }).first()).toBeVisible();
  await expect.poll(() => received.length, { timeout: 60_000 }).toBeGreaterThan(0);
  const delivery = received[0]!;
  const id = String(delivery.headers['webhook-id']);
  const timestamp = String(delivery.headers['webhook-timestamp']);
  const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(`${id}.${timestamp}.${delivery.body}`)
    .digest('base64');
  expect(String(delivery.headers['webhook-signature']).split(' ')).toContain(`v1,${expected}`);
  expect(JSON.parse(delivery.body)).toMatchObject({ type: 'webhook.test', version: 1 });

  // The log says it was delivered, with the receiver's answer.
  await page.locator('summary', { hasText: 'Zustellungen' }).first().click();
  const log = page.getByRole('table', { name: /Zustellungen an Webhook: CI-Empfänger/ });
  await expect(async () => {
    await page.getByRole('button', { name: 'Aktualisieren (Webhook: CI-Empfänger)' }).click();
    await expect(log.getByRole('row').filter({ hasText: 'Zugestellt' })).toContainText('204', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });

  // The page, with the log open, passes axe in de/en × light/dark and reflows at 320 px.
  const texts = { de: 'Zustellungen', en: 'Deliveries' } as const;
  for (const locale of ['de', 'en'] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await storePreferences(page, { locale, colorScheme });
      await page.goto('/profile/integrations');
      await expect(page).toHaveTitle(pageTitle(locale, 'integrations'));
      await page.locator('summary', { hasText: texts[locale] }).first().click();
      await expect(page.getByRole('table')).toBeVisible();
      const violations = await axeViolations(page);
      expect
        .soft(violations, `integrations page (${locale}, ${colorScheme}):\n${describeViolations(violations)}`)
        .toEqual([]);
    }
  }
  await page.setViewportSize({ width: 320, height: 640 });
  await page.reload();
  await page.locator('summary', { hasText: texts.en }).first().click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
