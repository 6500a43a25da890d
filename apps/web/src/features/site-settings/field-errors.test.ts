import type { SiteSettings } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { errorsFromServer, fieldKeys, invalidFields, validateDraft } from './field-errors';
import { draftFrom, newRow, type SettingsDraft, toUpdate } from './settings-draft';

const settings: SiteSettings = {
  url: 'https://example.com/',
  scope: { area: null, include: [], exclude: [] },
  signIn: null,
  consent: { handle: true, acceptSelector: null },
  credentialsAvailable: true,
  updatedAt: null,
};
const empty = draftFrom(settings);

describe('the form checks the settings before saving', () => {
  it('accepts the defaults', () => {
    expect(validateDraft(empty, settings)).toEqual({});
  });

  it("wants a start address, and shows the server's refusal of one on another site at its field", () => {
    expect(validateDraft({ ...empty, startUrl: '  ' }, settings)).toEqual({
      startUrl: [{ code: 'required' }],
    });
    const draft = { ...empty, startUrl: 'https://other.example/' };
    expect(
      errorsFromServer([{ field: 'startUrl', code: 'other_site', message: 'x' }], toUpdate(draft), draft),
    ).toEqual({ startUrl: [{ code: 'otherSite' }] });
    expect(
      invalidFields({ startUrl: [{ code: 'otherSite' }], 'scope.area': [{ code: 'invalid' }] }, draft),
    ).toEqual(['startUrl', 'scope.area']);
  });

  it('names each bad pattern of a list', () => {
    const errors = validateDraft({ ...empty, exclude: '/ok/*\nblog/*\n/a b' }, settings);
    expect(errors['scope.exclude']).toEqual([
      { code: 'patternSlash', pattern: 'blog/*' },
      { code: 'patternSpace', pattern: '/a b' },
    ]);
  });

  it('wants the password of a new form sign-in, not of one whose password is stored', () => {
    const form: SettingsDraft = {
      ...empty,
      signIn: 'form',
      form: { ...empty.form, loginUrl: 'ftp://example.com', username: 'pruefer', successCheck: 'selector' },
    };
    expect(validateDraft(form, settings)).toEqual({
      'signIn.loginUrl': [{ code: 'url' }],
      'signIn.password': [{ code: 'required' }],
      'signIn.successSelector': [{ code: 'required' }],
    });
    const stored: SiteSettings = {
      ...settings,
      signIn: {
        kind: 'form',
        loginUrl: 'https://example.com/login',
        username: 'pruefer',
        usernameSelector: null,
        passwordSelector: null,
        submitSelector: null,
        successSelector: null,
        successUrl: null,
        passwordSet: true,
      },
    };
    expect(validateDraft(draftFrom(stored), stored)).toEqual({});
  });

  it('checks header and cookie rows, and that there is one', () => {
    const none: SettingsDraft = { ...empty, signIn: 'headers' };
    expect(validateDraft(none, settings)).toEqual({ 'signIn.headers': [{ code: 'noRows' }] });
    const rows: SettingsDraft = {
      ...none,
      headers: [{ ...newRow('Cookie'), value: 'x' }, newRow('Mein Header')],
      cookies: [{ ...newRow('sid'), value: 'a b' }],
    };
    expect(validateDraft(rows, settings)).toEqual({
      'signIn.headers.0.name': [{ code: 'headerForbidden' }],
      'signIn.headers.1.name': [{ code: 'headerName' }],
      'signIn.headers.1.value': [{ code: 'required' }],
      'signIn.cookies.0.value': [{ code: 'cookieValue' }],
    });
    expect(invalidFields(validateDraft(rows, settings), rows)[0]).toBe('signIn.headers.0.name');
  });

  it('refuses a colon in a basic-authentication user name', () => {
    const basic: SettingsDraft = { ...empty, signIn: 'basic', basic: { username: 'a:b', password: 'pw' } };
    expect(validateDraft(basic, settings)).toEqual({ 'signIn.username': [{ code: 'colon' }] });
  });
});

describe("the server's field errors land at the form's fields", () => {
  it('puts a pattern error at its list, naming the pattern sent', () => {
    const draft = { ...empty, include: '/a/*\n/b/%%' };
    const sent = toUpdate(draft);
    const errors = errorsFromServer(
      [{ field: 'scope.include.1', code: 'invalid_pattern', message: 'bad' }],
      sent,
      draft,
    );
    expect(errors).toEqual({ 'scope.include': [{ code: 'patternInvalid', pattern: '/b/%%' }] });
  });

  it('keeps fields it shows, and sends others to the nearest group', () => {
    const draft: SettingsDraft = {
      ...empty,
      signIn: 'form',
      form: { ...empty.form, loginUrl: 'https://example.com/login', username: 'u', password: 'p' },
    };
    const errors = errorsFromServer(
      [
        { field: 'signIn.loginUrl', code: 'too_long', message: '' },
        { field: 'signIn.loginUrl', code: 'invalid_url', message: '' },
        { field: 'signIn.password', code: 'required', message: '' },
        { field: 'signIn.somethingNew', code: 'custom', message: '' },
        { field: 'scope', code: 'custom', message: '' },
      ],
      toUpdate(draft),
      draft,
    );
    expect(errors).toEqual({
      'signIn.loginUrl': [{ code: 'tooLong' }, { code: 'url' }],
      'signIn.password': [{ code: 'required' }],
      'signIn.kind': [{ code: 'invalid' }],
      'scope.area': [{ code: 'invalid' }],
    });
    expect(invalidFields(errors, draft)).toEqual([
      'scope.area',
      'signIn.kind',
      'signIn.loginUrl',
      'signIn.password',
    ]);
  });

  it("shows the engine's refusal of a sign-in at the sign-in choice, in the form's own words", () => {
    // The server's message is the engine's English sentence for other API clients; the form words
    // the code in the user's language (`problems.invalid`), and never shows the message.
    const draft: SettingsDraft = { ...empty, signIn: 'headers', headers: [newRow('Host')] };
    const errors = errorsFromServer(
      [{ field: 'signIn', code: 'invalid_sign_in', message: 'The header Host cannot be set for a scan.' }],
      toUpdate(draft),
      draft,
    );
    expect(errors).toEqual({ 'signIn.kind': [{ code: 'invalid' }] });
  });

  it('lists the fields in the order the form shows them', () => {
    const draft: SettingsDraft = { ...empty, signIn: 'headers', cookies: [newRow('sid')] };
    expect(fieldKeys(draft)).toEqual([
      'startUrl',
      'scope.area',
      'scope.include',
      'scope.exclude',
      'signIn.kind',
      'signIn.headers',
      'signIn.cookies',
      'signIn.cookies.0.name',
      'signIn.cookies.0.value',
    ]);
  });
});
