/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';

/**
 * The header's menus are not part of the first page's download: their code (react-aria, ~48 KB
 * gzip) loads when a menu is first opened. That first open must behave like every later one —
 * from the keyboard too: the menu opens, focus moves into it, Escape returns focus to the button.
 */

/** Paths of the scripts the page has requested so far. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('the language menu loads on its first open and works from the keyboard at once', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const before = scripts.length;
  expect(scripts.filter((path) => /language-menu-popover/.test(path))).toEqual([]);

  const trigger = page.getByRole('button', { name: 'Sprache: Deutsch' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const selected = page.getByRole('menuitemradio', { name: 'Deutsch' });
  await expect(selected).toBeFocused();
  expect(scripts.slice(before).some((path) => /language-menu-popover/.test(path))).toBe(true);

  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();

  // The second open is the plain react-aria menu; choosing works as ever.
  await page.keyboard.press('Enter');
  await expect(selected).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeFocused();
});

test('the mobile menu loads on its first open and takes the focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = watchScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(scripts.filter((path) => /mobile-menu-popover/.test(path))).toEqual([]);

  const trigger = page.getByRole('button', { name: 'Menü' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Navigation' });
  await expect(menu).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
    .toBe(true);
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Testen' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});
