import type { CRAWL_AREAS, SiteSettings, UpdateSiteSettings } from '@klarsicht/contracts';
import { patternLines } from './crawl-scope';

/**
 * The settings form's state, apart from the API's shapes: every kind of sign-in keeps what was typed
 * while another is chosen, and secrets are never in it unless the owner types a new one.
 */

export type AreaChoice = 'default' | (typeof CRAWL_AREAS)[number];
export const AREA_CHOICES: readonly AreaChoice[] = ['default', 'site', 'path'];

export type SignInChoice = 'none' | 'form' | 'headers' | 'basic';
export const SIGN_IN_CHOICES: readonly SignInChoice[] = ['none', 'form', 'headers', 'basic'];

/** How the scan tells that the sign-in worked: by itself (no password field left), an element, or the address. */
export type SuccessCheck = 'auto' | 'selector' | 'url';
export const SUCCESS_CHECKS: readonly SuccessCheck[] = ['auto', 'selector', 'url'];

export type RowList = 'headers' | 'cookies';
/** At most this many headers and this many cookies (the contract's limit). */
export const MAX_ROWS = 10;

export interface NameValueRow {
  /** React's key and the row's identity while the form is open. */
  key: string;
  name: string;
  /** A new value; empty keeps the stored one (see `storedName`). */
  value: string;
  /** The name under which the server holds a value for this row, or null for a new row. */
  storedName: string | null;
}

export interface FormSignInDraft {
  loginUrl: string;
  username: string;
  password: string;
  usernameSelector: string;
  passwordSelector: string;
  submitSelector: string;
  successCheck: SuccessCheck;
  successSelector: string;
  successUrl: string;
}

export interface SettingsDraft {
  /** Where the site's scans start, as typed. */
  startUrl: string;
  area: AreaChoice;
  /** Patterns as typed, one a line. */
  include: string;
  exclude: string;
  signIn: SignInChoice;
  form: FormSignInDraft;
  headers: NameValueRow[];
  cookies: NameValueRow[];
  basic: { username: string; password: string };
  /** Accept consent banners after the first page, and the accept button no rule recognises. */
  consentHandle: boolean;
  consentSelector: string;
}

let rowCount = 0;
export function newRow(name = '', storedName: string | null = null): NameValueRow {
  rowCount += 1;
  return { key: `row-${rowCount}`, name, value: '', storedName };
}

/** The form's state for what the server holds. */
export function draftFrom(settings: SiteSettings): SettingsDraft {
  const { scope, signIn } = settings;
  const form = signIn?.kind === 'form' ? signIn : undefined;
  return {
    startUrl: settings.url,
    area: scope.area ?? 'default',
    include: scope.include.join('\n'),
    exclude: scope.exclude.join('\n'),
    signIn: signIn?.kind ?? 'none',
    form: {
      loginUrl: form?.loginUrl ?? '',
      username: form?.username ?? '',
      password: '',
      usernameSelector: form?.usernameSelector ?? '',
      passwordSelector: form?.passwordSelector ?? '',
      submitSelector: form?.submitSelector ?? '',
      successCheck: form?.successSelector ? 'selector' : form?.successUrl ? 'url' : 'auto',
      successSelector: form?.successSelector ?? '',
      successUrl: form?.successUrl ?? '',
    },
    headers:
      signIn?.kind === 'headers'
        ? signIn.headers.map((header) => newRow(header.name, header.valueSet ? header.name : null))
        : [],
    cookies:
      signIn?.kind === 'headers'
        ? signIn.cookies.map((cookie) => newRow(cookie.name, cookie.valueSet ? cookie.name : null))
        : [],
    basic: { username: signIn?.kind === 'basic' ? signIn.username : '', password: '' },
    consentHandle: settings.consent.handle,
    consentSelector: settings.consent.acceptSelector ?? '',
  };
}

/** Whether the server holds a password for the sign-in chosen now (only one of the same kind counts). */
export function passwordStored(settings: SiteSettings, choice: SignInChoice): boolean {
  const stored = settings.signIn;
  return (
    (stored?.kind === 'form' || stored?.kind === 'basic') && stored.kind === choice && stored.passwordSet
  );
}

/** A row keeps its stored value only under the name it was stored with. */
export function valueStored(row: NameValueRow): boolean {
  return row.storedName !== null && row.name.trim() === row.storedName;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What `PUT /api/sites/:id/settings` is sent: secrets only where a new one was typed. */
export function toUpdate(draft: SettingsDraft): UpdateSiteSettings {
  return {
    startUrl: draft.startUrl.trim(),
    ...withSignIn(draft),
    consent: { handle: draft.consentHandle, acceptSelector: orNull(draft.consentSelector) },
  };
}

function withSignIn(draft: SettingsDraft): Omit<UpdateSiteSettings, 'consent' | 'startUrl'> {
  const scope = {
    area: draft.area === 'default' ? null : draft.area,
    include: patternLines(draft.include),
    exclude: patternLines(draft.exclude),
  };
  switch (draft.signIn) {
    case 'none':
      return { scope, signIn: null };
    case 'form': {
      const { form } = draft;
      return {
        scope,
        signIn: {
          kind: 'form',
          loginUrl: form.loginUrl.trim(),
          username: form.username.trim(),
          usernameSelector: orNull(form.usernameSelector),
          passwordSelector: orNull(form.passwordSelector),
          submitSelector: orNull(form.submitSelector),
          successSelector: form.successCheck === 'selector' ? orNull(form.successSelector) : null,
          successUrl: form.successCheck === 'url' ? orNull(form.successUrl) : null,
          ...(form.password === '' ? {} : { password: form.password }),
        },
      };
    }
    case 'headers': {
      const rows = (list: NameValueRow[]) =>
        list.map((row) => ({ name: row.name.trim(), ...(row.value === '' ? {} : { value: row.value }) }));
      return {
        scope,
        signIn: { kind: 'headers', headers: rows(draft.headers), cookies: rows(draft.cookies) },
      };
    }
    case 'basic':
      return {
        scope,
        signIn: {
          kind: 'basic',
          username: draft.basic.username.trim(),
          ...(draft.basic.password === '' ? {} : { password: draft.basic.password }),
        },
      };
  }
}
