import type { FastifyRequest } from 'fastify';
import { acceptedLanguage, asLanguage, DEFAULT_LANGUAGE, type Language } from '../i18n/language.js';

/** The embedded provider's page texts, German (default) and English. */

const de = {
  siteName: 'Klarsicht',
  home: 'Zur Startseite',
  languageLabel: 'Sprache',
  footer: 'Klarsicht – Barrierefreiheit prüfen',
  loginTitle: 'Anmelden',
  loginSubmit: 'Anmelden',
  registerTitle: 'Konto anlegen',
  registerSubmit: 'Konto anlegen',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  newPassword: 'Neues Passwort',
  passwordHint: 'Mindestens 10 Zeichen.',
  fullName: 'Vollständiger Name',
  noAccount: 'Noch kein Konto?',
  toRegister: 'Konto anlegen',
  haveAccount: 'Schon ein Konto?',
  toLogin: 'Anmelden',
  forgotLink: 'Passwort vergessen?',
  errorSummaryTitle: 'Bitte prüfen Sie Ihre Eingaben',
  loginFailed: 'E-Mail-Adresse oder Passwort ist falsch.',
  tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
  emailTaken:
    'Mit dieser E-Mail-Adresse gibt es schon ein Konto. Melden Sie sich an oder setzen Sie das Passwort zurück.',
  nameRequired: 'Geben Sie Ihren Namen ein.',
  passwordTooShort: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
  passwordRequired: 'Geben Sie Ihr Passwort ein.',
  forgotTitle: 'Passwort zurücksetzen',
  forgotIntro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link zum Zurücksetzen.',
  forgotSubmit: 'Link senden',
  forgotSent:
    'Wenn es ein Konto mit dieser Adresse gibt, ist eine E-Mail mit einem Link unterwegs. Der Link gilt eine Stunde.',
  resetTitle: 'Neues Passwort festlegen',
  resetSubmit: 'Passwort speichern',
  resetDone: 'Ihr Passwort ist geändert. Sie können sich jetzt damit anmelden.',
  linkInvalid: 'Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt.',
  requestNewLink: 'Neuen Link anfordern',
  verifyTitle: 'E-Mail-Adresse bestätigen',
  verifyDone: 'Danke! Ihre E-Mail-Adresse ist bestätigt.',
  toApp: 'Weiter zu Klarsicht',
  formExpired: 'Das Formular ist abgelaufen. Bitte versuchen Sie es noch einmal.',
  errorTitle: 'Das hat nicht geklappt',
  errorText: 'Die Anmeldung konnte nicht abgeschlossen werden. Bitte starten Sie sie noch einmal.',
  logoutTitle: 'Abmelden',
  logoutText: 'Möchten Sie sich von Klarsicht abmelden?',
  logoutSubmit: 'Abmelden',
  logoutCancel: 'Angemeldet bleiben',
  loggingOutText: 'Sie werden abgemeldet …',
  loggedOutTitle: 'Abgemeldet',
  loggedOutText: 'Sie sind jetzt abgemeldet.',
  mailVerifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse für Klarsicht',
  mailVerifyText:
    'Hallo {name},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link (gültig 24 Stunden):\n{link}\n\nWenn Sie kein Konto bei Klarsicht angelegt haben, ignorieren Sie diese E-Mail.',
  mailResetSubject: 'Passwort für Klarsicht zurücksetzen',
  mailResetText:
    'Hallo {name},\n\nmit diesem Link legen Sie ein neues Passwort fest (gültig 1 Stunde):\n{link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
};

export type Messages = typeof de;

const en: Messages = {
  siteName: 'Klarsicht',
  home: 'To the home page',
  languageLabel: 'Language',
  footer: 'Klarsicht – accessibility checks',
  loginTitle: 'Log in',
  loginSubmit: 'Log in',
  registerTitle: 'Create an account',
  registerSubmit: 'Create account',
  email: 'E-mail address',
  password: 'Password',
  newPassword: 'New password',
  passwordHint: 'At least 10 characters.',
  fullName: 'Full name',
  noAccount: 'No account yet?',
  toRegister: 'Create an account',
  haveAccount: 'Already have an account?',
  toLogin: 'Log in',
  forgotLink: 'Forgot your password?',
  errorSummaryTitle: 'Please check your entries',
  loginFailed: 'The e-mail address or password is wrong.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  emailInvalid: 'Enter a valid e-mail address, such as name@example.com.',
  emailTaken: 'There is already an account with this e-mail address. Log in or reset the password.',
  nameRequired: 'Enter your name.',
  passwordTooShort: 'The password must be at least 10 characters long.',
  passwordRequired: 'Enter your password.',
  forgotTitle: 'Reset your password',
  forgotIntro: "Enter your account's e-mail address. We will send you a link to reset the password.",
  forgotSubmit: 'Send link',
  forgotSent:
    'If there is an account with this address, an e-mail with a link is on its way. The link is valid for one hour.',
  resetTitle: 'Choose a new password',
  resetSubmit: 'Save password',
  resetDone: 'Your password has been changed. You can log in with it now.',
  linkInvalid: 'This link is invalid, has expired or has already been used.',
  requestNewLink: 'Request a new link',
  verifyTitle: 'Confirm your e-mail address',
  verifyDone: 'Thank you! Your e-mail address is confirmed.',
  toApp: 'Continue to Klarsicht',
  formExpired: 'The form has expired. Please try again.',
  errorTitle: 'Something went wrong',
  errorText: 'Logging in could not be completed. Please start again.',
  logoutTitle: 'Log out',
  logoutText: 'Do you want to log out of Klarsicht?',
  logoutSubmit: 'Log out',
  logoutCancel: 'Stay logged in',
  loggingOutText: 'Logging you out …',
  loggedOutTitle: 'Logged out',
  loggedOutText: 'You are now logged out.',
  mailVerifySubject: 'Confirm your e-mail address for Klarsicht',
  mailVerifyText:
    'Hello {name},\n\nplease confirm your e-mail address with this link (valid for 24 hours):\n{link}\n\nIf you did not create a Klarsicht account, ignore this e-mail.',
  mailResetSubject: 'Reset your Klarsicht password',
  mailResetText:
    'Hello {name},\n\nuse this link to choose a new password (valid for 1 hour):\n{link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.',
};

export const MESSAGES: Record<Language, Messages> = { de, en };

/**
 * The page language: the `lang` query parameter (the pages' language switch, carried on by their
 * links and forms, and set in mailed links), else the authorization request's `ui_locales` (first
 * supported), else the `locale` cookie, else the first supported Accept-Language entry by weight;
 * German by default.
 */
export function pickLanguage(request: FastifyRequest, uiLocales?: string): Language {
  const chosen = (request.query as { lang?: unknown } | undefined)?.lang;
  return pickLanguageFromHeaders(request.headers, uiLocales, typeof chosen === 'string' ? chosen : undefined);
}

export function pickLanguageFromHeaders(
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
  uiLocales?: string,
  chosen?: string,
): Language {
  const fromSwitch = chosen?.length === 2 ? asLanguage(chosen) : undefined;
  if (fromSwitch) return fromSwitch;
  for (const locale of uiLocales?.split(/\s+/) ?? []) {
    const language = asLanguage(locale);
    if (language) return language;
  }
  const cookie = /(?:^|;\s*)locale=([^;]*)/.exec(headers.cookie ?? '')?.[1];
  const fromCookie = asLanguage(cookie ? decodeURIComponent(cookie) : undefined);
  if (fromCookie) return fromCookie;
  return acceptedLanguage(headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** `href` (a path with or without a query) with its `lang` parameter set to `lang`. */
export function withLanguage(href: string, lang: Language): string {
  const url = new URL(href, 'http://x');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
}
