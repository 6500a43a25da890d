import type { BrowserContext, Page } from 'playwright-core';
import { ScanError } from '../report/scan-error.js';
import type { SignIn } from '../report/sign-in-types.js';
import { signInWithForm } from './form-sign-in.js';

/*
 * A site may end the scan's session mid-crawl: a session that expires after some minutes or
 * requests, a sign-in elsewhere that ends this one. Every later page then answers with the sign-in
 * page, and the scan would report that page under each of their addresses. A form sign-in is done
 * again (at most once per page) and the page loaded anew; a page that still shows the sign-in page
 * is not checked, with the reason.
 */

export interface KeepSignedInOptions<T> {
  signIn: SignIn | undefined;
  context: BrowserContext;
  /** Loads the page (again); throws as `loadPage` does. */
  load: () => Promise<T>;
  /** Time the sign-in may take, in ms. */
  timeoutMs: number;
  guardRefusals?: () => number;
}

/**
 * Loads `url` in `page` with `load`, and when the site answers with its sign-in page instead,
 * signs in again and loads it once more. Throws ScanError `sign_in_failed` when signing in again
 * fails or the page still leads to the sign-in page.
 */
export async function loadSignedIn<T extends { finalUrl: string }>(
  page: Page,
  url: string,
  options: KeepSignedInOptions<T>,
): Promise<T> {
  const { signIn } = options;
  if (signIn?.kind !== 'form' || samePage(url, signIn.loginUrl)) return options.load();
  const first = await firstAttempt(page, url, signIn.loginUrl, options.load);
  if (first.signedIn) return first.loaded;
  try {
    await signInAgain(options.context, signIn, options);
  } catch (error) {
    throw new ScanError(
      'sign_in_failed',
      `The site ended the scan's session before ${url} (it answered with its sign-in page), and signing in again failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // Loaded again as any page is: an HTTP error now is the page's own answer, and a password field
  // right after signing in is the page's own (a password change) unless it is the sign-in page.
  const loaded = await options.load();
  if (!samePage(loaded.finalUrl, signIn.loginUrl)) return loaded;
  throw new ScanError(
    'sign_in_failed',
    `${url} answered with the sign-in page even right after signing in again, so it was not checked: the account may not be allowed to see it.`,
  );
}

type Attempt<T> = { signedIn: true; loaded: T } | { signedIn: false };

async function firstAttempt<T extends { finalUrl: string }>(
  page: Page,
  url: string,
  loginUrl: string,
  load: () => Promise<T>,
): Promise<Attempt<T>> {
  let loaded: T;
  try {
    loaded = await load();
  } catch (error) {
    // "Sign in first" as an HTTP answer.
    if (error instanceof ScanError && error.code === 'http_error' && error.status === 401) {
      return { signedIn: false };
    }
    throw error;
  }
  return (await showsSignIn(page, url, loaded.finalUrl, loginUrl))
    ? { signedIn: false }
    : { signedIn: true, loaded };
}

/**
 * The site answered with its sign-in page: it sent us to the sign-in address, or to another address
 * that shows a password field (a single sign-on page). A page of the site's own that asks for a
 * password (changing it, confirming an order) stays at its address and is checked as it is.
 */
async function showsSignIn(page: Page, url: string, finalUrl: string, loginUrl: string): Promise<boolean> {
  if (samePage(finalUrl, loginUrl)) return true;
  if (samePage(finalUrl, url)) return false;
  return page
    .locator('input[type="password"]')
    .evaluateAll(
      (fields) =>
        fields.filter(
          (field) =>
            (field as unknown as { getClientRects(): ArrayLike<unknown> }).getClientRects().length > 0,
        ).length,
    )
    .then((shown) => shown > 0)
    .catch(() => false);
}

/** Same origin and path: the query (`?next=…`) and the fragment do not make another page. */
function samePage(a: string, b: string): boolean {
  try {
    const first = new URL(a);
    const second = new URL(b);
    const path = (url: URL) => url.pathname.replace(/\/+$/, '') || '/';
    return first.origin === second.origin && path(first) === path(second);
  } catch {
    return false;
  }
}

/** Sign-ins under way, by context: tabs that meet the sign-in page at once sign in once. */
const signingIn = new WeakMap<BrowserContext, Promise<void>>();

function signInAgain(
  context: BrowserContext,
  signIn: Extract<SignIn, { kind: 'form' }>,
  options: { timeoutMs: number; guardRefusals?: () => number },
): Promise<void> {
  const running = signingIn.get(context);
  if (running) return running;
  const started = signInWithForm(context, signIn, {
    timeoutMs: options.timeoutMs,
    ...(options.guardRefusals ? { guardRefusals: options.guardRefusals } : {}),
  }).finally(() => signingIn.delete(context));
  signingIn.set(context, started);
  return started;
}
