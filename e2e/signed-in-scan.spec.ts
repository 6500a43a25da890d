/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { FAILURE_TEXTS } from '@klarsicht/texts/failures';
import { MEMBER } from '../test-support/fixture-site/index.js';
import { addSiteToPlan, authHeaders } from './support/api.js';
import { newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { expect, test } from './support/test.js';

// Issue 19 end to end from the web app: a customer stores the sign-in of their site and scans the
// pages behind it; with a wrong password the scan fails and says why.
test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

const SCAN_TIMEOUT = 90_000;

function texts(file: string) {
  return JSON.parse(
    readFileSync(new URL(`../apps/web/src/i18n/locales/de/${file}.json`, import.meta.url), 'utf8'),
  );
}

test('a customer stores the sign-in of their site, scans the member area, then sees a wrong password fail the scan', async ({
  page,
  membersUrl,
}) => {
  test.setTimeout(2 * SCAN_TIMEOUT + 120_000);
  const settingsTexts = texts('siteSettings');
  const resultTexts = texts('scanResult');
  await newCustomer(page, 'signed-in-scan', { plan: 'basic' });
  await addSiteToPlan(page, membersUrl);
  const headers = await authHeaders(page);
  const monitors = (await (await page.request.get('/api/monitors', { headers })).json()) as {
    items: Array<{ id: string }>;
  };
  const siteId = monitors.items[0]!.id;

  const storeSignIn = async (password: string) => {
    await page.goto(`/sites/${siteId}/settings`);
    const form = page.getByTestId('site-settings-form');
    await form.getByRole('radio', { name: settingsTexts.signIn.kind_form, exact: true }).check();
    await form
      .getByRole('textbox', { name: settingsTexts.signIn.loginUrl, exact: true })
      .fill(new URL('/login', membersUrl).href);
    await form
      .getByRole('textbox', { name: settingsTexts.signIn.username, exact: true })
      .fill(MEMBER.username);
    await form.getByLabel(settingsTexts.signIn.password, { exact: true }).fill(password);
    await form.getByRole('button', { name: settingsTexts.save, exact: true }).click();
    await expect(page.getByTestId('site-settings-status')).toHaveText(settingsTexts.saved);
  };

  const siteScan = async (): Promise<{ id: string; status: string }> => {
    await page.goto('/runs');
    await page
      .getByRole('button', { name: /Scan erstellen|Neuer Scan/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Neuen Scan starten' });
    await dialog.getByLabel('Prüfprofil').selectOption('wcag21aa');
    await expect(dialog.getByRole('radio', { name: /^Ganze Website/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Scan starten' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('run-row').first();
    await expect(row.getByTestId('scan-status')).toHaveText(/Fertig|Fehlgeschlagen/, {
      timeout: SCAN_TIMEOUT,
    });
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/run\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    const scan = (await (await page.request.get(`/api/scans/${id}`, { headers })).json()) as {
      status: string;
    };
    return { id, status: scan.status };
  };

  await storeSignIn(MEMBER.password);
  const signedIn = await siteScan();
  expect(signedIn.status).toBe('succeeded');
  // The pages behind the sign-in are on the result page, each under its own address.
  // The page filter fills once the scan's pages have loaded.
  const pageOptions = page.getByLabel('Seite', { exact: true }).locator('option');
  const memberPages = ['/members/', '/members/profil.html', '/members/termine.html'].map(
    (path) => new URL(path, membersUrl).href,
  );
  await expect.poll(() => pageOptions.allInnerTexts()).toEqual(expect.arrayContaining(memberPages));
  const report = await (await page.request.get(`/api/scans/${signedIn.id}/report.json`, { headers })).text();
  expect(report).not.toContain(MEMBER.password);

  await storeSignIn('Falsches-Passwort-42');
  const refused = await siteScan();
  expect(refused.status).toBe('failed');
  await expect(page.getByText(FAILURE_TEXTS.de.codes.sign_in_failed.reason)).toBeVisible();
  await expect(page.getByText(FAILURE_TEXTS.de.codes.sign_in_failed.hint)).toBeVisible();
  // What the login page answered, in its own words, and the way to the settings to correct it.
  const failure = page.getByTestId('scan-failure');
  await expect(failure.getByTestId('failure-sign-in-answer')).toHaveText(
    'Die Anmeldeseite meldete: „E-Mail-Adresse oder Passwort ist falsch.“',
  );
  await failure.getByRole('link', { name: resultTexts.failure.toSignInSettings }).click();
  await expect(page).toHaveURL(new RegExp(`/sites/${siteId}/settings$`));
});
