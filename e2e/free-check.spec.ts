/// <reference lib="dom" />
import { FAILURE_TEXTS } from '@klarsicht/texts/failures';
import type { Page } from '@playwright/test';
import { logInNewUser, newCustomer, skipWithoutEmbeddedProvider } from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

// The rate-limit message's clock time is read in the browser's time zone.
test.use({ timezoneId: 'Europe/Berlin' });

// A scan starts a browser on the server: allow for a slow, busy machine.
const SCAN_TIMEOUT = 90_000;

const UNREACHABLE_REASON = FAILURE_TEXTS.de.codes.unreachable.reason;
const UNREACHABLE_HINT = FAILURE_TEXTS.de.codes.unreachable.hint;

function heroForm(page: Page) {
  return page.getByRole('form', { name: 'Kostenloser Schnelltest', exact: true });
}

test('a free check of the fixture page shows the results overview and a locked full report', async ({
  page,
  fixtureUrl,
}) => {
  test.setTimeout(SCAN_TIMEOUT + 30_000);
  await page.goto('/');
  const form = heroForm(page);
  await form.getByRole('textbox', { name: 'Adresse Ihrer Website' }).fill(fixtureUrl);
  const eventStream = page.waitForRequest(/\/api\/scans\/[^/]+\/events$/);
  await form.getByRole('button', { name: 'Kostenlos prüfen' }).click();
  // Progress arrives as server-sent events.
  await eventStream;

  // Progress is announced in a polite live region.
  const status = page
    .getByRole('status')
    .filter({ hasText: /Prüfung|Seite wird geprüft/ })
    .first();
  await expect(status).toHaveAttribute('aria-live', 'polite');

  const results = page.getByTestId('free-check-results');
  await expect(results).toBeVisible({ timeout: SCAN_TIMEOUT });
  await expect(results.getByRole('heading', { name: `Ergebnis für ${fixtureUrl}` })).toBeFocused();
  await expect(page.getByRole('status').first()).toContainText('Die Prüfung ist abgeschlossen');

  // Counts per impact: the fixture's missing alt text, label and button name are critical,
  // its low contrast serious.
  await expect(results.getByTestId('impact-count-critical')).not.toHaveText('0');
  await expect(results.getByTestId('impact-count-serious')).not.toHaveText('0');

  // The first violations with help text and a learn-more link.
  const violations = results.getByTestId('violation');
  await expect(violations).toHaveCount(3);
  await expect(results.locator('code')).toContainText(['image-alt']);
  const first = violations.first();
  await expect(first.getByRole('link', { name: /^Mehr erfahren/ })).toHaveAttribute('href', /^https:\/\//);

  // The full report comes with a plan, and the button says so: registering alone unlocks nothing.
  const locked = results.getByTestId('locked-report');
  await expect(locked).toContainText('Vollständiger Bericht');
  await expect(locked).toContainText('Mit einem Tarif sehen Sie den vollständigen Bericht');
  await expect(locked.getByRole('button', { name: 'Registrieren und Tarif wählen' })).toBeVisible();
  // So are the conformance view and the statement: a preview of their shape, and the way to the plans.
  const conformance = results.getByTestId('locked-conformance');
  await expect(conformance.getByRole('table', { name: /\(Beispiel\)$/ })).toBeVisible();
  await expect(conformance.getByRole('link', { name: 'Tarife ansehen' })).toHaveAttribute('href', '/pricing');

  const axe = await axeViolations(page);
  expect(axe, `axe on the results:\n${describeViolations(axe)}`).toEqual([]);

  // The axe helper itself finds the fixture's violations (so a pass above means something).
  await page.goto(fixtureUrl);
  const fixtureRules = (await axeViolations(page)).map((violation) => violation.id);
  expect(fixtureRules).toEqual(
    expect.arrayContaining(['image-alt', 'label', 'button-name', 'color-contrast']),
  );
});

test('a site that cannot be reached shows the failure message with its reason', async ({
  page,
  unreachableUrl,
}) => {
  test.setTimeout(SCAN_TIMEOUT + 30_000);
  await page.goto('/');
  const form = heroForm(page);
  await form.getByRole('textbox', { name: 'Adresse Ihrer Website' }).fill(unreachableUrl);
  await form.getByRole('button', { name: 'Kostenlos prüfen' }).click();

  const failure = page.getByTestId('free-check-failure');
  await expect(failure).toBeVisible({ timeout: SCAN_TIMEOUT });
  await expect(
    failure.getByRole('heading', { name: 'Wir konnten diese Website nicht prüfen' }),
  ).toBeFocused();
  await expect(failure.getByTestId('failure-reason')).toHaveText(UNREACHABLE_REASON);
  await expect(failure.getByTestId('failure-hint')).toHaveText(UNREACHABLE_HINT);
  // Typed with its scheme: no other scheme is offered.
  await expect(failure.getByTestId('http-suggestion')).toHaveCount(0);
  await expect(failure).not.toContainText('bei uns');
  await expect(page.getByRole('status').first()).toHaveText('Die Prüfung ist fehlgeschlagen.');

  // "Check another address" leads back to the field.
  await failure.getByRole('button', { name: 'Andere Adresse prüfen' }).click();
  await expect(form.getByRole('textbox', { name: 'Adresse Ihrer Website' })).toBeFocused();
  await expect(failure).toBeHidden();
});

test('an address typed without a scheme that fails on https:// offers http://, which then checks', async ({
  page,
  fixtureUrl,
}) => {
  test.setTimeout(2 * SCAN_TIMEOUT + 30_000);
  // The fixture site speaks plain HTTP: https:// on its port fails, http:// works.
  // A long address, as a campaign link is, that must still wrap on a phone.
  const longUrl = `${fixtureUrl}?kampagne=fruehjahrsaktion-barrierefreiheit-2026-newsletter-ausgabe-april`;
  const typed = longUrl.replace(/^http:\/\//, '');
  const httpUrl = new URL(longUrl).href;
  await page.goto('/');
  const form = heroForm(page);
  await form.getByRole('textbox', { name: 'Adresse Ihrer Website' }).fill(typed);
  await form.getByRole('button', { name: 'Kostenlos prüfen' }).click();

  const failure = page.getByTestId('free-check-failure');
  await expect(failure).toBeVisible({ timeout: SCAN_TIMEOUT });
  await expect(failure.getByTestId('http-suggestion')).toContainText(httpUrl);
  // The long address wraps on a phone: nothing scrolls sideways at 320 px.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect
    .poll(() =>
      page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth),
    )
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await failure.getByRole('button', { name: `Mit ${httpUrl} prüfen` }).click();

  const results = page.getByTestId('free-check-results');
  await expect(results).toBeVisible({ timeout: SCAN_TIMEOUT });
  await expect(results.getByRole('heading', { name: `Ergebnis für ${httpUrl}` })).toBeVisible();
});

test('the address is validated inline, and API errors appear as translated messages', async ({ page }) => {
  // The rate-limit message names a clock time: fix "now" (13:44 in Berlin).
  await page.clock.setFixedTime(new Date('2026-11-23T13:44:00+01:00'));
  await page.goto('/');
  const form = heroForm(page);
  const input = form.getByRole('textbox', { name: 'Adresse Ihrer Website' });
  await form.getByRole('button', { name: 'Kostenlos prüfen' }).click();
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(/Bitte geben Sie die Adresse Ihrer Website ein\./);

  await input.fill('kein gültiger name');
  await expect(input).toHaveAccessibleDescription(/Bitte geben Sie eine gültige Adresse ein/);
  await input.fill('example.com');
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');

  // A port browsers block: the server refuses it at once, and the field says why.
  await input.fill('example.com:6000');
  await form.getByRole('button', { name: 'Kostenlos prüfen' }).click();
  await expect(input).toHaveAccessibleDescription(/Browser öffnen diesen Port aus Sicherheitsgründen nicht/);
  await input.fill('example.com');
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');

  // 429 problem+json from POST /api/scans with Retry-After (48 minutes): the message says when
  // the next check is possible, by the clock and from now, in German and then in English.
  await page.route('**/api/scans', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/problem+json',
      headers: { 'retry-after': '2880' },
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Too Many Requests',
        status: 429,
        code: 'rate_limited',
        detail: 'All 5 free checks of this period are used; try again in 48 minute(s), or choose a plan.',
      }),
    }),
  );
  await form.getByRole('button', { name: 'Kostenlos prüfen' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Ihre kostenlosen Prüfungen sind vorerst aufgebraucht. Die nächste kostenlose Prüfung ist um 14:32 Uhr möglich (in 48 Minuten).',
  );
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  const englishForm = page.getByRole('form', { name: 'Free quick check', exact: true });
  await englishForm.getByRole('textbox', { name: "Your website's address" }).fill('https://example.com');
  await englishForm.getByRole('button', { name: 'Check for free' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You have used up your free checks for now. The next free check is possible at 14:32 (in 48 minutes).',
  );

  // Without Retry-After there is no time to name.
  await page.unroute('**/api/scans');
  await page.route('**/api/scans', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Too Many Requests',
        status: 429,
        code: 'rate_limited',
      }),
    }),
  );
  await englishForm.getByRole('button', { name: 'Check for free' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You have started too many checks in a short time. Please wait a moment and try again.',
  );

  // 400 invalid_url is shown at the field.
  await page.unroute('**/api/scans');
  await page.route('**/api/scans', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Bad Request', status: 400, code: 'invalid_url' }),
    }),
  );
  await englishForm.getByRole('button', { name: 'Check for free' }).click();
  const englishInput = englishForm.getByRole('textbox', { name: "Your website's address" });
  await expect(englishInput).toHaveAccessibleDescription(/We can't check this address/);
  await expect(englishInput).toBeFocused();
});

test('the free check can be completed with the keyboard alone', async ({ page, fixtureUrl }) => {
  test.setTimeout(SCAN_TIMEOUT + 30_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // first field of the main content
  const input = heroForm(page).getByRole('textbox', { name: 'Adresse Ihrer Website' });
  await expect(input).toBeFocused();
  await expect(input).toHaveCSS('outline-style', 'solid');
  await page.keyboard.type(fixtureUrl);
  await page.keyboard.press('Enter');

  const heading = page.getByRole('heading', { name: `Ergebnis für ${fixtureUrl}` });
  await expect(heading).toBeFocused({ timeout: SCAN_TIMEOUT });

  // Onwards through the results to the unlock button, each stop with a visible focus ring.
  const unlock = page.getByRole('button', { name: 'Registrieren und Tarif wählen' });
  for (let stops = 0; stops < 10; stops += 1) {
    await page.keyboard.press('Tab');
    const focusedOutline = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element ? getComputedStyle(element).outlineStyle : 'none';
    });
    expect(focusedOutline).toBe('solid');
    if (await unlock.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(unlock).toBeFocused();
  await page.keyboard.press('Enter');
  // Unlocking means signing up: the embedded provider's registration page (it returns to /runs).
  await expect(page).toHaveURL(/\/oidc\//);
  await expect(page.getByRole('button', { name: 'Konto anlegen' })).toBeVisible();
});

test('signed in, the free check on / carries the access token: it counts on the account and is the user’s own', async ({
  page,
  fixtureUrl,
  baseURL,
}) => {
  await skipWithoutEmbeddedProvider(baseURL!);
  test.setTimeout(SCAN_TIMEOUT + 120_000);
  // Without a plan the login ends on /setup, which shows the free checks used on this account.
  await logInNewUser(page, 'free-check-account');
  const trial = page.getByTestId('setup-trial');
  await expect(trial).toHaveText(/^0 von \d+ kostenlosen Prüfungen genutzt$/);
  const limit = (await trial.textContent())?.match(/von (\d+)/)?.[1];

  // To the home page within the app, so /setup's account data stay in memory.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Klarsicht/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  const form = heroForm(page);
  await form.getByRole('textbox', { name: 'Adresse Ihrer Website' }).fill(fixtureUrl);
  const started = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/scans$/.test(request.url()),
  );
  await form.getByRole('button', { name: 'Kostenlos prüfen' }).click();
  expect((await started).headers().authorization, 'the free check carries the access token').toMatch(
    /^Bearer ./,
  );

  // The check belongs to the user: its findings are read with the token, and the full report is theirs.
  const results = page.getByTestId('free-check-results');
  await expect(results).toBeVisible({ timeout: SCAN_TIMEOUT });
  await expect(results.getByTestId('violation')).toHaveCount(3);
  const open = results
    .getByTestId('locked-report')
    .getByRole('link', { name: 'Vollständigen Bericht öffnen' });
  await expect(open).toHaveAttribute('href', /^\/run\/[0-9a-f-]{36}$/);
  await expect(results.getByRole('button', { name: 'Registrieren und Tarif wählen' })).toHaveCount(0);

  // Back on /setup (within the app): the check counted on the account, and the count is not stale.
  await page.locator('#pricing').getByRole('link', { name: 'Basic wählen' }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await expect(trial).toHaveText(`1 von ${limit} kostenlosen Prüfungen genutzt`);
});

test('a failed check names its cause and counts no page, in the check and on its run page', async ({
  page,
  unreachableUrl,
  baseURL,
}) => {
  await skipWithoutEmbeddedProvider(baseURL!);
  test.setTimeout(SCAN_TIMEOUT + 120_000);
  // A customer: the run page (/run/:id) needs a plan.
  await newCustomer(page, 'free-check-failed');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Klarsicht/ })
    .click();
  const form = heroForm(page);
  await form.getByRole('textbox', { name: 'Adresse Ihrer Website' }).fill(unreachableUrl);
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/scans$/.test(response.url()),
  );
  await form.getByRole('button', { name: 'Kostenlos prüfen' }).click();
  const { id } = (await (await created).json()) as { id: string };

  const failure = page.getByTestId('free-check-failure');
  await expect(failure.getByTestId('failure-reason')).toHaveText(UNREACHABLE_REASON, {
    timeout: SCAN_TIMEOUT,
  });
  await expect(failure).not.toContainText(/bei uns|net::|ERR_/);
  const axeOnCheck = await axeViolations(page);
  expect(axeOnCheck, `axe on the failed check:\n${describeViolations(axeOnCheck)}`).toEqual([]);

  // The run page says the same and counts no page as checked: the only page was never analysed.
  await page.goto(`/run/${id}`);
  const notice = page.getByTestId('scan-failure');
  await expect(notice.getByTestId('failure-reason')).toHaveText(UNREACHABLE_REASON);
  await expect(notice.getByTestId('failure-hint')).toHaveText(UNREACHABLE_HINT);
  await expect(page.getByTestId('pages-scanned')).toHaveText('0');
  await expect(page.locator('body')).not.toContainText(/net::|ERR_/);
  const axeOnRun = await axeViolations(page);
  expect(axeOnRun, `axe on the failed run:\n${describeViolations(axeOnRun)}`).toEqual([]);
});
