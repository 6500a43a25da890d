/// <reference lib="dom" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGithubFake } from '../apps/server/test-support/tracker-fakes/index.js';
import { addSiteToPlan, finishedSiteScan } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, storePreferences, test } from './support/test.js';

// Issue 33's tickets, in the app against the real server and a local server that implements
// GitHub's documented issue endpoints: an owner links a repository on the integrations page, sees
// how to set up its webhook, creates a ticket from an issue of a scan, and finds the issue linked to
// it. Both pages pass axe with the tracker and the ticket shown.

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

const PAGE = `<!doctype html>
<html lang="de">
  <head><title>Laden</title></head>
  <body>
    <main>
      <h1>Laden</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">
    </main>
  </body>
</html>`;

test('an owner links GitHub and creates a ticket for an issue', async ({ page }) => {
  test.setTimeout(240_000);
  const github = await startGithubFake({ repository: 'laden/website' });
  const site = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE),
  );
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  try {
    await newCustomer(page, 'trackers-owner', { plan: 'basic' });
    await addSiteToPlan(page, siteUrl);
    const scanId = await finishedSiteScan(page, siteUrl, { timeout: 120_000 });

    await page.goto('/profile/integrations');
    const trackers = page.getByTestId('trackers-section');
    const form = trackers.getByTestId('tracker-add-form');
    await form.getByRole('radio', { name: 'GitHub' }).check();
    await form.getByLabel('Repository').fill(github.repository);
    await form.getByLabel('Zugangstoken').fill(github.token);
    await form.getByLabel('API-Adresse (optional)').fill(github.url);
    await form.getByRole('button', { name: 'Verknüpfen' }).click();
    const setup = page.getByTestId('tracker-setup');
    await expect(setup.getByLabel('Webhook-Adresse')).toHaveValue(/\/api\/trackers\/[0-9a-f-]+\/webhook$/);
    await setup.getByRole('button', { name: 'Fertig, Secret gesichert' }).click();
    await expect(trackers.getByTestId('tracker')).toHaveCount(1);
    // The token is never shown again.
    await expect(page.locator('body')).not.toContainText(github.token);

    await page.goto(`/run/${scanId}`);
    const card = page.getByTestId('rule-issues').and(page.locator('[data-rule="image-alt"]'));
    const toggle = card.getByRole('heading', { level: 3 }).getByRole('button');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await card.getByTestId('create-ticket').click();
    const ticket = card.getByTestId('issue-ticket');
    await expect(ticket).toContainText('#1');
    await expect(page.getByRole('status').filter({ hasText: 'Ticket #1' }).first()).toBeVisible();
    expect(github.tickets).toHaveLength(1);
    expect(github.tickets[0]!.body).toContain(`/run/${scanId}`);

    const violations = await axeViolations(page);
    expect.soft(violations, `result page with a ticket:\n${describeViolations(violations)}`).toEqual([]);
    for (const locale of ['de', 'en'] as const) {
      await storePreferences(page, { locale, colorScheme: locale === 'de' ? 'light' : 'dark' });
      await page.goto('/profile/integrations');
      await expect(page.getByTestId('tracker')).toHaveCount(1);
      const onPage = await axeViolations(page);
      expect
        .soft(onPage, `integrations with a tracker (${locale}):\n${describeViolations(onPage)}`)
        .toEqual([]);
    }
  } finally {
    await github.close();
    await new Promise((resolve) => site.close(resolve));
  }
});
