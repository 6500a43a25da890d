import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { launchChromium } from '@klarsicht/scanner';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../../../test-support/machine-factor.js';
import { freePort, pkcePair } from '../../../test-support/oidc-browser.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { recordingMailer, startTestService, type TestService } from '../../../test-support/test-service.js';

/**
 * Every page of the embedded provider in Chromium, German and English, light and dark, checked
 * with axe-core (WCAG 2.0–2.2 A/AA and best practices): no violations allowed.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

let database: TestDatabase;
let service: TestService;
let origin: string;
let browser: Browser;
let axeSource: string;
let resetLink: string;
const mailer = recordingMailer();

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  service = await startTestService({
    db: database.db,
    mailer,
    env: { PORT: String(port), PUBLIC_URL: origin },
  });
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  browser = await launchChromium();
  // An account and a live reset link, for the reset form.
  const form = new URLSearchParams({
    email: 'axe@example.org',
    fullName: 'Axe Tester',
    password: 'long enough password',
  });
  const page = await browser.newPage();
  await page.goto(`${origin}/oidc/auth?${authParams('create')}`);
  await page.fill('#fullName', form.get('fullName')!);
  await page.fill('#email', form.get('email')!);
  await page.fill('#password', form.get('password')!);
  await Promise.all([
    page.waitForURL((url) => url.searchParams.has('code')),
    page.click('button[type=submit]'),
  ]);
  await page.goto(`${origin}/oidc/forgot-password`);
  await page.fill('#email', 'axe@example.org');
  await page.click('button[type=submit]');
  await page.close();
  for (let wait = 0; wait < 50 && !mailer.sent.some((mail) => mail.text.includes('reset-password')); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Without the mail's language, so that each run below sees the page in its browser's language.
  resetLink = /(http\S+reset-password\?token=\S+)/
    .exec(mailer.sent.find((mail) => mail.text.includes('reset-password'))!.text)![1]!
    .replace(/&lang=\w+$/, '');
});

afterAll(async () => {
  await browser?.close();
  await service?.close();
  await database?.destroy();
});

function authParams(prompt?: string) {
  return new URLSearchParams({
    client_id: 'klarsicht-web',
    response_type: 'code',
    redirect_uri: `${origin}/`,
    scope: 'openid profile email offline_access',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    state: 's',
    ...(prompt ? { prompt } : {}),
  });
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const result = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: {
            run(
              context: unknown,
              options: unknown,
            ): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }>;
          };
        }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    AXE_TAGS,
  );
  return result.violations.map(
    (violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
  );
}

/** Each page the provider shows, reached the way a person would reach it. */
const PAGES: Array<{ name: string; open(page: Page): Promise<unknown> }> = [
  { name: 'login', open: (page) => page.goto(`${origin}/oidc/auth?${authParams()}`) },
  {
    name: 'login with errors',
    open: async (page) => {
      await page.goto(`${origin}/oidc/auth?${authParams()}`);
      await page.fill('#email', 'axe@example.org');
      await page.fill('#password', 'wrong password');
      await Promise.all([page.waitForLoadState('load'), page.click('button[type=submit]')]);
      await page.waitForSelector('.error-summary');
    },
  },
  { name: 'register', open: (page) => page.goto(`${origin}/oidc/auth?${authParams('create')}`) },
  {
    name: 'register with errors',
    open: async (page) => {
      await page.goto(`${origin}/oidc/auth?${authParams('create')}`);
      await Promise.all([page.waitForLoadState('load'), page.click('button[type=submit]')]);
      await page.waitForSelector('.error-summary');
    },
  },
  { name: 'forgot password', open: (page) => page.goto(`${origin}/oidc/forgot-password`) },
  {
    name: 'forgot password sent',
    open: async (page) => {
      await page.goto(`${origin}/oidc/forgot-password`);
      await page.fill('#email', 'nobody@example.org');
      await Promise.all([page.waitForLoadState('load'), page.click('button[type=submit]')]);
      await page.waitForSelector('.notice');
    },
  },
  { name: 'reset password', open: (page) => page.goto(resetLink) },
  { name: 'invalid link', open: (page) => page.goto(`${origin}/oidc/verify-email?token=${'a'.repeat(43)}`) },
  {
    name: 'sign out',
    open: async (page) => {
      await page.goto(`${origin}/oidc/auth?${authParams()}`);
      await page.fill('#email', 'axe@example.org');
      await page.fill('#password', 'long enough password');
      await Promise.all([
        page.waitForURL((url) => url.searchParams.has('code')),
        page.click('button[type=submit]'),
      ]);
      await page.goto(`${origin}/oidc/session/end`);
    },
  },
  {
    name: 'signed out',
    open: async (page) => {
      await page.goto(`${origin}/oidc/session/end`);
      await page.click('button[value=yes]');
      await page.waitForURL(/\/oidc\/session\/end\/success/);
    },
  },
  { name: 'error', open: (page) => page.goto(`${origin}/oidc/auth?client_id=unknown`) },
];

/**
 * One test per page, so each page has its own time limit (a fresh page, the provider's answer and
 * a full axe run, some 2 s quiet), stretched on a slower machine. The pages of one language and
 * scheme share a browser context and run in order: "signed out" ends the session "sign out" opened.
 */
const PAGE_LIMIT_MS = scaled(30_000);

describe.each([
  { language: 'de', locale: 'de-DE', colorScheme: 'light' as const },
  { language: 'en', locale: 'en-GB', colorScheme: 'dark' as const },
  { language: 'de', locale: 'de-DE', colorScheme: 'dark' as const },
  { language: 'en', locale: 'en-GB', colorScheme: 'light' as const },
])('the provider pages in $language, $colorScheme', ({ language, locale, colorScheme }) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ locale, colorScheme });
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(PAGES)('$name has no axe violations', { timeout: PAGE_LIMIT_MS }, async (entry) => {
    const page = await context.newPage();
    try {
      await entry.open(page);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('sign-out without a provider session', () => {
  it('submits itself (the inline script is allowed by its hash) and lands on the signed-out page', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/oidc/session/end`);
      await page.waitForURL(/\/oidc\/session\/end\/success/);
      expect(await page.locator('h1').textContent()).toBe('Abgemeldet');
    } finally {
      await context.close();
    }
  });
});
