/// <reference lib="dom" />
import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, finishedSiteScan } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { expect, test } from './support/test.js';

// API tokens and site monitoring in the browser, against the real server (local payment provider).
test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const scansWith = (request: APIRequestContext, token: string) =>
  request.get('/api/scans', { headers: { authorization: `Bearer ${token}` } });

test('API token: create on the profile → use it against the API → revoke → refused', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await newCustomer(page, 'tokens', { plan: 'basic' });

  await page.goto('/profile/general');
  const section = page.getByRole('region', { name: 'API-Tokens' });
  await expect(section.getByText('Sie haben noch kein API-Token.')).toBeVisible();

  // Keyboard only: an empty name is refused at the field, then a named token is created with Enter.
  const name = section.getByRole('textbox', { name: 'Name des Tokens' });
  await name.focus();
  await page.keyboard.press('Enter');
  await expect(
    section.getByRole('alert').filter({ hasText: 'Bitte geben Sie einen Namen ein.' }),
  ).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('GitLab CI');
  await page.keyboard.press('Enter');

  const created = section.getByRole('region', { name: 'Ihr neues Token „GitLab CI“' });
  await expect(created).toContainText('Es wird nicht noch einmal angezeigt');
  const field = created.getByRole('textbox', { name: 'Ihr API-Token' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('readonly', '');
  await expect(field).toHaveValue(/^ks_[\w-]{43}$/);
  const token = await field.inputValue();
  await expect(created.getByTestId('token-example')).toHaveText(
    `npx klarsicht scan https://ihre-website.de --server ${baseURL} --token ${token}`,
  );

  await page.keyboard.press('Tab');
  await expect(created.getByRole('button', { name: 'Token kopieren' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(created.getByRole('status')).toHaveText('Das Token wurde in die Zwischenablage kopiert.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  // The list shows the prefix only, never the whole token.
  const list = section.getByTestId('api-tokens');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('GitLab CI');
  await expect(list).toContainText(`${token.slice(0, 10)}…`);
  await expect(list).not.toContainText(token);
  await expect(list.getByTestId('token-status')).toHaveText('Aktiv');

  // The token works against the API, on its own, without the browser's session.
  const withToken = await scansWith(page.request, token);
  expect(withToken.status(), await withToken.text()).toBe(200);

  // Once closed, the token is gone from the page.
  await created.getByRole('button', { name: 'Token gespeichert, Hinweis schließen' }).click();
  await expect(created).toBeHidden();
  await expect(page.getByText(token)).toHaveCount(0);

  // Revoking asks first; "Cancel" keeps it, "Yes" revokes it.
  const revoke = list.getByRole('button', { name: 'Widerrufen: GitLab CI' });
  await revoke.click();
  const confirm = list.getByRole('group', { name: /Token „GitLab CI“ wirklich widerrufen\?/ });
  await expect(confirm.getByRole('button', { name: 'Ja, widerrufen' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(revoke).toBeFocused();
  expect((await scansWith(page.request, token)).status()).toBe(200);

  await revoke.click();
  await confirm.getByRole('button', { name: 'Ja, widerrufen' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'wurde widerrufen' })).toHaveText(
    'Das Token „GitLab CI“ wurde widerrufen.',
  );
  await expect(list.getByTestId('token-status')).toHaveText(/^Widerrufen am /);
  await expect(list.getByRole('button', { name: /Widerrufen/ })).toHaveCount(0);
  expect((await scansWith(page.request, token)).status()).toBe(401);
});

test('monitoring: the profile lists the site → /sites/:id → daily → trend from empty to a point', async ({
  page,
  fixtureUrl,
}) => {
  test.setTimeout(180_000);
  await newCustomer(page, 'monitoring', { plan: 'basic' });

  await page.goto('/profile/general');
  const monitoring = page.getByRole('region', { name: 'Überwachung' });
  await expect(monitoring).toContainText('Noch keine überwachte Website.');

  // Registering the site on the plan makes its monitor, weekly by default.
  const subscription = page.getByRole('region', { name: 'Abonnement' });
  await subscription.getByRole('textbox', { name: 'Website-Adresse hinzufügen' }).fill(fixtureUrl);
  await subscription.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(subscription.getByRole('status').filter({ hasText: 'wurde hinzugefügt' })).toBeVisible();
  const site = new URL(fixtureUrl).host;
  await page.reload();
  const item = monitoring.getByTestId('monitors').getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('monitor-interval')).toHaveText('Wöchentlich');
  await expect(item).toContainText('Aktiv');
  await expect(item).toContainText('Noch keine');

  await item.getByRole('link', { name: site }).click();
  await expect(page).toHaveURL(/\/sites\/[\w-]+$/);
  const sitePath = new URL(page.url()).pathname;
  await expect(heading(page)).toHaveText(`Website ${site}`);
  await expect(page.getByTestId('monitor-url')).toHaveText(fixtureUrl);
  await expect(page.getByTestId('trend-empty')).toHaveText(/Noch keine abgeschlossene Prüfung/);

  // The plan's profiles only: Basic has WCAG 2.1 and BFSG, not WCAG 2.2.
  const profile = page.getByRole('combobox', { name: 'Prüfprofil' });
  await expect(profile.getByRole('option')).toHaveText(['WCAG 2.1 Stufen A und AA', 'BFSG und EN 301 549']);

  // A custom interval outside 60…43200 is refused at the field; daily is saved.
  const interval = page.getByRole('combobox', { name: 'Häufigkeit der Prüfung' });
  await expect(interval).toHaveValue('weekly');
  await interval.selectOption({ label: 'Eigener Abstand' });
  const custom = page.getByRole('spinbutton', { name: 'Eigener Abstand in Minuten' });
  await custom.fill('30');
  const save = page.getByRole('button', { name: 'Einstellungen speichern' });
  await save.click();
  await expect(page.getByRole('alert').filter({ hasText: 'zwischen 60 und 43200' })).toBeVisible();
  await expect(custom).toBeFocused();

  await interval.selectOption({ label: 'Täglich' });
  await expect(custom).toBeHidden();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'gespeichert' })).toHaveText(
    /^Die Einstellungen wurden gespeichert\. Nächste Prüfung: /,
  );
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Häufigkeit der Prüfung' })).toHaveValue('daily');
  await expect(page.getByRole('switch', { name: 'Regelmäßig prüfen' })).toBeChecked();

  // A finished site scan of the site becomes the trend's first point, in the chart and the table.
  const scanId = await finishedSiteScan(page, fixtureUrl);
  await page.reload();
  const chart = page.getByRole('img', { name: /^Probleme nach Schweregrad in 1 Prüfung am / });
  await expect(chart).toBeVisible();
  await expect(chart.locator('[data-impact]')).toHaveCount(4);
  await page.getByText('Verlauf als Tabelle').click();
  const table = page.getByRole('table', { name: `Probleme von ${site} nach Schweregrad je Prüfung` });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Datum',
    'Kritisch',
    'Schwerwiegend',
    'Mittel',
    'Gering',
    'Gesamt',
  ]);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  const trend = (await (
    await page.request.get(`/api/monitors/${sitePath.split('/').at(-1)}/trend`, {
      headers: await authHeaders(page),
    })
  ).json()) as { items: Array<{ issues: number; byImpact: Record<string, number> }> };
  const point = trend.items[0]!;
  expect(point.issues).toBeGreaterThan(0);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    String(point.byImpact.critical),
    String(point.byImpact.serious),
    String(point.byImpact.moderate),
    String(point.byImpact.minor),
    String(point.issues),
  ]);
  await expect(rows.nth(1).getByRole('link')).toHaveAttribute('href', `/run/${scanId}`);

  // "Alle Websites" lists the site with that scan as its latest; back on the profile, it says "daily".
  await page.getByRole('link', { name: 'Alle Websites' }).click();
  await expect(page).toHaveURL(/\/sites$/);
  const card = page.getByTestId('site-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: /^Ergebnis ansehen/ })).toHaveAttribute(
    'href',
    `/run/${scanId}`,
  );
  await card.getByRole('link', { name: site }).click();
  await expect(page).toHaveURL(new RegExp(`${sitePath}$`));
  await page.goto('/profile/general');
  await expect(page.getByTestId('monitor-interval')).toHaveText('Täglich');
});
