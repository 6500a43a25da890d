/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { addSiteToPlan, finishedSiteScan } from './support/api.js';
import {
  accessToken,
  fillLogin,
  newCustomer,
  signOutEverywhere,
  skipWithoutEmbeddedProvider,
} from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

// GDPR Art. 20 and 17 on the profile page, against the real server: a customer with a finished
// scan downloads the archive, deletes the account with the keyboard, and cannot sign in again.

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

test('register, scan, download the data, delete the account by keyboard; the old sign-in and token no longer work', async ({
  page,
  fixtureUrl,
}) => {
  test.setTimeout(240_000);
  const email = await newCustomer(page, 'gdpr', { plan: 'basic' });
  await addSiteToPlan(page, fixtureUrl);
  const scanId = await finishedSiteScan(page, fixtureUrl, { timeout: 90_000 });

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
  };
  expect(archive).toMatchObject({ format: 'klarsicht-account-export', version: 1, profile: { email } });
  const scan = archive.scans.find((entry) => entry.scan.id === scanId);
  expect(scan?.findings.map((finding) => finding.ruleId)).toEqual(
    expect.arrayContaining(['image-alt', 'label', 'button-name']),
  );
  expect(archive.billing.account?.planId).toBe('basic');
  await expect(section.getByTestId('export-status')).toContainText('heruntergeladen');

  // Art. 17, by keyboard: the button opens the confirmation, focus lands in its field.
  const token = await accessToken(page);
  const startDelete = section.getByRole('button', { name: 'Konto löschen …' });
  await startDelete.focus();
  await page.keyboard.press('Enter');
  const field = section.getByLabel('Geben Sie zur Bestätigung die E-Mail-Adresse Ihres Kontos ein');
  await expect(field).toBeFocused();
  await expect(section).toContainText('§ 147 AO und § 257 HGB');
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

  const deleted = section.getByTestId('account-deleted');
  await expect(deleted).toContainText('Ihr Konto und Ihre Daten sind gelöscht.');
  await expect(deleted).toContainText('Ihr Abonnement wurde gekündigt.');
  await expect(deleted).toContainText('Rechnungen und Zahlungsbelege bleiben');
  await expect(deleted).toBeFocused();
  const afterViolations = await axeViolations(page);
  expect(afterViolations, describeViolations(afterViolations)).toEqual([]);

  // The session is gone from the browser, and the old access token is refused by the API.
  expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);
  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  const scans = await page.request.get(`/api/scans/${scanId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(scans.status()).toBe(401);

  await deleted.getByRole('button', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();

  // The old e-mail and password no longer sign in.
  await signOutEverywhere(page);
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/oidc\//);
  await expect(page.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort ist falsch.');
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
