/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './test.js';

/**
 * Helpers for the sign-in tests against the embedded OpenID provider (`/oidc`). Without SMTP_URL
 * the server logs every mail as `mail to <addr>: <subject> — <link>`; the tests read links there.
 */

export async function embeddedProviderAvailable(baseURL: string): Promise<boolean> {
  try {
    const config = await fetch(`${baseURL}/api/auth/config`);
    if (!config.ok) return false;
    const { embedded } = (await config.json()) as { embedded?: boolean };
    // Without the provider the SPA's history fallback answers this path with HTML.
    const discovery = await fetch(`${baseURL}/oidc/.well-known/openid-configuration`);
    if (!discovery.ok || !(discovery.headers.get('content-type') ?? '').includes('json')) return false;
    const { authorization_endpoint } = (await discovery.json()) as { authorization_endpoint?: string };
    return embedded === true && typeof authorization_endpoint === 'string';
  } catch {
    return false;
  }
}

/** Skips the test (or, in a beforeEach, each test) where the server has no embedded provider. */
export async function skipWithoutEmbeddedProvider(baseURL: string): Promise<void> {
  test.skip(!(await embeddedProviderAvailable(baseURL)), 'the embedded OpenID provider is not available');
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest link to `pathPart` in a mail to `email`, waiting for the mail to be logged. */
export async function mailLink(email: string, pathPart: string): Promise<string> {
  const logPath = process.env.E2E_SERVER_LOG;
  if (!logPath) throw new Error('E2E_SERVER_LOG is not set: the e2e global setup did not run');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const lines = readFileSync(logPath, 'utf8')
          .split('\n')
          .filter((line) => line.includes(`mail to ${email}`) && line.includes(pathPart));
        const last = lines.at(-1);
        link = last?.match(/https?:\/\/[^\s"\\]+/g)?.find((url) => url.includes(pathPart));
        return link;
      },
      { message: `a mail to ${email} with ${pathPart} in the server log`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** How many mails to `email` with a link to `pathPart` the server has logged so far. */
export function mailCount(email: string, pathPart: string): number {
  const logPath = process.env.E2E_SERVER_LOG;
  if (!logPath) throw new Error('E2E_SERVER_LOG is not set: the e2e global setup did not run');
  return readFileSync(logPath, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`mail to ${email}`) && line.includes(pathPart)).length;
}

export const PASSWORD = 'korrekt-Pferd-Batterie-42';
export const VERIFY_LINK = '/oidc/verify-email?token=';

/** Fills the provider's registration page (opened by the app's Register button). */
export async function fillRegistration(page: Page, email: string, fullName: string): Promise<void> {
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByLabel(/^(Vollständiger )?Name|^Full name/i).fill(fullName);
  await page.getByLabel(/^E-Mail/i).fill(email);
  await page
    .getByLabel(/^Passwort|^Password/i)
    .first()
    .fill(PASSWORD);
  const repeat = page.getByLabel(/wiederholen|bestätigen|repeat|confirm/i);
  if ((await repeat.count()) > 0) await repeat.fill(PASSWORD);
  await page
    .getByRole('button', {
      name: /registrieren|konto erstellen|konto anlegen|create account|sign up|register/i,
    })
    .click();
}

export async function fillLogin(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByLabel(/^E-Mail/i).fill(email);
  await page.getByLabel(/^Passwort|^Password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /^(anmelden|einloggen|log in|sign in)$/i }).click();
}

/** Registers through the app's Register button (German UI) and opens the verification link. */
export async function registerVerifiedUser(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
  await fillRegistration(page, email, 'Erika Mustermann');
  await page.goto(await mailLink(email, VERIFY_LINK));
  await expect(page.getByRole('main')).toContainText(/bestätigt|verified/i);
  return email;
}

/** Leaves any session the registration left at the provider, so the next login asks again. */
export async function signOutEverywhere(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/');
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}

/** Logs in through the app's Login button (German UI); the app returns to the runs list. */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await fillLogin(page, email);
}

/**
 * A new verified user, logged in again from a clean browser; without a plan yet, the guard ends
 * the login on /setup. Returns the user's e-mail.
 */
export async function logInNewUser(page: Page, label: string): Promise<string> {
  const email = await registerVerifiedUser(page, label);
  await signOutEverywhere(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/setup$/);
  return email;
}

/** A new user, logged in, who has bought a plan (Basic monthly unless `plan` says otherwise). */
export async function newCustomer(page: Page, label: string, plan: PlanChoice = {}): Promise<string> {
  const email = await logInNewUser(page, label);
  await grantPlan(page, plan);
  return email;
}

/** Keeps every URL the app puts into the history (the callback's target, the guard's redirects). */
export async function recordHistory(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = (url: string | URL | null | undefined) => {
      if (url === null || url === undefined) return;
      const entries = JSON.parse(window.sessionStorage.getItem('e2e-history') ?? '[]') as string[];
      const absolute = new URL(String(url), window.location.href);
      entries.push(`${absolute.pathname}${absolute.search}${absolute.hash}`);
      window.sessionStorage.setItem('e2e-history', JSON.stringify(entries));
    };
    const { pushState, replaceState } = window.history;
    window.history.pushState = function (data, unused, url) {
      record(url);
      pushState.call(this, data, unused, url);
    };
    window.history.replaceState = function (data, unused, url) {
      record(url);
      replaceState.call(this, data, unused, url);
    };
  });
}

export async function recordedHistory(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(window.sessionStorage.getItem('e2e-history') ?? '[]') as string[]);
}

/** The signed-in user's access token, as the app keeps it (oidc-client-ts in localStorage). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('oidc.user:'));
    const user = key
      ? (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access_token?: string })
      : {};
    return user.access_token ?? null;
  });
  if (!token) throw new Error('no signed-in session in this page: log in before buying a plan');
  return token;
}

export interface PlanChoice {
  plan?: 'basic' | 'pro';
  mode?: 'subscription' | 'payment';
}

/**
 * Opens a test-mode checkout for the signed-in user (local provider) and returns its page's path,
 * `/billing/test-checkout/<id>`, without paying.
 */
export async function openTestCheckout(
  page: Page,
  { plan = 'basic', mode = 'subscription' }: PlanChoice = {},
): Promise<string> {
  const response = await page.request.post('/api/billing/checkout', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: { plan, mode },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return new URL(url).pathname;
}

/**
 * Buys a plan for the signed-in user for real, through the local provider's test-mode checkout
 * (the same calls its page makes), so the server's account — and with it the guard — says "active".
 * Call it after logging in; the next page load sees the plan.
 */
export async function grantPlan(page: Page, options: PlanChoice = {}): Promise<void> {
  const checkoutPath = await openTestCheckout(page, options);
  const id = checkoutPath.split('/').at(-1)!;
  const token = await accessToken(page);
  const paid = await page.request.post(`/api/billing/test-mode/checkout/${encodeURIComponent(id)}/complete`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const account = await page.request.get('/api/billing/account?fresh=true', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await account.json()) as { active?: boolean }).active, 'the account is active').toBe(true);
}
