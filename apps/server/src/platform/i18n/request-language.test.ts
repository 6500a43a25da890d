import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pickLanguage } from './request-language.js';

const request = (headers: Record<string, string>, query: Record<string, string> = {}) =>
  ({ headers, query }) as unknown as FastifyRequest;

describe('the page language', () => {
  it('follows ui_locales first, then the locale cookie, then Accept-Language; German by default', () => {
    expect(pickLanguage(request({ 'accept-language': 'de' }), 'fr en-US')).toBe('en');
    expect(pickLanguage(request({ cookie: 'a=1; locale=en', 'accept-language': 'de' }))).toBe('en');
    expect(pickLanguage(request({ 'accept-language': 'fr;q=1, en;q=0.8, de;q=0.5' }))).toBe('en');
    expect(pickLanguage(request({ 'accept-language': 'fr, it' }))).toBe('de');
    expect(pickLanguage(request({}))).toBe('de');
  });

  it("puts the pages' own switch (?lang=) before everything else, and ignores what it does not know", () => {
    expect(
      pickLanguage(request({ cookie: 'locale=de', 'accept-language': 'de' }, { lang: 'en' }), 'de'),
    ).toBe('en');
    expect(pickLanguage(request({ 'accept-language': 'en' }, { lang: 'fr' }))).toBe('en');
    expect(pickLanguage(request({}, { lang: 'english' }), 'en')).toBe('en');
  });
});
