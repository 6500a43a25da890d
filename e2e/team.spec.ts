/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { addSiteToPlan } from './support/api.js';
import { logInNewUser, mailLink, newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { pageTitle } from './support/routes.js';
import { expect, storePreferences, test } from './support/test.js';

// Issue 31's first walkthrough, against the real server and provider: the owner of a plan invites
// a second person by e-mail; that person signs in, accepts, and works on the owner's site with the
// role given — and the owner changes the role. The team page passes axe in both languages and
// colour schemes, is usable by keyboard and reflows at 320 px.

test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

const INVITATION_LINK = '/einladung#';

/** The path and fragment of a mailed link: the e2e server's public address may differ from baseURL. */
const inApp = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
};

async function openTeamPage(page: Page): Promise<void> {
  await page.goto('/profile/team');
  await expect(page).toHaveTitle(pageTitle('de', 'team'));
  await expect(page.getByRole('table')).toBeVisible();
}

test('an owner invites a reader, who joins, sees the site and gets a new role', async ({
  page,
  browser,
  fixtureUrl,
}) => {
  test.setTimeout(240_000);
  await newCustomer(page, 'team-owner', { plan: 'basic' });
  await addSiteToPlan(page, fixtureUrl);
  const host = new URL(fixtureUrl).host;

  // The member-to-be registers first (without a plan of their own, in another browser).
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberEmail = await logInNewUser(member, 'team-member');

  await openTeamPage(page);
  const invite = page.getByRole('form', { name: 'Jemanden einladen' });
  // Bad input first: nothing is sent, the field says why and has the focus.
  await invite.getByLabel('E-Mail-Adresse').fill('keine-adresse');
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(invite.getByLabel('E-Mail-Adresse')).toBeFocused();
  await expect(invite).toContainText('gültige E-Mail-Adresse');

  await invite.getByLabel('E-Mail-Adresse').fill(memberEmail);
  await invite.getByLabel('Rolle').selectOption({ label: 'Leser' });
  await invite.getByLabel('Sprache der Einladung').selectOption('en');
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(invite.getByRole('status')).toContainText(memberEmail);
  const pending = page.getByRole('region', { name: 'Offene Einladungen' });
  await expect(pending.getByRole('listitem')).toContainText([memberEmail]);

  // The basic plan has two seats: the owner and the pending invitation. A third is refused, with the way out.
  await invite.getByLabel('E-Mail-Adresse').fill(`third-${memberEmail}`);
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(invite).toContainText('Alle Plätze Ihres Tarifs sind vergeben');
  await expect(invite.getByRole('link', { name: 'Tarif ändern' })).toBeVisible();
  await expect(pending.getByRole('listitem')).toHaveCount(1);

  // The member opens the mailed link (in English, as chosen), signed in, and accepts.
  await member.goto(inApp(await mailLink(memberEmail, INVITATION_LINK)));
  await member.getByRole('button', { name: 'Einladung annehmen' }).click();
  await expect(member.getByRole('status')).toContainText('Willkommen in');

  // Now they work in the owner's organisation: the guard lets them in, the owner's site is listed.
  await member.goto('/sites');
  await expect(member.getByRole('main')).toContainText(host);
  await member.goto('/profile/team');
  const theirRows = member.getByRole('table').getByRole('row');
  await expect(theirRows.filter({ hasText: memberEmail })).toContainText('Leser');
  await expect(member.getByRole('form', { name: 'Jemanden einladen' })).toHaveCount(0);

  // The owner sees the member and makes them an editor, by keyboard.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: memberEmail });
  const roleSelect = row.getByRole('combobox', { name: /^Rolle von .* ändern$/ });
  await roleSelect.focus();
  await roleSelect.selectOption({ label: 'Bearbeiter' });
  await expect(page.getByRole('region', { name: 'Mitglieder' }).getByRole('status')).toContainText(
    '„Bearbeiter“',
  );
  await expect(pending.getByText('Keine offenen Einladungen.')).toBeVisible();
  await member.reload();
  await expect(theirRows.filter({ hasText: memberEmail })).toContainText('Bearbeiter');

  // The team page as the owner sees it passes axe in de/en × light/dark and reflows at 320 px.
  for (const locale of ['de', 'en'] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await storePreferences(page, { locale, colorScheme });
      await page.goto('/profile/team');
      await expect(page).toHaveTitle(pageTitle(locale, 'team'));
      await expect(page.getByRole('table')).toBeVisible();
      const violations = await axeViolations(page);
      expect
        .soft(violations, `team page (${locale}, ${colorScheme}):\n${describeViolations(violations)}`)
        .toEqual([]);
    }
  }
  await page.setViewportSize({ width: 320, height: 640 });
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The member leaves; they are back in their own organisation, where the owner's site is not.
  await storePreferences(member, { locale: 'de', colorScheme: 'light' });
  await member.goto('/profile/team');
  await member
    .getByRole('row')
    .filter({ hasText: memberEmail })
    .getByRole('button', { name: 'Organisation verlassen' })
    .click();
  await member.getByRole('button', { name: 'Organisation verlassen' }).click();
  await expect(member.getByRole('combobox', { name: 'Organisation' })).toHaveValue(/.+/);
  await expect(
    member.getByRole('combobox', { name: 'Organisation' }).locator('option:checked'),
  ).toContainText('(persönlich)');
  await memberContext.close();
});

test('an invitation link without its token says so, and a used one is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await logInNewUser(page, 'team-nolink');
  await page.goto('/einladung');
  await expect(page).toHaveTitle(pageTitle('de', 'invitation'));
  await expect(page.getByRole('alert')).toContainText('enthält keine Einladung');
  // A mailed link is opened fresh, not as a jump within the page just shown.
  await page.goto('/profile/team');
  await page.goto('/einladung#not-a-real-token-0123456789');
  await page.getByRole('button', { name: 'Einladung annehmen' }).click();
  await expect(page.getByRole('alert')).toContainText('Diese Einladung gilt nicht');
});
