/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, presetPreferences, test } from './support/test.js';

function form(page: Page) {
  return page.getByRole('form', { name: 'Kontaktformular' });
}

async function fillValid(page: Page) {
  await form(page).getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('erika@example.com');
  await form(page).getByRole('textbox', { name: 'Betreff' }).fill('Frage zum Tarif Pro');
  await form(page)
    .getByRole('textbox', { name: 'Nachricht' })
    .fill('Gilt der Tarif Pro auch für Subdomains?');
}

test('a valid message is sent to the server and the success state is shown', async ({ page }) => {
  await page.goto('/kontakt');
  await fillValid(page);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await form(page).getByRole('button', { name: 'Nachricht senden' }).click();
  expect((await sent).status()).toBe(202);
  const success = page.getByTestId('contact-success');
  await expect(success.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' })).toBeFocused();
});

test('invalid fields get their error texts and focus goes to the first one', async ({ page }) => {
  await page.goto('/contact');
  await form(page).getByRole('button', { name: 'Nachricht senden' }).click();
  const email = form(page).getByRole('textbox', { name: 'E-Mail-Adresse' });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('error-email')).toHaveText('Bitte geben Sie Ihre E-Mail-Adresse ein.');
  await expect(page.getByTestId('error-subject')).toHaveText('Bitte geben Sie einen Betreff ein.');
  await expect(page.getByTestId('error-message')).toHaveText('Bitte geben Sie eine Nachricht ein.');

  await email.fill('not-an-address');
  await expect(email).toHaveAccessibleDescription(/Bitte geben Sie eine gültige E-Mail-Adresse ein/);
  await form(page).getByRole('textbox', { name: 'Nachricht' }).fill('kurz');
  await form(page).getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByTestId('error-message')).toHaveText(
    'Die Nachricht ist zu kurz. Bitte schreiben Sie mindestens 10 Zeichen.',
  );
});

test("the server's field errors appear at the fields", async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        code: 'validation_failed',
        errors: [{ field: 'email', code: 'invalid_email', message: 'Invalid email address' }],
      }),
    }),
  );
  await page.goto('/contact');
  await fillValid(page);
  await form(page).getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByTestId('error-email')).toContainText(
    'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  );
  await expect(form(page).getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeFocused();
});

test('a server error shows its error text, in German and in English', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Internal Server Error',
        status: 500,
        code: 'internal',
      }),
    }),
  );
  await page.goto('/contact');
  await fillValid(page);
  await form(page).getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  );

  await presetPreferences(page, { locale: 'en' });
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  const english = page.getByRole('form', { name: 'Contact form' });
  await english.getByRole('textbox', { name: 'Email address' }).fill('erika@example.com');
  await english.getByRole('textbox', { name: 'Subject' }).fill('Question');
  await english.getByRole('textbox', { name: 'Message' }).fill('Does Pro cover subdomains?');
  await english.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'An error occurred while sending your message. Please try again later.',
  );
});
