/// <reference lib="dom" />
import type { Browser, Page } from '@playwright/test';
import { addSiteToPlan } from './support/api.js';
import { logInNewUser, mailLink, newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { pageTitle } from './support/routes.js';
import { expect, storePreferences, test } from './support/test.js';

// Issue 31's second walkthrough: an agency on the Pro plan makes a client group per client, with
// the client's sites and (Pro has branding) their own name and logo, and invites one person per
// client with the client role. Each client sees their own site and not the other's — also on a new
// device, where the plan page offers the agency's organisation instead of selling a plan.

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

/** A 1×1 PNG: the server checks a logo by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const inApp = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
};

async function makeGroup(page: Page, name: string, brand: string, site: string): Promise<void> {
  const section = page.getByRole('region', { name: 'Kundengruppen' });
  await section.getByRole('button', { name: 'Neue Kundengruppe' }).click();
  const form = section.getByRole('form', { name: 'Neue Kundengruppe' });
  await expect(form.getByLabel('Name des Kunden')).toBeFocused();
  await form.getByLabel('Name des Kunden').fill(name);
  await form.getByLabel('Name auf Berichten und Erklärung').fill(brand);
  await form.getByRole('checkbox', { name: site }).check();
  await form.getByRole('button', { name: 'Kundengruppe anlegen' }).click();
  await expect(section.getByRole('status').first()).toContainText(`„${name}“ ist angelegt`);
  await expect(section.getByRole('heading', { level: 4, name })).toBeVisible();
}

async function inviteClient(page: Page, email: string, group: string): Promise<void> {
  const invite = page.getByRole('form', { name: 'Jemanden einladen' });
  await invite.getByLabel('E-Mail-Adresse').fill(email);
  await invite.getByLabel('Rolle').selectOption({ label: 'Kunde' });
  await invite.getByLabel('Kundengruppe').selectOption({ label: group });
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(invite.getByRole('status')).toContainText(email);
}

/** A new person who accepts the mailed invitation in their own browser; returns their page. */
async function clientJoins(browser: Browser, label: string, invite: (email: string) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await logInNewUser(page, label);
  await invite(email);
  await page.goto(inApp(await mailLink(email, '/einladung#')));
  await page.getByRole('button', { name: 'Einladung annehmen' }).click();
  await expect(page.getByRole('status')).toContainText('Willkommen in');
  return page;
}

test('an agency gives each client their own group; each client sees only their site', async ({
  page,
  browser,
  fixtureUrl,
  libraryUrl,
}) => {
  test.setTimeout(300_000);
  await newCustomer(page, 'agency', { plan: 'pro' });
  await addSiteToPlan(page, fixtureUrl);
  await addSiteToPlan(page, libraryUrl);
  const bakery = new URL(fixtureUrl).host;
  const publisher = new URL(libraryUrl).host;

  await page.goto('/profile/team');
  await expect(page).toHaveTitle(pageTitle('de', 'team'));
  const section = page.getByRole('region', { name: 'Kundengruppen' });
  await expect(section.getByText('Noch keine Kundengruppen.')).toBeVisible();

  // Bad input changes nothing: a group needs a name.
  await section.getByRole('button', { name: 'Neue Kundengruppe' }).click();
  await section.getByRole('button', { name: 'Kundengruppe anlegen' }).click();
  await expect(section.getByRole('form')).toContainText('Geben Sie den Namen des Kunden ein.');
  await section.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(section.getByText('Noch keine Kundengruppen.')).toBeVisible();

  await makeGroup(page, 'Bäckerei Sonne', 'Bäckerei Sonne GmbH', bakery);
  await makeGroup(page, 'Verlag Mond', 'Verlag Mond KG', publisher);

  // The bakery's logo; a file that is no picture is refused before it is sent.
  const logoInput = section.getByLabel('Logo für „Bäckerei Sonne“ hochladen');
  await logoInput.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(section.getByRole('alert').filter({ hasText: 'kein PNG- oder JPEG-Bild' })).toBeVisible();
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(section.getByText('Das Logo von „Bäckerei Sonne“ ist gespeichert.')).toBeVisible();
  await expect(section.getByRole('img', { name: 'Logo von Bäckerei Sonne GmbH' })).toBeVisible();

  const bakeryClient = await clientJoins(browser, 'client-bakery', (email) =>
    inviteClient(page, email, 'Bäckerei Sonne'),
  );
  const publisherClient = await clientJoins(browser, 'client-publisher', (email) =>
    inviteClient(page, email, 'Verlag Mond'),
  );

  for (const [client, own, other] of [
    [bakeryClient, bakery, publisher],
    [publisherClient, publisher, bakery],
  ] as const) {
    await client.goto('/sites');
    await expect(client.getByRole('main')).toContainText(own);
    await expect(client.getByRole('main')).not.toContainText(other);
  }

  // On a new device nothing is chosen yet: the plan page offers the agency instead of a plan.
  await bakeryClient.evaluate(() => window.localStorage.removeItem('klarsicht.organisation'));
  await bakeryClient.goto('/setup');
  const others = bakeryClient.getByRole('region', { name: 'Sie gehören auch zu anderen Organisationen' });
  await others.getByRole('button', { name: /\(Kunde\)$/ }).click();
  await expect(bakeryClient).toHaveURL(/\/sites$/);
  // Which organisation the lists show is said above them, with the way to switch.
  await expect(bakeryClient.getByRole('main')).toContainText(/Sie arbeiten in „.+“ als Kunde\./);
  await expect(bakeryClient.getByRole('link', { name: 'Organisation wechseln' })).toHaveAttribute(
    'href',
    '/profile/team',
  );
  await expect(bakeryClient.getByRole('main')).toContainText(bakery);
  await expect(bakeryClient.getByRole('main')).not.toContainText(publisher);
  const clientView = await axeViolations(bakeryClient);
  expect.soft(clientView, `a client's sites:\n${describeViolations(clientView)}`).toEqual([]);

  // The groups count their clients; the screen passes axe in both languages and colour schemes.
  await page.reload();
  await expect(section.getByRole('listitem').filter({ hasText: 'Bäckerei Sonne' })).toContainText('Kunden1');
  for (const locale of ['de', 'en'] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await storePreferences(page, { locale, colorScheme });
      await page.goto('/profile/team');
      await expect(page).toHaveTitle(pageTitle(locale, 'team'));
      await expect(page.getByRole('img', { name: /Bäckerei Sonne GmbH/ })).toBeVisible();
      const violations = await axeViolations(page);
      expect
        .soft(
          violations,
          `team page with client groups (${locale}, ${colorScheme}):\n${describeViolations(violations)}`,
        )
        .toEqual([]);
    }
  }

  // Deleting a group ends its client's access.
  await storePreferences(page, { locale: 'de', colorScheme: 'light' });
  await page.goto('/profile/team');
  await section.getByRole('button', { name: 'Kundengruppe „Verlag Mond“ löschen' }).click();
  await section.getByRole('button', { name: 'Löschen', exact: true }).click();
  await expect(section.getByText('Die Kundengruppe „Verlag Mond“ ist gelöscht.')).toBeVisible();
  await publisherClient.goto('/sites');
  await expect(publisherClient.getByRole('main')).not.toContainText(publisher);

  await bakeryClient.context().close();
  await publisherClient.context().close();
});
