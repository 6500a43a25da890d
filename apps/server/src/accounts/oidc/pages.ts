import { APP_ROUTE_PATHS } from '@klarsicht/contracts';
import { escapeHtml } from '@klarsicht/report';
import { MESSAGES, type SignInMessages as Messages } from '@klarsicht/texts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../platform/i18n/language.js';
import { withLanguage } from '../../platform/i18n/request-language.js';

/**
 * Server-rendered pages of the embedded provider: plain HTML forms, no script (but for the one
 * that submits the sign-out by itself), one stylesheet (/oidc/assets/auth.css), the web app's
 * favicon and logo, and a language switch. Every page has one h1, landmarks, labelled fields, and
 * an error summary whose links lead to the fields, which point back at their messages via
 * aria-describedby.
 */

export const STYLESHEET_PATH = '/oidc/assets/auth.css';
/** The web app's own favicon (apps/web/public, served from its build), so both look the same. */
export const FAVICON_PATH = '/favicon.svg';

/** The web app's mark (components/logo.tsx), coloured by the stylesheet for light and dark. */
const LOGO_MARK = `<svg class="logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect class="logo-plate" width="32" height="32" rx="7"/><path class="logo-eye" d="M4 16c3.2-5.3 7.2-8 12-8s8.8 2.7 12 8c-3.2 5.3-7.2 8-12 8S7.2 21.3 4 16z"/><path class="logo-check" d="m11.5 16.2 3 3 6-6.4" fill="none" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

export interface FieldError {
  field: string;
  message: string;
}

/** Where the same page is in the other language; pages that cannot be shown twice have none. */
export type LanguageHref = (lang: Language) => string;

interface PageOptions {
  lang: Language;
  title: string;
  body: string;
  languageHref?: LanguageHref | undefined;
}

function languageSwitch(t: Messages, current: Language, href: LanguageHref): string {
  const items = LANGUAGES.map((lang) => {
    const name = escapeHtml(LANGUAGE_NAMES[lang]);
    const attributes = `lang="${lang}" hreflang="${lang}"${lang === current ? ' aria-current="true"' : ''}`;
    return `<li><a href="${escapeHtml(href(lang))}" ${attributes}>${name}</a></li>`;
  }).join('');
  return `<nav class="language-switch" aria-label="${escapeHtml(t.languageLabel)}"><ul>${items}</ul></nav>`;
}

export function page({ lang, title, body, languageHref }: PageOptions): string {
  const t = MESSAGES[lang].signIn;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${t.siteName}</title>
<link rel="icon" type="image/svg+xml" href="${FAVICON_PATH}">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<header class="site-header"><a class="brand" href="/">${LOGO_MARK}<span>${t.siteName}</span><span class="visually-hidden"> – ${escapeHtml(t.home)}</span></a>${
    languageHref ? languageSwitch(t, lang, languageHref) : ''
  }</header>
<main class="card">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
<footer class="site-footer"><p>${escapeHtml(t.footer)}</p></footer>
</body>
</html>`;
}

function errorSummary(t: Messages, errors: FieldError[]): string {
  if (errors.length === 0) return '';
  const items = errors
    .map((error) => `<li><a href="#${error.field}">${escapeHtml(error.message)}</a></li>`)
    .join('');
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${escapeHtml(t.errorSummaryTitle)}</h2>
<ul>${items}</ul>
</div>`;
}

interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  hint?: string;
  errors: FieldError[];
}

function field(options: FieldOptions): string {
  const error = options.errors.find((entry) => entry.field === options.name);
  const describedBy = [options.hint ? `${options.name}-hint` : '', error ? `${options.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field${error ? ' field-invalid' : ''}">
<label for="${options.name}">${escapeHtml(options.label)}</label>
${options.hint ? `<p class="hint" id="${options.name}-hint">${escapeHtml(options.hint)}</p>` : ''}
${error ? `<p class="field-error" id="${options.name}-error">${escapeHtml(error.message)}</p>` : ''}
<input id="${options.name}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required${
    options.type === 'email' ? ' spellcheck="false" autocapitalize="none"' : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}${
    options.value !== undefined && options.type !== 'password' ? ` value="${escapeHtml(options.value)}"` : ''
  }>
</div>`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export function loginPage(options: {
  lang: Language;
  action: string;
  registerHref: string;
  forgotHref: string;
  languageHref: LanguageHref;
  email?: string;
  errors?: FieldError[];
}): string {
  const t = MESSAGES[options.lang].signIn;
  const errors = options.errors ?? [];
  return page({
    lang: options.lang,
    languageHref: options.languageHref,
    title: t.loginTitle,
    body: `${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'username', value: options.email ?? '', errors })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'current-password', errors })}
<button type="submit" class="primary">${escapeHtml(t.loginSubmit)}</button>
</form>
<p><a href="${escapeHtml(options.forgotHref)}">${escapeHtml(t.forgotLink)}</a></p>
<p>${escapeHtml(t.noAccount)} <a href="${escapeHtml(options.registerHref)}">${escapeHtml(t.toRegister)}</a></p>`,
  });
}

export function registerPage(options: {
  lang: Language;
  action: string;
  loginHref: string;
  languageHref: LanguageHref;
  email?: string;
  fullName?: string;
  errors?: FieldError[];
}): string {
  const t = MESSAGES[options.lang].signIn;
  const errors = options.errors ?? [];
  return page({
    lang: options.lang,
    languageHref: options.languageHref,
    title: t.registerTitle,
    body: `${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ name: 'fullName', label: t.fullName, type: 'text', autocomplete: 'name', value: options.fullName ?? '', errors })}
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'email', value: options.email ?? '', errors })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, errors })}
<p class="privacy-notice">${privacyNotice(options.lang)}</p>
<button type="submit" class="primary">${escapeHtml(t.registerSubmit)}</button>
</form>
<p>${escapeHtml(t.haveAccount)} <a href="${escapeHtml(options.loginHref)}">${escapeHtml(t.toLogin)}</a></p>`,
  });
}

/** The web app's privacy notice in the page's language: the same page the footer of the app links. */
function privacyNotice(lang: Language): string {
  const t = MESSAGES[lang].signIn;
  const href = lang === 'de' ? APP_ROUTE_PATHS.privacy : APP_ROUTE_PATHS.privacy_en;
  const [before, after] = t.privacyNotice.split('{link}') as [string, string | undefined];
  return `${escapeHtml(before)}<a href="${href}" hreflang="${lang}">${escapeHtml(t.privacyLink)}</a>${escapeHtml(after ?? '')}`;
}

export function forgotPasswordPage(options: {
  lang: Language;
  csrf: string;
  email?: string;
  errors?: FieldError[];
  sent?: boolean;
}): string {
  const t = MESSAGES[options.lang].signIn;
  const errors = options.errors ?? [];
  if (options.sent) {
    return page({
      lang: options.lang,
      title: t.forgotTitle,
      body: `<p class="notice" role="status">${escapeHtml(t.forgotSent)}</p>\n<p><a href="/">${escapeHtml(t.toApp)}</a></p>`,
    });
  }
  return page({
    lang: options.lang,
    languageHref: (lang) => withLanguage('/oidc/forgot-password', lang),
    title: t.forgotTitle,
    body: `${errorSummary(t, errors)}
<p>${escapeHtml(t.forgotIntro)}</p>
<form method="post" action="${withLanguage('/oidc/forgot-password', options.lang)}" novalidate>
${hidden('csrf', options.csrf)}
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'email', value: options.email ?? '', errors })}
<button type="submit" class="primary">${escapeHtml(t.forgotSubmit)}</button>
</form>`,
  });
}

export function resetPasswordPage(options: {
  lang: Language;
  csrf: string;
  token: string;
  errors?: FieldError[];
}): string {
  const t = MESSAGES[options.lang].signIn;
  const errors = options.errors ?? [];
  return page({
    lang: options.lang,
    languageHref: (lang) => withLanguage(`/oidc/reset-password?token=${options.token}`, lang),
    title: t.resetTitle,
    body: `${errorSummary(t, errors)}
<form method="post" action="${withLanguage('/oidc/reset-password', options.lang)}" novalidate>
${hidden('csrf', options.csrf)}
${hidden('token', options.token)}
${field({ name: 'password', label: t.newPassword, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, errors })}
<button type="submit" class="primary">${escapeHtml(t.resetSubmit)}</button>
</form>`,
  });
}

/** A page that only says something, with an onward link. */
export function messagePage(options: {
  lang: Language;
  title: string;
  text: string;
  link?: { href: string; label: string };
  alert?: boolean;
  languageHref?: LanguageHref;
}): string {
  const role = options.alert ? 'alert' : 'status';
  return page({
    lang: options.lang,
    languageHref: options.languageHref,
    title: options.title,
    body: `<p class="${options.alert ? 'problem' : 'notice'}" role="${role}">${escapeHtml(options.text)}</p>${
      options.link
        ? `\n<p><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.label)}</a></p>`
        : ''
    }`,
  });
}

/**
 * RP-initiated logout that did not come from the signed-in user's own app (no or another user's
 * id_token_hint): oidc-provider's form (with its own xsrf field) and our two buttons.
 */
export function logoutPage(lang: Language, providerForm: string, languageHref?: LanguageHref): string {
  const t = MESSAGES[lang].signIn;
  return page({
    lang,
    languageHref,
    title: t.logoutTitle,
    body: `<p>${escapeHtml(t.logoutText)}</p>
${providerForm}
<div class="actions">
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.logoutSubmit)}</button>
<button type="submit" class="secondary" form="op.logoutForm">${escapeHtml(t.logoutCancel)}</button>
</div>`,
  });
}

/** The script that sends the sign-out form at once; the page's CSP allows exactly this text by its hash. */
export const SUBMIT_LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

/**
 * Log-out asked for by the signed-in user's own app (its id_token_hint names them): they already
 * said so there, so the form submits itself. Without script, one button does it.
 */
export function signingOutPage(lang: Language, providerForm: string): string {
  const t = MESSAGES[lang].signIn;
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page({
    lang,
    title: t.logoutTitle,
    body: `<p role="status">${escapeHtml(t.loggingOutText)}</p>
${form}
<noscript><div class="actions"><button type="submit" class="primary" form="op.logoutForm">${escapeHtml(t.logoutSubmit)}</button></div></noscript>
<script>${SUBMIT_LOGOUT_SCRIPT}</script>`,
  });
}
