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

test('in English the home pricing sells in US dollars, the amounts set for dollars, never euros', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  const pricing = page.locator('#pricing');
  const basic = pricing.getByRole('article', { name: 'Basic' });
  await expect(basic).toContainText('$15.00');
  await expect(basic).toContainText('or $20.00 one-time');
  await expect(pricing.getByRole('article', { name: 'Pro' })).toContainText('$40.00');
  await expect(pricing.getByRole('article', { name: 'Pro' })).toContainText('or $50.00 one-time');
  await expect(pricing).not.toContainText('€');
  await expect(pricing).not.toContainText('15,00');
});

test('each plan links to the rules it checks; the rules page switches between checks and explains each rule', async ({
  page,
}) => {
  await page.goto('/pricing');
  const pro = page.locator('#pricing').getByRole('article', { name: 'Pro' });
  await pro.getByRole('link', { name: 'Geprüfte Regeln ansehen (Tarif Pro)' }).click();
  await expect(page).toHaveURL(/\/rules\/wcag22aa$/);
  await expect(page).toHaveTitle('Prüfregeln | Klarsicht');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was Klarsicht prüft: WCAG 2.2 Stufe AA');
  const rules = page.getByTestId('rules');
  const targetSize = rules.locator('[data-rule="target-size"]');
  await expect(targetSize).toContainText('2.5.8');
  const imageAlt = rules.locator('[data-rule="image-alt"]');
  await expect(imageAlt).toContainText('Bilder müssen einen Alternativtext haben');
  await expect(imageAlt).toContainText('1.1.1 Nicht-Text-Inhalt (A)');
  await expect(imageAlt).toContainText('23a2a8');
  await expect(rules.locator('[data-rule="klarsicht-accessibility-statement"]')).toContainText(
    'Pflicht aus BFSG und EAA',
  );

  // The pure WCAG 2.1 check has neither WCAG 2.2 nor our BFSG duties.
  const checks = page.getByRole('navigation', { name: 'Prüfumfänge' });
  await checks.getByRole('link', { name: 'WCAG 2.1 Stufen A und AA' }).click();
  await expect(checks.getByRole('link', { name: 'WCAG 2.1 Stufen A und AA' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(rules.locator('[data-rule="image-alt"]')).toBeVisible();
  await expect(rules.locator('[data-rule="target-size"]')).toHaveCount(0);
  await expect(rules.locator('[data-rule="klarsicht-accessibility-statement"]')).toHaveCount(0);

  await page.goto('/rules/wcag3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diesen Prüfumfang gibt es nicht');
});
