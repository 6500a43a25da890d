import { withSignInAnswer } from '@klarsicht/report';
import type { BrowserContext, Page } from 'playwright-core';
import { loadPage } from '../page/load-page.js';
import { openTab } from '../page/open-tab.js';
import { ScanError } from '../report/scan-error.js';
import type { FormSignIn } from '../report/sign-in-types.js';
import { type MarkedFields, markSignInFields, SIGN_IN_MARK } from './mark-sign-in-fields.js';
import { readSignInAnswer } from './page-answer.js';

export interface FormSignInOptions {
  /** The whole sign-in's time, in ms. */
  timeoutMs: number;
  guardRefusals?: () => number;
}

/**
 * How long a sign-in page may take to show its form, and the sign-in to show that it worked, at
 * most: apps render after their requests, so the answer is read again until the network has been
 * quiet for a moment, and then once more after `SETTLE_MS`.
 */
const FORM_WAIT_MS = 10_000;
const PROOF_WAIT_MS = 10_000;
const SETTLE_MS = 500;
const POLL_MS = 100;

/**
 * Signs in through the site's own form, in a tab of its own in the scan's context: the session
 * (cookies, storage) then holds for every page the scan opens there. Throws `sign_in_failed` with
 * what went wrong, never with a value that was typed: a scan that cannot sign in must fail, not go
 * on as an anonymous one.
 */
export async function signInWithForm(
  context: BrowserContext,
  form: FormSignIn,
  options: FormSignInOptions,
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  const page = await openTab(context, { deadline });
  page.on('dialog', (dialog) => dialog.dismiss().catch(() => undefined));
  try {
    try {
      await loadPage(page, form.loginUrl, {
        timeoutMs: left(),
        ...(options.guardRefusals ? { guardRefusals: options.guardRefusals } : {}),
      });
    } catch (error) {
      // An internal address stays refused for the reason the network guard gives.
      if (error instanceof ScanError && error.code === 'private_address') throw error;
      throw failed(`the sign-in page ${form.loginUrl} could not be loaded (${messageOf(error)})`);
    }
    const given = {
      ...(form.usernameSelector ? { username: form.usernameSelector } : {}),
      ...(form.passwordSelector ? { password: form.passwordSelector } : {}),
      ...(form.submitSelector ? { submit: form.submitSelector } : {}),
    };
    let fields = await waitForFields(page, given, (found) => found.password || found.username, left);
    if (!fields.password && !fields.username) {
      throw failed(`no sign-in form was found on ${form.loginUrl}${selectorsNote(given)}`);
    }
    if (fields.username) await fill(page, 'username', form.username, left);
    if (!fields.password) {
      // Two steps: the user name first, then a page or panel that asks for the password.
      await submitForm(page, fields, left);
      fields = await waitForFields(page, given, (found) => found.password, left);
      if (!fields.password) {
        throw failed(`no password field was shown after the user name was sent on ${form.loginUrl}`);
      }
    }
    await fill(page, 'password', form.password, left);
    const before = page.url();
    const answered = lastDocumentStatus(page);
    await submitForm(page, fields, left);
    try {
      await proveSignedIn(page, form, before, Math.min(PROOF_WAIT_MS, left()));
    } catch (error) {
      if (!(error instanceof ScanError) || error.code !== 'sign_in_failed') throw error;
      throw await withPageAnswer(page, error, answered.status, form);
    }
  } finally {
    await page.close().catch(() => undefined);
  }
}

async function waitForFields(
  page: Page,
  given: Parameters<typeof markSignInFields>[0],
  enough: (found: MarkedFields) => boolean,
  left: () => number,
): Promise<MarkedFields> {
  const settled = settledSoon(page, Math.min(FORM_WAIT_MS, left()));
  for (;;) {
    const found = await page
      .evaluate(markSignInFields, given)
      .catch(() => ({ username: false, password: false, submit: false }));
    if (enough(found) || settled.done) return found;
    await page.waitForTimeout(POLL_MS).catch(() => undefined);
  }
}

/**
 * `done` turns true once the page's network has been idle and `SETTLE_MS` more have passed, or at
 * `maxMs`: time enough for an app to render what its requests brought, without waiting for ever
 * on a page that keeps a connection busy.
 */
function settledSoon(page: Page, maxMs: number): { done: boolean } {
  const state = { done: false };
  const timer = setTimeout(() => {
    state.done = true;
  }, maxMs);
  page
    .waitForLoadState('networkidle', { timeout: maxMs })
    .catch(() => undefined)
    .then(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)))
    .then(() => {
      state.done = true;
      clearTimeout(timer);
    });
  return state;
}

async function fill(
  page: Page,
  field: 'username' | 'password',
  value: string,
  left: () => number,
): Promise<void> {
  try {
    await page.locator(`[${SIGN_IN_MARK}="${field}"]`).fill(value, { timeout: Math.min(5_000, left()) });
  } catch {
    throw failed(`the ${field === 'username' ? 'user name' : 'password'} field could not be filled in`);
  }
}

/** Clicks the form's submit button, or presses Enter in its last field as a person would without one. */
async function submitForm(page: Page, fields: MarkedFields, left: () => number): Promise<void> {
  const timeout = Math.min(5_000, left());
  try {
    if (fields.submit) await page.locator(`[${SIGN_IN_MARK}="submit"]`).click({ timeout });
    else
      await page
        .locator(`[${SIGN_IN_MARK}="${fields.password ? 'password' : 'username'}"]`)
        .press('Enter', { timeout });
  } catch {
    throw failed('the sign-in form could not be sent');
  }
  await page.waitForLoadState('load', { timeout: Math.min(5_000, left()) }).catch(() => undefined);
}

async function proveSignedIn(page: Page, form: FormSignIn, before: string, waitMs: number): Promise<void> {
  const settled = settledSoon(page, waitMs);
  const proof = async (): Promise<boolean> => {
    if (form.successSelector) {
      return (
        (await page
          .locator(form.successSelector)
          .count()
          .catch(() => 0)) > 0
      );
    }
    if (form.successUrl) return urlMatches(page.url(), form.successUrl);
    // No proof named: the form is gone once no password field is shown any more.
    const shownPasswords = await page
      .locator('input[type="password"]')
      .evaluateAll((fields) =>
        fields.filter(
          (field) =>
            (field as unknown as { getClientRects(): ArrayLike<unknown> }).getClientRects().length > 0,
        ),
      )
      .then((fields) => fields.length)
      .catch(() => 1);
    return shownPasswords === 0;
  };
  for (;;) {
    const last = settled.done;
    if (await proof()) return;
    if (last) break;
    await page.waitForTimeout(POLL_MS).catch(() => undefined);
  }
  const where = addressWithoutQuery(page.url());
  if (form.successSelector) {
    throw failed(`the check for "${form.successSelector}" did not match after submitting (now at ${where})`);
  }
  if (form.successUrl) {
    throw failed(`the address after submitting (${where}) does not match "${form.successUrl}"`);
  }
  throw failed(
    `the sign-in form was still shown after submitting (${where}${page.url() === before ? ', the same page' : ''}); is the user name or password wrong?`,
  );
}

/** An absolute `expected` is a prefix of the address; a path or part of one is contained in it. */
export function urlMatches(address: string, expected: string): boolean {
  if (/^https?:\/\//i.test(expected)) return address.startsWith(expected);
  try {
    const url = new URL(address);
    return `${url.pathname}${url.search}`.includes(expected);
  } catch {
    return false;
  }
}

function addressWithoutQuery(address: string): string {
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}`;
  } catch {
    return address;
  }
}

function selectorsNote(given: Record<string, string>): string {
  const names = Object.keys(given);
  return names.length === 0 ? '' : ` (with the selectors given for: ${names.join(', ')})`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The HTTP status of the page's latest document (the answer to the form, once sent). */
function lastDocumentStatus(page: Page): { status: number | undefined } {
  const seen: { status: number | undefined } = { status: undefined };
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      seen.status = response.status();
    }
  });
  return seen;
}

/**
 * A failed sign-in names what the site said about it: the sign-in page's error text (the typed
 * user name and password cut out, should the page repeat them) and an HTTP error status. The
 * owner reads there whether the password is wrong, the account locked or the site broken.
 */
async function withPageAnswer(
  page: Page,
  error: ScanError,
  status: number | undefined,
  form: FormSignIn,
): Promise<ScanError> {
  let answer = await page.evaluate(readSignInAnswer).catch(() => '');
  for (const typed of [form.password, form.username]) {
    if (typed) answer = answer.split(typed).join('…');
  }
  const errorStatus = status !== undefined && status >= 400 ? status : undefined;
  const message = withSignInAnswer(
    errorStatus === undefined
      ? error.message
      : `${error.message} The sign-in page answered HTTP ${errorStatus}.`,
    answer,
  );
  return new ScanError('sign_in_failed', message, errorStatus === undefined ? {} : { status: errorStatus });
}

function failed(detail: string): ScanError {
  return new ScanError('sign_in_failed', `Sign-in failed: ${detail}.`);
}
