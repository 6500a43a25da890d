import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { sameSite } from '../discovery/normalize-url.js';
import type { SignIn } from '../report/sign-in-types.js';
import { signInWithForm } from './form-sign-in.js';

/**
 * What a scan's context is made with for basic authentication: answered only for the site's own
 * origin, so a third-party resource on the page can never ask for the password.
 */
export function signInContextOptions(
  signIn: SignIn | undefined,
  siteUrl: string,
): Partial<BrowserContextOptions> {
  if (signIn?.kind !== 'basic') return {};
  return {
    httpCredentials: {
      username: signIn.username,
      password: signIn.password,
      origin: new URL(siteUrl).origin,
    },
  };
}

export interface SignInContextOptions {
  /** Any URL of the scanned site: headers and cookies go to that site (ignoring `www.`) only. */
  siteUrl: string;
  timeoutMs: number;
  guardRefusals?: () => number;
}

/**
 * Makes a freshly opened context signed in: headers and cookies set for the site alone, or the
 * site's sign-in form filled and sent. Throws `sign_in_failed` when the form does not sign in.
 */
export async function signInContext(
  context: BrowserContext,
  signIn: SignIn | undefined,
  options: SignInContextOptions,
): Promise<void> {
  if (!signIn || signIn.kind === 'basic') return;
  if (signIn.kind === 'form') {
    await signInWithForm(context, signIn, {
      timeoutMs: options.timeoutMs,
      ...(options.guardRefusals ? { guardRefusals: options.guardRefusals } : {}),
    });
    return;
  }
  const cookies = signIn.cookies ?? [];
  if (cookies.length > 0) {
    await context.addCookies(
      siteOrigins(options.siteUrl).flatMap((origin) =>
        cookies.map((cookie) => ({ name: cookie.name, value: cookie.value, url: origin })),
      ),
    );
  }
  const headers = Object.entries(signIn.headers ?? {});
  if (headers.length > 0) {
    // Intercepting only the site's own requests: others keep going straight out, without the token.
    await context.route(
      (url) => sameSite(url.href, options.siteUrl),
      async (route) => {
        const sent = { ...route.request().headers() };
        for (const [name, value] of headers) sent[name.toLowerCase()] = value;
        await route.continue({ headers: sent }).catch(() => undefined);
      },
    );
  }
}

/**
 * The headers a request made outside the browser (a PDF download) needs to be signed in as the
 * browser is: the sign-in's headers for the site, or its basic credentials for the site's origin.
 * Cookies, a form sign-in's among them, come from the context itself.
 */
export function signInHeadersFor(
  signIn: SignIn | undefined,
  siteUrl: string,
  url: string,
): Record<string, string> | undefined {
  if (signIn?.kind === 'headers' && sameSite(url, siteUrl) && signIn.headers) return { ...signIn.headers };
  if (signIn?.kind === 'basic' && new URL(url).origin === new URL(siteUrl).origin) {
    const credentials = Buffer.from(`${signIn.username}:${signIn.password}`).toString('base64');
    return { authorization: `Basic ${credentials}` };
  }
  return undefined;
}

/** The site's origin and its `www.` twin: a cookie for one is not sent to the other. */
function siteOrigins(siteUrl: string): string[] {
  const url = new URL(siteUrl);
  const origins = [url.origin];
  if (/^\d+\.\d+\.\d+\.\d+$|^\[/.test(url.hostname) || url.hostname === 'localhost') return origins;
  const twin = new URL(url.origin);
  twin.hostname = url.hostname.startsWith('www.') ? url.hostname.slice(4) : `www.${url.hostname}`;
  origins.push(twin.origin);
  return origins;
}
