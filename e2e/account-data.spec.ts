/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { addSiteToPlan, authHeaders, finishedSiteScan } from './support/api.js';
import {
  accessToken,
  fillLogin,
  fillRegistration,
  mailCount,
  newCustomer,
  signOutEverywhere,
  skipWithoutEmbeddedProvider,
  uniqueEmail,
  VERIFY_LINK,
} from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

// GDPR Art. 20 and 17 on the profile page, against the real server: a customer with a finished
// scan and a published statement downloads the archive, is told the statement goes offline,
// deletes the account with the keyboard, lands signed out on the confirmation page, and cannot
// sign in again; someone registered without a plan reaches the same profile.

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

test('register, scan, download the data, delete the account by keyboard; the old sign-in and token no longer work', async ({
  page,
  fixtureUrl,
}) => {
  test.setTimeout(240_000);
  const email = await newCustomer(page, 'gdpr', { plan: 'basic' });
  await addSiteToPlan(page, fixtureUrl);
  const scanId = await finishedSiteScan(page, fixtureUrl, { timeout: 90_000 });
  const statementUrl = await publishStatement(page);

  await page.goto('/profile/general');
  const section = page.getByTestId('account-data-section');
  await expect(section.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();

  // Art. 20: the archive is a download of versioned JSON with the profile, the scan and the plan.
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Daten herunterladen (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^klarsicht-daten-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    format: string;
    version: number;
    profile: { email: string };
    scans: Array<{ scan: { id: string }; findings: Array<{ ruleId: string }> }>;
    apiTokens: unknown[];
    billing: { account: { planId: string } | null };
    statements: Array<{ url: string | null; versions: unknown[] }>;
  };
  expect(archive).toMatchObject({ format: 'klarsicht-account-export', version: 1, profile: { email } });
  const scan = archive.scans.find((entry) => entry.scan.id === scanId);
  expect(scan?.findings.map((finding) => finding.ruleId)).toEqual(
    expect.arrayContaining(['image-alt', 'label', 'button-name']),
  );
  expect(archive.billing.account?.planId).toBe('basic');
  expect(archive.statements).toEqual([expect.objectContaining({ url: statementUrl })]);
  await expect(section.getByTestId('export-status')).toContainText('heruntergeladen');

  // Art. 17, by keyboard: the button opens the confirmation, focus lands in its field.
  const token = await accessToken(page);
  const startDelete = section.getByRole('button', { name: 'Konto löschen …' });
  await startDelete.focus();
  await page.keyboard.press('Enter');
  const field = section.getByLabel('Geben Sie zur Bestätigung die E-Mail-Adresse Ihres Kontos ein');
  await expect(field).toBeFocused();
  await expect(section).toContainText('§ 147 AO und § 257 HGB');
  // The public statement is named with its address among what the deletion takes away.
  const statements = section.getByTestId('deletion-statements');
  await expect(statements).toContainText(
    'Ihre veröffentlichte Erklärung zur Barrierefreiheit ist danach nicht mehr',
  );
  await expect(statements.getByRole('link', { name: statementUrl })).toHaveAttribute('href', statementUrl);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const violations = await axeViolations(page);
    expect(violations, `${colorScheme}: ${describeViolations(violations)}`).toEqual([]);
  }

  // Escape hatch: Cancel returns focus to the button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(startDelete).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.type('jemand@example.org');
  await page.keyboard.press('Enter');
  await expect(section.getByRole('alert').first()).toHaveText(
    'Die Eingabe stimmt nicht mit der E-Mail-Adresse Ihres Kontos überein.',
  );
  await expect(field).toBeFocused();
  await field.fill(email.toUpperCase());
  await page.keyboard.press('Enter');

  // Signed out, on a confirmation page of its own: not the old profile.
  await expect(page).toHaveURL(/\/konto-geloescht$/);
  const deleted = page.getByTestId('account-deleted');
  await expect(deleted.getByRole('heading', { level: 1 })).toHaveText('Konto gelöscht');
  await expect(deleted).toContainText('Ihr Konto und Ihre Daten sind gelöscht.');
  await expect(deleted).toContainText('Ihr Abonnement wurde gekündigt.');
  await expect(deleted).toContainText('Rechnungen und Zahlungsbelege bleiben');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const afterViolations = await axeViolations(page);
    expect(afterViolations, `${colorScheme}: ${describeViolations(afterViolations)}`).toEqual([]);
  }

  // The session is gone from the browser, and the old access token is refused by the API.
  // (The interface language is the device's preference, kept by the app as it starts again.)
  const stored = await page.evaluate(() => Object.keys(window.localStorage));
  expect(stored.filter((key) => key !== 'locale')).toEqual([]);
  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  const scans = await page.request.get(`/api/scans/${scanId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(scans.status()).toBe(401);

  // The published statement is offline for the public as well.
  expect((await page.request.get(statementUrl)).status()).toBe(404);

  await deleted.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();

  // The old e-mail and password no longer sign in.
  await signOutEverywhere(page);
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/oidc\//);
  await expect(page.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort ist falsch.');
});

test('someone registered without a plan reaches the profile: a new verification mail, the data, the deletion', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Registered, not yet verified, no plan: the welcome banner points to the profile.
  const email = uniqueEmail('no-plan');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
  await fillRegistration(page, email, 'Erika Mustermann');
  await expect(page).toHaveURL(/\/setup$/);

  await page.goto('/profile/general');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/general$/);
  await expect(page.getByText('Sie haben noch keinen Tarif.')).toBeVisible();

  const mails = mailCount(email, VERIFY_LINK);
  await page.getByRole('button', { name: 'Jetzt bestätigen' }).click();
  await expect(page.getByText(`Wir haben einen Bestätigungslink an ${email} gesendet.`)).toBeVisible();
  await expect.poll(() => mailCount(email, VERIFY_LINK)).toBe(mails + 1);

  const section = page.getByTestId('account-data-section');
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Daten herunterladen (JSON)' }).click();
  const archive = JSON.parse(await readFile((await (await downloading).path())!, 'utf8')) as {
    profile: { email: string };
    statements: unknown[];
  };
  expect(archive.profile.email).toBe(email);
  expect(archive.statements).toEqual([]);
  // Nothing published, nothing to warn about.
  await expect(section.getByTestId('deletion-statements')).toHaveCount(0);
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await section.getByRole('button', { name: 'Konto löschen …' }).click();
  await section.getByLabel('Geben Sie zur Bestätigung die E-Mail-Adresse Ihres Kontos ein').fill(email);
  await section.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(/\/konto-geloescht$/);
  const deleted = page.getByTestId('account-deleted');
  await expect(deleted).toContainText('Ihr Konto und Ihre Daten sind gelöscht.');
  await expect(deleted).not.toContainText('Abonnement');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
});

test('the privacy page says what is stored and for how long, in German and English', async ({ page }) => {
  await page.goto('/datenschutz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutz');
  const entries = page.getByTestId('privacy-data-entry');
  await expect(entries).toHaveCount(9);
  await expect(page.getByRole('main')).toContainText('Art. 6 Abs. 1 lit. b DSGVO');
  await expect(page.getByRole('main')).toContainText('§ 147 AO und § 257 HGB');
  await expect(page.getByRole('main')).toContainText('Art. 17 DSGVO');
  await expect(entries.filter({ hasText: 'Schutz vor Missbrauch' })).toContainText(
    '15 Minuten bis eine Stunde',
  );

  await page.goto('/privacy');
  await page.evaluate(() => window.localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy');
  await expect(page.getByRole('main')).toContainText('Art. 6(1)(b) GDPR');
  await expect(page.getByRole('main')).not.toContainText('Datenschutz-Aufsichtsbehörde');
});

/** Publishes the statement of the customer's one site through the API; returns its public address. */
async function publishStatement(page: import('@playwright/test').Page): Promise<string> {
  const headers = await authHeaders(page);
  const monitors = (await (await page.request.get('/api/monitors', { headers })).json()) as {
    items: Array<{ id: string }>;
  };
  const siteId = monitors.items[0]!.id;
  const draft = await page.request.put(`/api/sites/${siteId}/statement`, {
    headers,
    data: {
      language: 'de',
      organisation: 'Muster GmbH',
      serviceName: '',
      serviceDescription: 'Ein Laden.',
      serviceOperation: '',
      measures: '',
      contactEmail: 'kontakt@example.com',
      contactPhone: '',
      contactAddress: '',
      alternatives: '',
      barrierNotes: {},
      preparedOn: '2026-11-20',
    },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  // Published with criteria still untested, as its owner may after confirming.
  const published = await page.request.post(`/api/sites/${siteId}/statement/versions`, {
    headers,
    data: { confirmUntested: true },
  });
  expect(published.status(), await published.text()).toBe(200);
  const listed = (await (await page.request.get('/api/me/published-statements', { headers })).json()) as {
    items: Array<{ url: string }>;
  };
  expect(listed.items).toHaveLength(1);
  return listed.items[0]!.url;
}
