import { formAction, pkcePair, TestBrowser } from './oidc-browser.js';

/**
 * What a person does through the embedded provider and the local test-mode billing, over real
 * HTTP, each step telling when the server acknowledged it: an account is created when the
 * registration form answers with its redirect, a payment is recorded when the test checkout's
 * "pay" answers 200.
 */

const CLIENT_ID = 'klarsicht-web';

export interface AccountDetails {
  email: string;
  password: string;
  fullName: string;
}

/** Starts an authorization request (as the web app does) and follows it to our sign-in page. */
async function openSignInPage(origin: string, extra: Record<string, string> = {}) {
  const browser = new TestBrowser(origin);
  const pkce = pkcePair();
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${origin}/`,
    scope: 'openid profile email',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: 'crash-test',
    ...extra,
  });
  const page = await browser.follow(`/oidc/auth?${params}`);
  if (page.status !== 200) throw new Error(`the sign-in page answered ${page.status}`);
  return { browser, pkce, action: formAction(page.text) };
}

/** From the provider's redirect after a sign-in to an access token for our API. */
async function finishSignIn(origin: string, browser: TestBrowser, location: string, verifier: string) {
  const callback = await browser.follow(location, {}, `${origin}/`);
  const code = callback.location ? new URL(callback.location).searchParams.get('code') : null;
  if (!code) throw new Error(`no code after sign-in (answer ${callback.status})`);
  const response = await fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${origin}/`,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }),
  });
  if (response.status !== 200) throw new Error(`the token endpoint answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Registers the account. `onCreated` runs as soon as the server has said the account exists;
 * the access token comes after the rest of the sign-in.
 */
export async function registerAccount(
  origin: string,
  account: AccountDetails,
  onCreated: () => void,
): Promise<string> {
  const { browser, pkce, action } = await openSignInPage(origin, { prompt: 'create' });
  const answer = await browser.request(action, {
    form: { fullName: account.fullName, email: account.email, password: account.password },
  });
  if (answer.status !== 303 || !answer.location) {
    throw new Error(`registration answered ${answer.status}`);
  }
  onCreated();
  return finishSignIn(origin, browser, answer.location, pkce.verifier);
}

/** Signs in with e-mail and password; resolves to an access token, or null if the provider refused. */
export async function signIn(origin: string, email: string, password: string): Promise<string | null> {
  const { browser, pkce, action } = await openSignInPage(origin);
  const answer = await browser.request(action, { form: { email, password } });
  if (answer.status !== 303 || !answer.location) return null;
  return finishSignIn(origin, browser, answer.location, pkce.verifier);
}

/** Pays a one-time plan in the test checkout; `onPaid` gets the checkout's id once it is recorded. */
export async function payOnce(
  origin: string,
  accessToken: string,
  onPaid: (checkoutId: string) => void,
): Promise<void> {
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const checkout = await fetch(`${origin}/api/billing/checkout`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ plan: 'basic', mode: 'payment' }),
  });
  if (checkout.status !== 200) throw new Error(`checkout answered ${checkout.status}`);
  const checkoutId = new URL(((await checkout.json()) as { url: string }).url).pathname.split('/').at(-1)!;
  const paid = await fetch(`${origin}/api/billing/test-mode/checkout/${checkoutId}/complete`, {
    method: 'POST',
    headers: { authorization: headers.authorization },
  });
  await paid.arrayBuffer();
  if (paid.status !== 200) throw new Error(`paying answered ${paid.status}`);
  onPaid(checkoutId);
}
