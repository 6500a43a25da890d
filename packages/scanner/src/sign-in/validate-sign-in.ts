import { BROWSER_OWNED_HEADERS, HEADER_NAME } from '@klarsicht/report';
import type { SignIn } from '../report/sign-in-types.js';

/**
 * What is wrong with a sign-in setting, as data: a code and, for a header or cookie, its name as
 * given. Never a value: a mistyped secret must not end up in an error message. Worded in German or
 * English by `signInProblemText` (texts/sign-in-problem-texts.ts).
 */
export type SignInProblem =
  | { code: 'username-empty' }
  | { code: 'password-empty' }
  | { code: 'username-line-break' }
  /** HTTP basic authentication joins user name and password with a colon. */
  | { code: 'username-colon' }
  | { code: 'login-url-invalid' }
  | { code: 'login-url-not-http' }
  | { code: 'login-url-credentials' }
  | { code: 'no-headers-or-cookies' }
  | { code: 'header-name-invalid'; name: string }
  /** A header the browser sets itself (Host, Cookie, Content-Length …). */
  | { code: 'header-browser-owned'; name: string }
  | { code: 'header-value-line-break'; name: string }
  | { code: 'cookie-name-invalid'; name: string }
  /** Empty, or with white space, a comma, a semicolon, a quote, a backslash or a NUL. */
  | { code: 'cookie-value-invalid'; name: string };

export type SignInProblemCode = SignInProblem['code'];

/** What is wrong with a sign-in setting, in the order of its fields; none means usable. */
export function signInProblems(signIn: SignIn): SignInProblem[] {
  const problems: SignInProblem[] = [];
  if (signIn.kind === 'form' || signIn.kind === 'basic') {
    if (signIn.username.trim() === '') problems.push({ code: 'username-empty' });
    if (signIn.password === '') problems.push({ code: 'password-empty' });
    if (/[\r\n]/.test(signIn.username)) problems.push({ code: 'username-line-break' });
  }
  if (signIn.kind === 'basic' && signIn.username.includes(':')) {
    problems.push({ code: 'username-colon' });
  }
  if (signIn.kind === 'form') {
    let url: URL | undefined;
    try {
      url = new URL(signIn.loginUrl);
    } catch {
      problems.push({ code: 'login-url-invalid' });
    }
    if (url && url.protocol !== 'http:' && url.protocol !== 'https:') {
      problems.push({ code: 'login-url-not-http' });
    }
    if (url && (url.username || url.password)) {
      problems.push({ code: 'login-url-credentials' });
    }
  }
  if (signIn.kind === 'headers') {
    const headers = Object.entries(signIn.headers ?? {});
    const cookies = signIn.cookies ?? [];
    if (headers.length === 0 && cookies.length === 0) problems.push({ code: 'no-headers-or-cookies' });
    for (const [name, value] of headers) {
      if (!HEADER_NAME.test(name)) problems.push({ code: 'header-name-invalid', name });
      else if (BROWSER_OWNED_HEADERS.has(name.toLowerCase()))
        problems.push({ code: 'header-browser-owned', name });
      if (/[\r\n\0]/.test(value)) problems.push({ code: 'header-value-line-break', name });
    }
    for (const { name, value } of cookies) {
      if (!HEADER_NAME.test(name)) problems.push({ code: 'cookie-name-invalid', name });
      if (/[\s;,"\\\0]/.test(value) || value === '') problems.push({ code: 'cookie-value-invalid', name });
    }
  }
  return problems;
}
