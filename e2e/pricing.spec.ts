/// <reference lib="dom" />
import { expect, test } from './support/test.js';

test('the Pricing link goes home, scrolls to the pricing section and is highlighted', async ({ page }) => {
  await page.goto('/contact');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Preise' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  const pricing = page.locator('#pricing');
  await expect(pricing).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(nav.getByRole('link', { name: 'Preise' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Testen' })).not.toHaveAttribute('aria-current', 'page');

  // Product §9 prices, amount/100 in the de-DE currency format.
  await expect(pricing.getByRole('article', { name: 'Basic' })).toContainText('15,00 €');
  await expect(pricing.getByRole('article', { name: 'Basic' })).toContainText('20,00 €');
  await expect(pricing.getByRole('article', { name: 'Pro' })).toContainText('40,00 €');
  await expect(pricing.getByRole('article', { name: 'Pro' })).toContainText('50,00 €');
  await expect(pricing.getByRole('article', { name: 'Enterprise' })).toContainText('Auf Anfrage');
  await pricing.getByRole('link', { name: 'Vertrieb kontaktieren' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('/pricing shows the home view at the pricing section', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ist Ihre Website barrierefrei?');
  await expect(page.locator('#pricing')).toBeInViewport();
  await expect(page).toHaveTitle('Preise | Klarsicht');
});

test('in English the home pricing shows the same euros in the English number format, never dollars', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  const pricing = page.locator('#pricing');
  const basic = pricing.getByRole('article', { name: 'Basic' });
  await expect(basic).toContainText('€15.00');
  await expect(basic).toContainText('or €20.00 one-time');
  await expect(pricing.getByRole('article', { name: 'Pro' })).toContainText('€40.00');
  await expect(pricing.getByRole('article', { name: 'Pro' })).toContainText('or €50.00 one-time');
  await expect(pricing).not.toContainText('$');
  await expect(pricing).not.toContainText('15,00');
});
