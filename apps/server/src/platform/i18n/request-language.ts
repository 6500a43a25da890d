import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedLanguage, asLanguage, DEFAULT_LANGUAGE, type Language } from './language.js';

/**
 * The language of a page the server renders: the `lang` query parameter (the pages' language
 * switch, carried on by their links and forms, and set in mailed links), else the authorization
 * request's `ui_locales` (first supported), else the `locale` cookie, else the first supported
 * Accept-Language entry by weight; German by default.
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

/**
 * The language of an API answer with texts for people (findings, reports): `?lang` wins; else the
 * first supported Accept-Language entry by weight; German by default.
 */
export function pickContentLanguage(
  lang: Language | undefined,
  acceptLanguage: string | undefined,
): Language {
  return lang ?? acceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * The language of an API answer with texts for people, chosen by `pickContentLanguage` from the
 * request's `?lang` and Accept-Language, and said in the answer's Content-Language and Vary headers.
 */
export function answerLanguage(
  request: { query: { lang?: Language | undefined }; headers: FastifyRequest['headers'] },
  reply: FastifyReply,
): Language {
  const language = pickContentLanguage(request.query.lang, request.headers['accept-language']);
  reply.header('content-language', language).header('vary', 'Accept-Language');
  return language;
}
