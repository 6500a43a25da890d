import { BROWSER_OWNED_HEADERS, HEADER_NAME } from '@klarsicht/report';
import type { SignIn } from './sign-in-types.js';

/**
 * What is wrong with a sign-in setting, in English, one sentence each; none means usable. Never
 * quotes a value: a mistyped secret must not end up in an error message.
 */
export function signInProblems(signIn: SignIn): string[] {
  const problems: string[] = [];
  if (signIn.kind === 'form' || signIn.kind === 'basic') {
    if (signIn.username.trim() === '') problems.push('The user name is empty.');
    if (signIn.password === '') problems.push('The password is empty.');
    if (/[\r\n]/.test(signIn.username)) problems.push('The user name contains a line break.');
  }
  if (signIn.kind === 'basic' && signIn.username.includes(':')) {
    problems.push('A user name for HTTP basic authentication cannot contain a colon.');
  }
  if (signIn.kind === 'form') {
    let url: URL | undefined;
    try {
      url = new URL(signIn.loginUrl);
    } catch {
      problems.push('The sign-in page is not a web address.');
    }
    if (url && url.protocol !== 'http:' && url.protocol !== 'https:') {
      problems.push('The sign-in page must be an http:// or https:// address.');
    }
    if (url && (url.username || url.password)) {
      problems.push('The sign-in page address must not contain a user name or password.');
    }
  }
  if (signIn.kind === 'headers') {
    const headers = Object.entries(signIn.headers ?? {});
    const cookies = signIn.cookies ?? [];
    if (headers.length === 0 && cookies.length === 0) problems.push('No header and no cookie is given.');
    for (const [name, value] of headers) {
      if (!HEADER_NAME.test(name))
        problems.push(`The header name "${name.slice(0, 40)}" is not a valid name.`);
      else if (BROWSER_OWNED_HEADERS.has(name.toLowerCase()))
        problems.push(
          `The header ${name} cannot be set for a scan${name.toLowerCase() === 'cookie' ? ' (give cookies as cookies)' : ''}.`,
        );
      if (/[\r\n\0]/.test(value))
        problems.push(`The value of the header ${name.slice(0, 40)} contains a line break.`);
    }
    for (const { name, value } of cookies) {
      if (!HEADER_NAME.test(name))
        problems.push(`The cookie name "${name.slice(0, 40)}" is not a valid name.`);
      if (/[\s;,"\\\0]/.test(value) || value === '')
        problems.push(
          `The value of the cookie ${name.slice(0, 40)} is empty or contains spaces, commas, semicolons or quotes.`,
        );
    }
  }
  return problems;
}
