/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

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

/** The billing endpoint does not exist yet: answer as it will for a customer with a subscription. */
export async function grantPlan(page: Page): Promise<void> {
  await page.route('**/api/billing/account', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ subscription: { id: 'sub_e2e' }, oneTimePayments: [] }),
    }),
  );
}
