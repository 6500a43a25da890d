import { type SignIn, signInProblems } from '@klarsicht/scanner';
import { UsageError } from './usage-error.js';

/** The sign-in options as given: one value each, except the repeatable --header and --cookie. */
export interface SignInArgs {
  loginUrl?: string | undefined;
  username?: string | undefined;
  passwordEnv?: string | undefined;
  usernameSelector?: string | undefined;
  passwordSelector?: string | undefined;
  submitSelector?: string | undefined;
  signedInSelector?: string | undefined;
  signedInUrl?: string | undefined;
  headers: string[];
  cookies: string[];
}

export const SIGN_IN_USAGE = `Signing in before the scan (for pages behind a login; local scans only):
  --login-url <url>        The site's sign-in page: its form is filled and sent once
  --username <name>        The user name (with --login-url; without it: HTTP basic auth)
  --password-env <NAME>    The environment variable that holds the password (never
                           give a password on the command line)
  --username-selector, --password-selector, --submit-selector <css>
                           The form's fields and button, when not found by themselves
  --signed-in-selector <css>  An element that shows the sign-in worked
  --signed-in-url <text>   Or: the address after signing in starts with / contains this
  --header <'Name: value'> A request header for the scanned site only (repeatable)
  --cookie <name=value>    A cookie for the scanned site only (repeatable)
  A failed sign-in fails the scan (exit 2, reason sign_in_failed). Sign-out links are
  not followed; passwords, header and cookie values never appear in the report.
`;

/**
 * The one way a scan signs in, from the options; undefined when none is given. Throws UsageError
 * for an incomplete or mixed set, never quoting a secret.
 */
export function parseSignIn(
  args: SignInArgs,
  env: Readonly<Record<string, string | undefined>>,
): SignIn | undefined {
  const formOnly = [
    ['--username-selector', args.usernameSelector],
    ['--password-selector', args.passwordSelector],
    ['--submit-selector', args.submitSelector],
    ['--signed-in-selector', args.signedInSelector],
    ['--signed-in-url', args.signedInUrl],
  ] as const;
  const usesHeaders = args.headers.length > 0 || args.cookies.length > 0;
  const usesAccount =
    args.loginUrl !== undefined || args.username !== undefined || args.passwordEnv !== undefined;
  if (!usesHeaders && !usesAccount) {
    const stray = formOnly.find(([, value]) => value !== undefined);
    if (stray) throw new UsageError(`option ${stray[0]} only applies with --login-url`, 'scan');
    return undefined;
  }
  if (usesHeaders && usesAccount) {
    throw new UsageError(
      'sign in either with --header/--cookie or with --username and --password-env, not both',
      'scan',
    );
  }
  let signIn: SignIn;
  if (usesHeaders) {
    const stray = formOnly.find(([, value]) => value !== undefined);
    if (stray) throw new UsageError(`option ${stray[0]} only applies with --login-url`, 'scan');
    signIn = {
      kind: 'headers',
      headers: Object.fromEntries(args.headers.map(parseHeader)),
      cookies: args.cookies.map(parseCookie),
    };
  } else {
    if (args.username === undefined) throw new UsageError('signing in needs --username', 'scan');
    const password = passwordFrom(args.passwordEnv, env);
    if (args.loginUrl === undefined) {
      const stray = formOnly.find(([, value]) => value !== undefined);
      if (stray) throw new UsageError(`option ${stray[0]} only applies with --login-url`, 'scan');
      signIn = { kind: 'basic', username: args.username, password };
    } else {
      signIn = {
        kind: 'form',
        loginUrl: args.loginUrl,
        username: args.username,
        password,
        ...(args.usernameSelector ? { usernameSelector: args.usernameSelector } : {}),
        ...(args.passwordSelector ? { passwordSelector: args.passwordSelector } : {}),
        ...(args.submitSelector ? { submitSelector: args.submitSelector } : {}),
        ...(args.signedInSelector ? { successSelector: args.signedInSelector } : {}),
        ...(args.signedInUrl ? { successUrl: args.signedInUrl } : {}),
      };
    }
  }
  const problem = signInProblems(signIn)[0];
  if (problem) throw new UsageError(`sign-in: ${problem}`, 'scan');
  return signIn;
}

function passwordFrom(name: string | undefined, env: Readonly<Record<string, string | undefined>>): string {
  if (name === undefined)
    throw new UsageError('signing in needs --password-env NAME (the variable with the password)', 'scan');
  if (!/^[A-Za-z_][A-Za-z\d_]*$/.test(name)) {
    throw new UsageError(
      `--password-env takes the name of an environment variable, e.g. KLARSICHT_PASSWORD`,
      'scan',
    );
  }
  const password = env[name];
  if (password === undefined || password === '') {
    throw new UsageError(
      `the environment variable ${name} (from --password-env) is not set or empty`,
      'scan',
    );
  }
  return password;
}

function parseHeader(text: string): [string, string] {
  const colon = text.indexOf(':');
  const name = colon < 0 ? '' : text.slice(0, colon).trim();
  if (colon < 0 || name === '')
    throw new UsageError("--header takes 'Name: value', e.g. 'Authorization: Bearer …'", 'scan');
  return [name, text.slice(colon + 1).trim()];
}

function parseCookie(text: string): { name: string; value: string } {
  const equals = text.indexOf('=');
  const name = equals < 0 ? '' : text.slice(0, equals).trim();
  if (equals < 0 || name === '')
    throw new UsageError('--cookie takes name=value, e.g. session=abc123', 'scan');
  return { name, value: text.slice(equals + 1).trim() };
}
