/**
 * How a scan signs in to the site before it crawls (BFSG § 19 BFSGV names sign-in, authentication
 * and payment functions: they are in scope, and they sit behind a login). Exactly one way per scan.
 * Every secret here stays inside the scan: it is never written to a report, a log line or an error.
 */
export type SignIn = FormSignIn | HeaderSignIn | BasicSignIn;

export const SIGN_IN_KINDS = ['form', 'headers', 'basic'] as const;
export type SignInKind = (typeof SIGN_IN_KINDS)[number];

/** The site's own sign-in form: filled and sent once per browser context, like a person would. */
export interface FormSignIn {
  kind: 'form';
  /** The page with the sign-in form. */
  loginUrl: string;
  username: string;
  password: string;
  /** CSS selectors of the fields and the submit button; found on the page when omitted. */
  usernameSelector?: string;
  passwordSelector?: string;
  submitSelector?: string;
  /**
   * What proves the sign-in worked: an element matching `successSelector` on the page reached after
   * submitting, or that page's address starting with `successUrl` (absolute) or containing it (a
   * path). Neither given: the sign-in counts as done when no password field is shown any more.
   */
  successSelector?: string;
  successUrl?: string;
}

/** A session cookie or a token for a staging site, sent to the scanned site only (never to others). */
export interface HeaderSignIn {
  kind: 'headers';
  /** Request headers by name, e.g. `{ Authorization: 'Bearer …' }`. */
  headers?: Record<string, string>;
  cookies?: Array<{ name: string; value: string }>;
}

/** HTTP basic authentication, answered for the scanned site only. */
export interface BasicSignIn {
  kind: 'basic';
  username: string;
  password: string;
}

/** The values a report must never show: passwords, header values and cookie values. */
export function secretsOf(signIn: SignIn | undefined): string[] {
  if (!signIn) return [];
  const values =
    signIn.kind === 'headers'
      ? [
          // A header's token alone may surface too ("Bearer abc…" shown as "abc…").
          ...Object.values(signIn.headers ?? {}).flatMap((value) => [value, ...value.split(/\s+/)]),
          ...(signIn.cookies ?? []).map((cookie) => cookie.value),
        ]
      : [signIn.password];
  // Very short values would redact ordinary words of the report, and hide nothing worth hiding.
  return [...new Set(values.filter((value) => value.length >= 4))];
}
