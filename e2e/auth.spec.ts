/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import {
  fillLogin,
  fillRegistration,
  grantPlan,
  logIn,
  mailCount,
  mailLink,
  newCustomer,
  recordedHistory,
  recordHistory,
  registerVerifiedUser,
  signOutEverywhere,
  skipWithoutEmbeddedProvider,
  uniqueEmail,
  VERIFY_LINK,
} from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { LOGIN_REQUIRED_ROUTES } from './support/routes.js';
import { expect, presetPreferences, storePreferences, test } from './support/test.js';

// Sign-in against the server's embedded OpenID provider. These tests need the server half of
// issue 5 (the provider at /oidc); without it they are skipped, saying so.
test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

const onProvider = (page: Page) => expect(page).toHaveURL(/\/oidc\//);

test('signed out, a login-required route starts the login and stores the full wanted path', async ({
  page,
}) => {
  for (const route of LOGIN_REQUIRED_ROUTES) {
    await page.goto(`${route}?x=1#y`);
    await onProvider(page);
  }
  // oidc-client-ts keeps the login state (with our return target) in localStorage until the callback.
  await page.goto('/');
  const targets = await page.evaluate(() =>
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith('oidc.') && !key.startsWith('oidc.user:'))
      .map(
        (key) =>
          (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { data?: { returnTo?: string } }).data
            ?.returnTo,
      ),
  );
  // /profile redirects to /profile/general first, keeping query and hash.
  const expected = LOGIN_REQUIRED_ROUTES.map((route) => (route === '/profile' ? '/profile/general' : route));
  expect(targets.sort()).toEqual(expected.map((route) => `${route}?x=1#y`).sort());
});

test('a failed login callback clears the query string, lands on / and says so', async ({ page }) => {
  await page.goto('/?error=access_denied&state=unknown-state');
  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByRole('alert').filter({ hasText: 'Die Anmeldung ist fehlgeschlagen.' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations, `axe with the notice:\n${describeViolations(violations)}`).toEqual([]);
  await notice.getByRole('button', { name: 'Hinweis schließen' }).click();
  await expect(notice).toHaveCount(0);
});

test('register → verify the e-mail → log in → the guard sends to /setup → log out', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await registerVerifiedUser(page, 'flow');
  await signOutEverywhere(page);
  await recordHistory(page);

  await logIn(page, email);
  // Login returns to the runs list; without a plan the guard sends the user on to /setup.
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarif wählen');
  expect(await recordedHistory(page)).toEqual(expect.arrayContaining(['/runs', '/setup']));
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Scans' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profil' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toHaveCount(0);
  // The session is cached in localStorage, with a refresh token for silent renewal.
  const session = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? (JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>) : null;
  });
  expect(session).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });

  // A cached token within the 60 s leeway is renewed with the refresh token when the app loads.
  await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('oidc.user:'))!;
    const user = JSON.parse(window.localStorage.getItem(key)!) as { expires_at: number };
    user.expires_at = Math.floor(Date.now() / 1000) + 30;
    window.localStorage.setItem(key, JSON.stringify(user));
  });
  const refreshed = page.waitForRequest(
    (request) =>
      request.url().endsWith('/oidc/token') &&
      (request.postData() ?? '').includes('grant_type=refresh_token'),
  );
  await page.reload();
  expect((await (await refreshed).response())?.status()).toBe(200);
  await expect(nav.getByRole('link', { name: 'Profil' })).toBeVisible();

  // Log out: local and session storage are cleared before the provider ends its session.
  await page.evaluate(() => {
    window.localStorage.setItem('color-scheme', 'dark');
    window.sessionStorage.setItem('e2e-marker', '1');
  });
  // One click: the app sends its id token along, so the provider does not ask a second time.
  const providerPages: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/oidc/')) providerPages.push(frame.url());
  });
  await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(providerPages.some((url) => url.includes('/oidc/session/end'))).toBe(true);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Registrieren' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    local: Object.keys(window.localStorage),
    session: window.sessionStorage.getItem('e2e-marker'),
  }));
  // Only the language the app writes again on start; no session, no colour scheme.
  expect(stored.local.filter((key) => key !== 'locale')).toEqual([]);
  expect(stored.session).toBeNull();
  // The provider's session is over too: Login asks for the password again.
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('after login the stored target is used before the guard decides', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await registerVerifiedUser(page, 'target');
  await signOutEverywhere(page);
  await recordHistory(page);

  await page.goto('/run/abc?x=1#y');
  await fillLogin(page, email);
  // No plan: the guard ends on /setup — but only after the callback restored the wanted path.
  await expect(page).toHaveURL(/\/setup$/);
  const history = await recordedHistory(page);
  const target = history.indexOf('/run/abc?x=1#y');
  expect(target, `history: ${history.join(' → ')}`).toBeGreaterThanOrEqual(0);
  expect(history.indexOf('/setup', target)).toBeGreaterThan(target);

  // With a plan (bought through the test-mode checkout), the same login stays on the target.
  await grantPlan(page);
  await page.goto('/run/abc?x=1#y');
  await expect(page).toHaveURL(/\/run\/abc\?x=1#y$/);
  // The run detail page itself answers (no such scan here), not the guard or the setup page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scan nicht gefunden');
  // Signed in, Scans is highlighted for the runs and below; the mobile menu has the same actions.
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Scans' })).toHaveAttribute('aria-current', 'page');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menü' }).click();
  const menu = page.getByRole('dialog', { name: 'Navigation' });
  await expect(menu.getByRole('link', { name: 'Scans' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Profil' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Anmelden' })).toHaveCount(0);
});

test('the profile shows name and e-mail, saves the name, passes axe in de/en × light/dark', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = await newCustomer(page, 'profile');

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/general$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profil');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  const name = page.getByRole('textbox', { name: 'Vollständiger Name' });
  await expect(name).toHaveValue('Erika Mustermann');
  await name.fill('Erika Musterfrau');
  await page.getByRole('button', { name: 'Namen speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Name wurde gespeichert.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Vollständiger Name' })).toHaveValue('Erika Musterfrau');

  for (const locale of ['de', 'en'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await storePreferences(page, { locale, colorScheme: scheme });
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByTestId('profile-email')).toHaveText(email);
      const violations = await axeViolations(page);
      expect
        .soft(violations, `profile (${locale}, ${scheme}):\n${describeViolations(violations)}`)
        .toEqual([]);
    }
  }
});

test('an unverified user asks for a new verification link from the profile', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('unverified');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
  await fillRegistration(page, email, 'Max Mustermann');
  // Registering signs in and returns to the runs list; without a plan yet, the guard says /setup.
  await expect(page).toHaveURL(/\/setup$/);
  await grantPlan(page);
  await page.goto('/runs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Scans');
  await expect.poll(() => mailCount(email, VERIFY_LINK)).toBe(1);

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Profil' })
    .click();
  await expect(page).toHaveURL(/\/profile\/general$/);
  await expect(page.getByText('Ihre E-Mail-Adresse ist noch nicht bestätigt.')).toBeVisible();
  await page.getByRole('button', { name: 'Jetzt bestätigen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Wir haben einen Bestätigungslink an ${email} gesendet.` }),
  ).toBeVisible();
  await expect.poll(() => mailCount(email, VERIFY_LINK)).toBe(2);
});

test("the provider's login and registration pages pass axe in de/en × light/dark", async ({ page }) => {
  test.setTimeout(120_000);
  for (const locale of ['de', 'en'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await page.evaluate((locale) => window.localStorage.setItem('locale', locale), locale);
      await page.reload();
      const banner = page.getByRole('banner');
      for (const button of locale === 'de' ? ['Anmelden', 'Registrieren'] : ['Log in', 'Sign up']) {
        await page.goto('/');
        await banner.getByRole('button', { name: button }).click();
        await onProvider(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const violations = await axeViolations(page);
        expect
          .soft(violations, `${button} page (${locale}, ${scheme}):\n${describeViolations(violations)}`)
          .toEqual([]);
      }
    }
  }
});

test('opened at the other loopback alias, the app moves to PUBLIC_URL and sign-up works; the notice says where the mail went', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The server runs with PUBLIC_URL=http://127.0.0.1:<port>; the same server answers on localhost.
  const other = new URL(baseURL!);
  other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  await page.goto(`${other.origin}/pricing?x=1`);
  await expect(page).toHaveURL(`${baseURL}/pricing?x=1`);

  const email = uniqueEmail('alias');
  await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
  await fillRegistration(page, email, 'Erika Mustermann');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Abmelden' })).toBeVisible();

  // Without SMTP (as here) the mail is in the server log, and the notice says so.
  const notice = page.getByTestId('verification-notice');
  await expect(notice).toContainText(`Wir haben Ihnen eine E-Mail an ${email} geschickt.`);
  await expect(notice).toContainText('Spam-Ordner');
  await expect(notice).toContainText(`im Protokoll des Servers, in der Zeile „mail to ${email}: …“`);
  await expect.poll(() => mailCount(email, VERIFY_LINK)).toBe(1);
  const violations = await axeViolations(page);
  expect(violations, `axe with the notice:\n${describeViolations(violations)}`).toEqual([]);
  await notice.getByRole('button', { name: 'Hinweis schließen' }).click();
  await expect(notice).toHaveCount(0);
});

test('in English: the provider page switches to German and back mid-registration; the notice is English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await presetPreferences(page, { locale: 'en' });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  await onProvider(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
  // Our favicon and our logo, as in the app.
  const icon = await page.locator('link[rel=icon]').getAttribute('href');
  const iconAnswer = await page.request.get(icon!);
  expect(iconAnswer.status()).toBe(200);
  expect(iconAnswer.headers()['content-type']).toContain('image/svg+xml');
  await expect(page.getByRole('banner').locator('svg.logo')).toBeVisible();

  // The switch is a pair of links reached by keyboard; the entered name does not matter here.
  const languages = page.getByRole('navigation', { name: 'Language' });
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('link', { name: 'Deutsch' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konto anlegen');
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');

  const email = uniqueEmail('switch');
  await fillRegistration(page, email, 'Jane Doe');
  await expect(page).toHaveURL(/\/setup$/);
  const notice = page.getByTestId('verification-notice');
  await expect(notice).toContainText(`We have sent an e-mail to ${email}.`);
  await expect(notice).toContainText("in the server's log");
  // The mail went out in the language the form was sent in (the browser prefers German).
  expect(await mailLink(email, VERIFY_LINK)).toMatch(/&lang=en$/);

  // So does a new link asked for on the profile.
  await grantPlan(page);
  await page.goto('/profile/general');
  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `We have sent a verification link to ${email}.` }),
  ).toBeVisible();
  await expect.poll(() => mailCount(email, VERIFY_LINK)).toBe(2);
  expect(await mailLink(email, VERIFY_LINK)).toMatch(/&lang=en$/);
});

test('when the sign-in provider cannot be reached, the notice stands below the header, full width', async ({
  page,
}) => {
  await page.route('**/api/auth/config', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Die Anmeldung ist gerade nicht erreichbar.' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('banner').getByRole('alert')).toHaveCount(0);
  const [alertBox, bannerBox] = [await alert.boundingBox(), await page.getByRole('banner').boundingBox()];
  expect(alertBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height - 1);
  expect(alertBox!.width).toBeGreaterThan(bannerBox!.width * 0.9);
  const violations = await axeViolations(page);
  expect(violations, `axe with the notice:\n${describeViolations(violations)}`).toEqual([]);
  // The next attempt clears it; once the provider answers again, it works.
  await page.unroute('**/api/auth/config');
  await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
  await onProvider(page);
});

test('back from the provider, the page the browser restores from its cache has working Login buttons', async ({
  playwright,
  baseURL,
}) => {
  // Playwright turns the back/forward cache off; a person's browser has it on.
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await browser.newPage({ baseURL: baseURL!, locale: 'de-DE' });
    await page.goto('/');
    await page.evaluate(() => {
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) document.documentElement.dataset.restored = 'yes';
      });
    });
    const login = page.getByRole('banner').getByRole('button', { name: 'Anmelden' });
    await login.click();
    await onProvider(page);
    // A page restored from the cache fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    // Restored as it was left (mid-redirect), not loaded afresh.
    await expect(page.locator('html')).toHaveAttribute('data-restored', 'yes');
    await expect(login).not.toHaveAttribute('aria-disabled', 'true');
    await login.click();
    await onProvider(page);
  } finally {
    await browser.close();
  }
});
