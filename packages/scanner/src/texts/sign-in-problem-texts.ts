import type { Language } from '@klarsicht/report';
import type { SignIn } from '../report/sign-in-types.js';
import { type SignInProblem, type SignInProblemCode, signInProblems } from '../sign-in/validate-sign-in.js';

/**
 * What is wrong with a sign-in setting (`signInProblems`), one sentence each, in German and English:
 * the only place these sentences are kept. The CLI shows them in the language of its user; the
 * engine's failure message and the API's field errors carry the English ones as technical detail.
 */
export type SignInProblemTexts = {
  [Code in SignInProblemCode]: (problem: Extract<SignInProblem, { code: Code }>) => string;
};

/** A name as a message quotes it: at most 40 characters, it is a name, not the whole line typed. */
const shortName = (name: string) => name.slice(0, 40);

const ENGLISH: SignInProblemTexts = {
  'username-empty': () => 'The user name is empty.',
  'password-empty': () => 'The password is empty.',
  'username-line-break': () => 'The user name contains a line break.',
  'username-colon': () => 'A user name for HTTP basic authentication cannot contain a colon.',
  'login-url-invalid': () => 'The sign-in page is not a web address.',
  'login-url-not-http': () => 'The sign-in page must be an http:// or https:// address.',
  'login-url-credentials': () => 'The sign-in page address must not contain a user name or password.',
  'no-headers-or-cookies': () => 'No header and no cookie is given.',
  'header-name-invalid': ({ name }) => `The header name "${shortName(name)}" is not a valid name.`,
  'header-browser-owned': ({ name }) =>
    `The header ${shortName(name)} cannot be set for a scan${isCookie(name) ? ' (give cookies as cookies)' : ''}.`,
  'header-value-line-break': ({ name }) =>
    `The value of the header ${shortName(name)} contains a line break.`,
  'cookie-name-invalid': ({ name }) => `The cookie name "${shortName(name)}" is not a valid name.`,
  'cookie-value-invalid': ({ name }) =>
    `The value of the cookie ${shortName(name)} is empty or contains spaces, commas, semicolons or quotes.`,
};

const GERMAN: SignInProblemTexts = {
  'username-empty': () => 'Der Benutzername ist leer.',
  'password-empty': () => 'Das Passwort ist leer.',
  'username-line-break': () => 'Der Benutzername enthält einen Zeilenumbruch.',
  'username-colon': () =>
    'Ein Benutzername für die HTTP-Basic-Authentifizierung darf keinen Doppelpunkt enthalten.',
  'login-url-invalid': () => 'Die Adresse der Anmeldeseite ist keine gültige Webadresse.',
  'login-url-not-http': () => 'Die Adresse der Anmeldeseite muss mit http:// oder https:// beginnen.',
  'login-url-credentials': () =>
    'Die Adresse der Anmeldeseite darf keinen Benutzernamen und kein Passwort enthalten.',
  'no-headers-or-cookies': () => 'Es ist weder ein Header noch ein Cookie angegeben.',
  'header-name-invalid': ({ name }) => `Der Header-Name „${shortName(name)}“ ist kein gültiger Name.`,
  'header-browser-owned': ({ name }) =>
    `Der Header „${shortName(name)}“ lässt sich für eine Prüfung nicht setzen, der Browser setzt ihn selbst${isCookie(name) ? ' (Cookies bitte einzeln als Cookie angeben)' : ''}.`,
  'header-value-line-break': ({ name }) =>
    `Der Wert des Headers „${shortName(name)}“ enthält einen Zeilenumbruch.`,
  'cookie-name-invalid': ({ name }) => `Der Cookie-Name „${shortName(name)}“ ist kein gültiger Name.`,
  'cookie-value-invalid': ({ name }) =>
    `Der Wert des Cookies „${shortName(name)}“ ist leer oder enthält Leerzeichen, Kommas, Semikolons oder Anführungszeichen.`,
};

function isCookie(name: string): boolean {
  return name.toLowerCase() === 'cookie';
}

export const SIGN_IN_PROBLEM_TEXTS: Record<Language, SignInProblemTexts> = { de: GERMAN, en: ENGLISH };

/** A sign-in problem in words, English unless asked otherwise. */
export function signInProblemText(problem: SignInProblem, language: Language = 'en'): string {
  // Each text takes its own kind of problem, which `problem.code` picks; TypeScript cannot follow that.
  const text = SIGN_IN_PROBLEM_TEXTS[language][problem.code] as (problem: SignInProblem) => string;
  return text(problem);
}

/**
 * What is wrong with a sign-in setting, one sentence each (English unless asked otherwise); none
 * means usable. For callers that pass the problems on as text: the engine's failure message, the
 * API's field errors.
 */
export function signInProblemSentences(signIn: SignIn, language: Language = 'en'): string[] {
  return signInProblems(signIn).map((problem) => signInProblemText(problem, language));
}
