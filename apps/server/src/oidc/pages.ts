import { type Language, MESSAGES, type Messages } from './messages.js';

/**
 * Server-rendered pages of the embedded provider: plain HTML forms, no script, one stylesheet
 * (/oidc/assets/auth.css). Every page has one h1, landmarks, labelled fields, and an error summary
 * whose links lead to the fields, which point back at their messages via aria-describedby.
 */

export const STYLESHEET_PATH = '/oidc/assets/auth.css';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

export interface FieldError {
  field: string;
  message: string;
}

interface PageOptions {
  lang: Language;
  title: string;
  body: string;
}

export function page({ lang, title, body }: PageOptions): string {
  const t = MESSAGES[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${t.siteName}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<header class="site-header"><a class="brand" href="/">${t.siteName}<span class="visually-hidden"> – ${escapeHtml(t.home)}</span></a></header>
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
  email?: string;
  errors?: FieldError[];
}): string {
  const t = MESSAGES[options.lang];
  const errors = options.errors ?? [];
  return page({
    lang: options.lang,
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
  email?: string;
  fullName?: string;
  errors?: FieldError[];
}): string {
  const t = MESSAGES[options.lang];
  const errors = options.errors ?? [];
  return page({
    lang: options.lang,
    title: t.registerTitle,
    body: `${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field({ name: 'fullName', label: t.fullName, type: 'text', autocomplete: 'name', value: options.fullName ?? '', errors })}
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'email', value: options.email ?? '', errors })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'new-password', hint: t.passwordHint, errors })}
<button type="submit" class="primary">${escapeHtml(t.registerSubmit)}</button>
</form>
<p>${escapeHtml(t.haveAccount)} <a href="${escapeHtml(options.loginHref)}">${escapeHtml(t.toLogin)}</a></p>`,
  });
}

export function forgotPasswordPage(options: {
  lang: Language;
  csrf: string;
  email?: string;
  errors?: FieldError[];
  sent?: boolean;
}): string {
  const t = MESSAGES[options.lang];
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
    title: t.forgotTitle,
    body: `${errorSummary(t, errors)}
<p>${escapeHtml(t.forgotIntro)}</p>
<form method="post" action="/oidc/forgot-password" novalidate>
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
  const t = MESSAGES[options.lang];
  const errors = options.errors ?? [];
  return page({
    lang: options.lang,
    title: t.resetTitle,
    body: `${errorSummary(t, errors)}
<form method="post" action="/oidc/reset-password" novalidate>
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
}): string {
  const role = options.alert ? 'alert' : 'status';
  return page({
    lang: options.lang,
    title: options.title,
    body: `<p class="${options.alert ? 'problem' : 'notice'}" role="${role}">${escapeHtml(options.text)}</p>${
      options.link
        ? `\n<p><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.label)}</a></p>`
        : ''
    }`,
  });
}

/** rp-initiated logout: oidc-provider's form (with its own xsrf field) and our two buttons. */
export function logoutPage(lang: Language, providerForm: string): string {
  const t = MESSAGES[lang];
  return page({
    lang,
    title: t.logoutTitle,
    body: `<p>${escapeHtml(t.logoutText)}</p>
${providerForm}
<div class="actions">
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.logoutSubmit)}</button>
<button type="submit" class="secondary" form="op.logoutForm">${escapeHtml(t.logoutCancel)}</button>
</div>`,
  });
}
