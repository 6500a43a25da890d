/// <reference lib="dom" />
import { test as base, expect, type Page } from '@playwright/test';

function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the e2e global setup did not run`);
  return value;
}

export type Locale = 'de' | 'en';
export type ColorSchemeSetting = 'light' | 'dark' | 'auto';

interface Fixtures {
  /** Fails the test on browser errors: uncaught exceptions, React warnings, CSP refusals. */
  failOnConsoleErrors: undefined;
  /** A page on the fixture site with known violations (image-alt, label, button-name, color-contrast). */
  fixtureUrl: string;
  /** An address where nothing listens: scans of it fail with "unreachable". */
  unreachableUrl: string;
  /** The members fixture site (its home page): a member area behind a sign-in form. */
  membersUrl: string;
  /** The library fixture site (its home page): broken links, a page refused, one page at several addresses. */
  libraryUrl: string;
  /** The checkout fixture site (its home page): a tea shop with barriers only a recorded flow reaches. */
  checkoutUrl: string;
}

// Failed requests are expected where a test makes the API fail on purpose.
const EXPECTED_CONSOLE_ERRORS = /Failed to load resource/;

export const test = base.extend<Fixtures>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_CONSOLE_ERRORS.test(message.text())) {
          errors.push(`console: ${message.text()}`);
        }
      });
      await use(undefined);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures list their dependencies this way.
  baseURL: async ({}, use) => use(fromSetup('E2E_BASE_URL')),
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  fixtureUrl: async ({}, use) => use(fromSetup('E2E_FIXTURE_URL')),
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  unreachableUrl: async ({}, use) => use(fromSetup('E2E_UNREACHABLE_URL')),
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  membersUrl: async ({}, use) => use(fromSetup('E2E_MEMBERS_URL')),
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  libraryUrl: async ({}, use) => use(fromSetup('E2E_LIBRARY_URL')),
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  checkoutUrl: async ({}, use) => use(fromSetup('E2E_CHECKOUT_URL')),
});

export { expect };

/**
 * Sets language and colour scheme in localStorage before the app starts — only where nothing is
 * stored yet, so a choice the test makes in the UI survives reloads.
 */
export async function presetPreferences(
  page: Page,
  { locale, colorScheme }: { locale?: Locale; colorScheme?: ColorSchemeSetting },
): Promise<void> {
  await page.addInitScript(
    ({ locale, colorScheme }) => {
      if (locale && localStorage.getItem('locale') === null) localStorage.setItem('locale', locale);
      if (colorScheme && localStorage.getItem('color-scheme') === null)
        localStorage.setItem('color-scheme', colorScheme);
    },
    { locale, colorScheme },
  );
}

/** Stores language and colour scheme now, replacing any choice, for the app's next page load. */
export async function storePreferences(
  page: Page,
  { locale, colorScheme }: { locale: Locale; colorScheme: ColorSchemeSetting },
): Promise<void> {
  await page.evaluate(
    ({ locale, colorScheme }) => {
      window.localStorage.setItem('locale', locale);
      window.localStorage.setItem('color-scheme', colorScheme);
    },
    { locale, colorScheme },
  );
}
