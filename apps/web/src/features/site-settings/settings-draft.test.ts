import type { SiteSettings } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { draftFrom, newRow, passwordStored, toUpdate, valueStored } from './settings-draft';

const base: SiteSettings = {
  url: 'https://example.com/shop/',
  scope: { area: null, include: [], exclude: [] },
  signIn: null,
  consent: { handle: true, acceptSelector: null },
  credentialsAvailable: true,
  updatedAt: null,
};

describe('the settings draft', () => {
  it('round-trips the scope: the default area as null, patterns one a line', () => {
    const draft = draftFrom({ ...base, scope: { area: 'path', include: [], exclude: ['/a/*', '/b/**'] } });
    expect(draft.exclude).toBe('/a/*\n/b/**');
    expect(toUpdate({ ...draft, area: 'default', exclude: '/a/*\n\n /c \n' })).toEqual({
      startUrl: 'https://example.com/shop/',
      scope: { area: null, include: [], exclude: ['/a/*', '/c'] },
      signIn: null,
      consent: { handle: true, acceptSelector: null },
    });
  });

  it('starts from the start address and sends it as typed, trimmed', () => {
    const draft = draftFrom(base);
    expect(draft.startUrl).toBe('https://example.com/shop/');
    expect(toUpdate({ ...draft, startUrl: ' example.com/konto/ ' }).startUrl).toBe('example.com/konto/');
  });

  it('round-trips the consent settings, an empty selector as null', () => {
    const draft = draftFrom({ ...base, consent: { handle: false, acceptSelector: '#ok' } });
    expect(draft).toMatchObject({ consentHandle: false, consentSelector: '#ok' });
    expect(toUpdate({ ...draft, consentHandle: true, consentSelector: '  ' }).consent).toEqual({
      handle: true,
      acceptSelector: null,
    });
  });

  it('sends a form sign-in without the password while none is typed, and with it once one is', () => {
    const settings: SiteSettings = {
      ...base,
      signIn: {
        kind: 'form',
        loginUrl: 'https://example.com/login',
        username: 'pruefer',
        usernameSelector: null,
        passwordSelector: '#pw',
        submitSelector: null,
        successSelector: null,
        successUrl: '/konto',
        passwordSet: true,
      },
    };
    const draft = draftFrom(settings);
    expect(draft.form.successCheck).toBe('url');
    expect(draft.form.password).toBe('');
    expect(passwordStored(settings, 'form')).toBe(true);
    expect(passwordStored(settings, 'basic')).toBe(false);
    const kept = toUpdate(draft).signIn;
    expect(kept).toEqual({
      kind: 'form',
      loginUrl: 'https://example.com/login',
      username: 'pruefer',
      usernameSelector: null,
      passwordSelector: '#pw',
      submitSelector: null,
      successSelector: null,
      successUrl: '/konto',
    });
    expect(kept && 'password' in kept).toBe(false);
    const changed = toUpdate({
      ...draft,
      form: { ...draft.form, password: ' geheim ', successCheck: 'selector', successSelector: ' #menu ' },
    }).signIn;
    // A secret goes as typed (spaces may belong to it); the success check chosen is the only one sent.
    expect(changed).toMatchObject({ password: ' geheim ', successSelector: '#menu', successUrl: null });
  });

  it('keeps a header value only under the name it was stored with', () => {
    const draft = draftFrom({
      ...base,
      signIn: {
        kind: 'headers',
        headers: [{ name: 'Authorization', valueSet: true }],
        cookies: [{ name: 'session', valueSet: true }],
      },
    });
    const [header] = draft.headers;
    expect(header && valueStored(header)).toBe(true);
    expect(header && valueStored({ ...header, name: 'X-Token' })).toBe(false);
    expect(valueStored(newRow('Authorization'))).toBe(false);
    const cookies = [...draft.cookies, { ...newRow('lang'), value: 'de' }];
    expect(toUpdate({ ...draft, cookies }).signIn).toEqual({
      kind: 'headers',
      headers: [{ name: 'Authorization' }],
      cookies: [{ name: 'session' }, { name: 'lang', value: 'de' }],
    });
  });

  it('keeps what was typed for one way of signing in while another is chosen', () => {
    const draft = draftFrom(base);
    const typed = { ...draft, signIn: 'basic' as const, basic: { username: 'staging', password: 'pw' } };
    expect(toUpdate({ ...typed, signIn: 'none' }).signIn).toBeNull();
    expect(toUpdate(typed).signIn).toEqual({ kind: 'basic', username: 'staging', password: 'pw' });
  });
});
