/// <reference lib="dom" />
import { expect, test } from './support/test.js';

test('the language choice is kept after a reload and sets <html lang>', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is your website accessible?');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Accessibility checks for WCAG and the BFSG | Klarsicht');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is your website accessible?');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Prices: English pages sell in US dollars, German ones in euros (see pricing.spec.ts).
  await expect(page.locator('#pricing')).toContainText('$15.00');

  // And back, with the keyboard.
  await page.getByRole('button', { name: 'Language: English' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('#pricing')).toContainText(/15,00\s€/);
});

test('the theme toggle is kept after a reload and returns to auto when it matches the system', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Dunkles Farbschema verwenden' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('color-scheme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  // Back to light: that is what the system prefers, so the setting becomes auto again.
  await page.getByRole('button', { name: 'Helles Farbschema verwenden' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('color-scheme'))).toBe('auto');

  // With a dark system, auto shows dark, and the toggle stores an explicit light.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Helles Farbschema verwenden' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('color-scheme'))).toBe('light');
});

test('the saved theme applies before the app runs (no flash of the wrong theme)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('color-scheme', 'dark'));
  // Without any of the app's JavaScript, only /theme-init.js can have set the class.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('reduced motion turns smooth scrolling and transitions off', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveCSS('scroll-behavior', 'smooth');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(html).toHaveCSS('scroll-behavior', 'auto');
  const submit = page.getByRole('button', { name: 'Kostenlos prüfen' }).first();
  const duration = await submit.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).transitionDuration),
  );
  expect(duration).toBeLessThan(0.001);
});
