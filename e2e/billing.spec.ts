/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import {
  accessToken,
  fillLogin,
  logInNewUser,
  newCustomer,
  registerVerifiedUser,
  signOutEverywhere,
  skipWithoutEmbeddedProvider,
} from './support/auth.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { expect, test } from './support/test.js';

// Plans and payments in the browser against the server's local provider (test mode): nothing is
// charged, the checkout and billing portal are the web app's own test-mode pages.
test.beforeEach(({ baseURL }) => skipWithoutEmbeddedProvider(baseURL!));

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
// German pages sell in euros ("15,00 €", a no-break space before the sign), English pages in US
// dollars ("$15.00"); what someone already pays keeps its currency ("€15.00" read in English).
const euros = (amount: string) => new RegExp(`^${amount}\\s€$`);
const dollars = (amount: string) => new RegExp(`^\\$${amount.replace('.', '\\.')}$`);

async function switchToEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test('choose Basic monthly → test checkout → pay → runs → profile: add a URL until the allowance is full', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // No plan yet: the guard sends the user from the runs list to /setup.
  await logInNewUser(page, 'billing');
  await expect(heading(page)).toHaveText('Tarif wählen');
  await expect(page.getByTestId('test-mode-notice')).toContainText('Testmodus – es wird nichts berechnet.');
  // Until then the free checks are the trial: "current of limit scans".
  await expect(page.getByTestId('setup-trial')).toHaveText(/^0 von \d+ kostenlosen Prüfungen genutzt$/);
  const monthly = page.getByRole('radio', { name: 'Monatlich' });
  const once = page.getByRole('radio', { name: 'Einmalig' });
  await expect(monthly).toBeChecked();
  await expect(page.getByTestId('price-basic')).toHaveText(euros('15,00'));
  await expect(page.getByTestId('price-pro')).toHaveText(euros('40,00'));
  const basic = page.getByRole('article', { name: 'Basic' });
  await expect(basic).toContainText('1 Website mit allen Unterseiten');
  await expect(basic).toContainText('WCAG 2.1 Stufen A und AA');
  await expect(page.getByRole('article', { name: 'Enterprise' }).getByRole('link')).toHaveText(
    'Vertrieb kontaktieren',
  );
  // The billing choice is a radio group: keyboard arrows switch it, and the prices follow.
  await monthly.focus();
  await page.keyboard.press('ArrowRight');
  await expect(once).toBeChecked();
  await expect(page.getByTestId('price-basic')).toHaveText(euros('20,00'));
  await monthly.check();

  await page.getByRole('button', { name: 'Basic wählen' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[\w-]+$/);
  await expect(heading(page)).toHaveText('Bezahlung im Testmodus');
  await expect(page.getByTestId('test-mode-notice')).toBeVisible();
  await expect(page.getByTestId('checkout-plan')).toHaveText('Basic');
  await expect(page.getByTestId('checkout-mode')).toHaveText('Monatlich');
  await expect(page.getByTestId('checkout-price')).toHaveText(/15,00\s€ pro Monat/);

  const backOnSetup = page.waitForURL(/\/setup\?checkout=success$/, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Bezahlen (Testmodus)' }).click();
  await backOnSetup;
  // Waits until the account is active, then on to the runs list — and the guard agrees.
  await expect(page).toHaveURL(/\/runs$/);
  await expect(heading(page)).toHaveText('Ihre Scans');

  // The runs list says what was bought and what it allows, in a status message.
  const notice = page.getByTestId('purchase-notice');
  const announced = notice.getByRole('status');
  await expect(announced.getByRole('heading', { name: 'Vielen Dank – Ihr Tarif ist aktiv' })).toBeVisible();
  await expect(announced).toContainText(
    /Sie haben Basic als monatliches Abonnement gebucht: 15,00\s€ pro Monat\./,
  );
  await expect(announced.getByRole('list', { name: 'Das umfasst Basic' }).getByRole('listitem')).toHaveText([
    '1 Website mit allen Unterseiten',
    '2 Personen im Team',
    'WCAG 2.1 Stufen A und AA',
    'BFSG und EN 301 549',
    'Bis zu 100 Seiten je Website-Scan',
  ]);
  await expect(announced.getByRole('link', { name: 'Websites im Profil eintragen' })).toHaveAttribute(
    'href',
    '/profile/general',
  );
  const axe = await axeViolations(page);
  expect(axe, `axe on the runs list with the purchase notice:\n${describeViolations(axe)}`).toEqual([]);
  // It stays until dismissed (also after a reload), and is axe-clean in the dark scheme too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(announced).toContainText('Vielen Dank – Ihr Tarif ist aktiv');
  const axeDark = await axeViolations(page);
  expect(axeDark, `axe on the purchase notice, dark:\n${describeViolations(axeDark)}`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  // Dismissed, it stays away, also after a reload.
  await notice.getByRole('button', { name: 'Hinweis schließen' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(heading(page)).toHaveText('Ihre Scans');
  await expect(notice).toBeHidden();

  await nav(page).getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/profile\/general$/);
  const subscription = page.getByRole('region', { name: 'Abonnement' });
  await expect(subscription.getByTestId('account-plan')).toHaveText('Basic');
  await expect(subscription.getByTestId('account-monthly-cost')).toHaveText(/^15,00\s€ pro Monat$/);
  const usage = subscription.getByTestId('account-usage');
  await expect(usage).toHaveText('0 von 1 URLs');
  const monitoring = page.getByTestId('monitoring-section');
  await expect(monitoring).toContainText('Noch keine überwachte Website.');

  const field = subscription.getByRole('textbox', { name: 'Website-Adresse hinzufügen' });
  const add = subscription.getByRole('button', { name: 'Hinzufügen' });
  // Empty: said at the field, nothing sent.
  await add.click();
  await expect(subscription.getByRole('alert')).toHaveText('Bitte geben Sie eine Adresse ein.');
  await expect(field).toBeFocused();

  await field.fill('https://example.com');
  await add.click();
  await expect(subscription.getByRole('status').filter({ hasText: 'wurde hinzugefügt' })).toBeVisible();
  await expect(subscription.getByTestId('account-urls').getByRole('listitem')).toHaveText([
    'https://example.com',
  ]);
  await expect(usage).toHaveText('1 von 1 URLs');
  await expect(field).toHaveValue('');
  // Every box that depends on the plan's sites follows at once, without a reload.
  await expect(monitoring.getByTestId('monitors').getByRole('listitem')).toHaveCount(1);
  await expect(monitoring.getByTestId('monitors')).toContainText('https://example.com');
  await expect(monitoring).not.toContainText('Noch keine überwachte Website.');

  await field.fill('https://example.org');
  await add.click();
  const refusal = subscription.getByRole('alert');
  await expect(refusal).toContainText('Ihr Kontingent ist ausgeschöpft');
  await expect(field).toHaveValue('https://example.org');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(usage).toHaveText('1 von 1 URLs');

  // The billing portal (test mode): switch to Pro, then cancel after confirming.
  await subscription.getByRole('button', { name: 'Zum Kundenportal' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal$/);
  await expect(heading(page)).toHaveText('Kundenportal im Testmodus');
  await expect(page.getByTestId('test-mode-notice')).toBeVisible();
  await expect(page.getByTestId('portal-plan')).toHaveText('Basic');
  await expect(page.getByTestId('portal-status')).toHaveText('Aktiv');
  await page.getByRole('button', { name: /^Zu Pro wechseln/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sie nutzen jetzt Pro.' })).toBeVisible();
  await expect(page.getByTestId('portal-plan')).toHaveText('Pro');

  await page.getByRole('link', { name: 'Zurück zum Profil' }).click();
  await expect(subscription.getByTestId('account-plan')).toHaveText('Pro');
  await expect(subscription.getByTestId('account-monthly-cost')).toHaveText(/^40,00\s€ pro Monat$/);
  await expect(usage).toHaveText('1 von 5 URLs');

  await subscription.getByRole('button', { name: 'Zum Kundenportal' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal$/);
  await page.getByRole('button', { name: 'Abonnement kündigen' }).click();
  const confirm = page.getByRole('group', { name: 'Möchten Sie Ihr Abonnement Pro wirklich kündigen?' });
  await expect(confirm.getByRole('button', { name: 'Ja, kündigen' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Ja, kündigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Abonnement wurde gekündigt.' })).toBeVisible();
  await expect(page.getByText('Sie haben kein laufendes Abonnement.')).toBeVisible();

  // Without a plan the guard sends the user back to /setup.
  await page.goto('/runs');
  await expect(page).toHaveURL(/\/setup$/);
});

test('signed out, choosing a plan logs in first; cancelling the test checkout returns to /setup', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = await registerVerifiedUser(page, 'billing-cancel');
  await signOutEverywhere(page);

  // /setup is open to everyone: the plans show, and choosing one starts the login.
  await page.goto('/setup');
  await expect(page.getByTestId('price-basic')).toHaveText(euros('15,00'));
  await page.getByRole('radio', { name: 'Einmalig' }).check();
  await page.getByRole('button', { name: 'Pro wählen' }).click();
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/setup$/);
  await expect(nav(page).getByRole('link', { name: 'Profil' })).toBeVisible();

  await page.getByRole('radio', { name: 'Einmalig' }).check();
  await expect(page.getByTestId('price-pro')).toHaveText(euros('50,00'));
  await page.getByRole('button', { name: 'Pro wählen' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[\w-]+$/);
  await expect(page.getByTestId('checkout-mode')).toHaveText('Einmalig');
  await expect(page.getByTestId('checkout-price')).toHaveText(/50,00\s€ einmalig/);
  const checkoutUrl = page.url();

  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(/\/setup\?checkout=cancelled$/);
  await expect(page.getByRole('status').filter({ hasText: 'Die Bezahlung wurde abgebrochen' })).toBeVisible();
  await page.goto('/runs');
  await expect(page).toHaveURL(/\/setup$/);

  // A checkout that is over, or never was, says so and leads back to the plans.
  await page.goto(checkoutUrl);
  await expect(page.getByRole('alert')).toHaveText('Diese Bezahlung gibt es nicht oder sie ist abgelaufen.');
  await page.goto('/billing/test-checkout/cs_local_does-not-exist');
  await expect(page.getByRole('alert')).toHaveText('Diese Bezahlung gibt es nicht oder sie ist abgelaufen.');
  await page.getByRole('link', { name: 'Zur Tarifauswahl' }).click();
  await expect(page).toHaveURL(/\/setup$/);
});

test('English pages sell in US dollars, at the amounts set for dollars: /setup, checkout, profile', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logInNewUser(page, 'billing-dollars');
  await switchToEnglish(page);
  await expect(page.getByTestId('price-basic')).toHaveText(dollars('15.00'));
  await expect(page.getByTestId('price-pro')).toHaveText(dollars('40.00'));
  await page.getByRole('radio', { name: 'One-time' }).check();
  await expect(page.getByTestId('price-pro')).toHaveText(dollars('50.00'));
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/[\w-]+$/);
  await expect(page.getByTestId('checkout-price')).toHaveText(/^\$50\.00 /);
  await expect(page.getByTestId('checkout-price')).not.toContainText('€');
  await page.getByRole('button', { name: 'Pay (test mode)' }).click();
  await expect(page).toHaveURL(/\/runs$/);
  await expect(page.getByTestId('purchase-notice')).toContainText('$50.00');
  await page.goto('/profile/general');
  const payments = page.getByTestId('one-time-payments');
  await expect(payments).toContainText('$50.00');
  await expect(payments).not.toContainText('€');
});

test('a subscription bought in euros stays in euros read in English, a change of plan too', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await newCustomer(page, 'billing-english', { plan: 'basic', mode: 'subscription' });
  await page.goto('/profile/general');
  const subscription = page.getByRole('region', { name: 'Abonnement' });
  await expect(subscription.getByTestId('account-monthly-cost')).toHaveText(/^15,00\s€ pro Monat$/);

  await switchToEnglish(page);
  const englishSubscription = page.getByRole('region', { name: 'Subscription' });
  await expect(englishSubscription.getByTestId('account-monthly-cost')).toHaveText('€15.00 per month');

  await englishSubscription.getByRole('button', { name: 'Open the billing portal' }).click();
  await expect(page).toHaveURL(/\/billing\/test-portal$/);
  await expect(page.getByRole('main')).toContainText('€15.00 per month');
  await expect(page.getByRole('button', { name: /^Switch to Pro/ })).toContainText('€40.00');

  await page.goto('/setup');
  await expect(page.getByTestId('price-pro')).toHaveText(/^€40\.00$/);
  await expect(page.getByTestId('current-plan-basic')).toHaveText('Your current plan');
  await expect(page.getByRole('radio', { name: 'One-time' })).toHaveCount(0);
});

test('a subscriber sees their plan marked and changes plan after confirming, never buying a second', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await newCustomer(page, 'billing-change', { plan: 'basic', mode: 'subscription' });
  await page.goto('/setup');
  await expect(page.getByRole('heading', { name: 'Ihr Tarif ist aktiv' })).toBeVisible();
  const basic = page.getByRole('article', { name: 'Basic' });
  const pro = page.getByRole('article', { name: 'Pro' });
  await expect(basic.getByTestId('current-plan-basic')).toHaveText('Ihr aktueller Tarif');
  // The current plan is not for sale again, and one-time purchases are not offered beside it.
  await expect(basic.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByText('statt ein zweites Abonnement abzuschließen')).toBeVisible();
  const axe = await axeViolations(page);
  expect(axe, `axe on /setup with a subscription:\n${describeViolations(axe)}`).toEqual([]);

  // Another plan is a change of plan, confirmed first; "Abbrechen" changes nothing.
  const changeButton = pro.getByRole('button', { name: 'Zu Pro wechseln' });
  await changeButton.click();
  const confirm = pro.getByRole('group', { name: 'Tarif von Basic zu Pro wechseln?' });
  await expect(confirm).toContainText(
    /Ab jetzt 40,00\s€ pro Monat; der Rest des laufenden Monats wird anteilig/,
  );
  await expect(confirm.getByRole('button', { name: 'Tarif wechseln' })).toBeFocused();
  const confirmAxe = await axeViolations(page);
  expect(confirmAxe, `axe on the change confirmation:\n${describeViolations(confirmAxe)}`).toEqual([]);
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(changeButton).toBeFocused();
  await expect(basic.getByTestId('current-plan-basic')).toBeVisible();

  await changeButton.click();
  await pro.getByRole('button', { name: 'Tarif wechseln' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sie nutzen jetzt Pro.' })).toBeVisible();
  await expect(pro.getByTestId('current-plan-pro')).toHaveText('Ihr aktueller Tarif');
  await expect(basic.getByRole('button', { name: 'Zu Basic wechseln' })).toBeVisible();
  // No checkout was opened: still the one subscription, now on Pro.
  await expect(page).toHaveURL(/\/setup$/);
  await page.goto('/profile/general');
  const subscription = page.getByRole('region', { name: 'Abonnement' });
  await expect(subscription.getByTestId('account-plan')).toHaveText('Pro');
  await expect(subscription.getByTestId('account-monthly-cost')).toHaveText(/^40,00\s€ pro Monat$/);

  // The API refuses a second checkout as well, naming why.
  const token = await accessToken(page);
  const again = await page.request.post('/api/billing/checkout', {
    headers: { authorization: `Bearer ${token}` },
    data: { plan: 'pro', mode: 'subscription', currency: 'eur' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).code).toBe('plan_already_active');
});

test('with all free checks used, /setup says when the next one is possible, in German and in English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInNewUser(page, 'billing-trial-used');
  // The e2e server allows thousands of free checks: the account's answer says they are used up.
  // Near midnight the next check falls on the next day, and the text then names the date too.
  const resetsAt = new Date(Date.now() + 48 * 60_000 + 30_000).toISOString();
  await page.route('**/api/billing/account*', async (route) => {
    const response = await route.fetch();
    const account = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...account, trial: { used: 5, limit: 5, resetsAt } } });
  });
  await page.reload();
  await expect(page.getByTestId('setup-trial')).toHaveText(
    /^5 von 5 kostenlosen Prüfungen genutzt – die nächste ist (?:am \d{2}\.\d{2}\.\d{4} )?um \d{2}:\d{2} Uhr möglich \(in 4[89] Minuten\)\.$/,
  );
  await switchToEnglish(page);
  await expect(page.getByTestId('setup-trial')).toHaveText(
    /^5 of 5 free scans used – the next one is possible (?:on [\w ,./]+ )?at \d{2}:\d{2} \(in 4[89] minutes\)\.$/,
  );
});
