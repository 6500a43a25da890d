import type { SignIn } from '@klarsicht/scanner';
import { signInProblems } from '@klarsicht/scanner/options';
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
    if (stray) throw new UsageError({ code: 'login-url-only', option: stray[0] }, 'scan');
    return undefined;
  }
  if (usesHeaders && usesAccount) {
    throw new UsageError({ code: 'sign-in-mixed' }, 'scan');
  }
  let signIn: SignIn;
  if (usesHeaders) {
    const stray = formOnly.find(([, value]) => value !== undefined);
    if (stray) throw new UsageError({ code: 'login-url-only', option: stray[0] }, 'scan');
    signIn = {
      kind: 'headers',
      headers: Object.fromEntries(args.headers.map(parseHeader)),
      cookies: args.cookies.map(parseCookie),
    };
  } else {
    if (args.username === undefined) throw new UsageError({ code: 'sign-in-needs-username' }, 'scan');
    const password = passwordFrom(args.passwordEnv, env);
    if (args.loginUrl === undefined) {
      const stray = formOnly.find(([, value]) => value !== undefined);
      if (stray) throw new UsageError({ code: 'login-url-only', option: stray[0] }, 'scan');
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
  if (problem) throw new UsageError({ code: 'sign-in-problem', problem }, 'scan');
  return signIn;
}

function passwordFrom(name: string | undefined, env: Readonly<Record<string, string | undefined>>): string {
  if (name === undefined) throw new UsageError({ code: 'sign-in-needs-password-env' }, 'scan');
  if (!/^[A-Za-z_][A-Za-z\d_]*$/.test(name)) {
    throw new UsageError({ code: 'password-env-not-a-name' }, 'scan');
  }
  const password = env[name];
  if (password === undefined || password === '') {
    throw new UsageError({ code: 'password-env-unset', name }, 'scan');
  }
  return password;
}

function parseHeader(text: string): [string, string] {
  const colon = text.indexOf(':');
  const name = colon < 0 ? '' : text.slice(0, colon).trim();
  if (colon < 0 || name === '') throw new UsageError({ code: 'header-syntax' }, 'scan');
  return [name, text.slice(colon + 1).trim()];
}

function parseCookie(text: string): { name: string; value: string } {
  const equals = text.indexOf('=');
  const name = equals < 0 ? '' : text.slice(0, equals).trim();
  if (equals < 0 || name === '') throw new UsageError({ code: 'cookie-syntax' }, 'scan');
  return { name, value: text.slice(equals + 1).trim() };
}
