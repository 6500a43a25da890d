import { MESSAGES } from '@klarsicht/texts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { pickLanguage, withLanguage } from '../../platform/i18n/request-language.js';
import type { AccountService } from './accounts.js';
import { checkCsrfToken, issueCsrfToken } from './csrf.js';
import { checkEmail, checkNewPassword, type FormBody, text } from './form-checks.js';
import { type FieldError, forgotPasswordPage, messagePage, resetPasswordPage } from './pages.js';

/**
 * The mailed links' pages: /oidc/verify-email?token=…, /oidc/forgot-password and
 * /oidc/reset-password?token=…. The forgot form answers the same whether or not the address has
 * an account, and sends the mail after answering, so neither text nor timing tells.
 */

export interface AccountRoutesOptions {
  db: Database;
  accounts: AccountService;
  secureCookies: boolean;
  allowAttempt: (key: string) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  sendPage: (reply: FastifyReply, status: number, html: string) => FastifyReply;
}

const tokenOf = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;

export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, options) => {
  const { accounts, sendPage } = options;

  app.get('/oidc/verify-email', { schema: { hide: true } }, async (request, reply) => {
    const lang = pickLanguage(request);
    const t = MESSAGES[lang].signIn;
    const token = tokenOf((request.query as { token?: unknown }).token);
    const account = token ? await accounts.verifyEmail(token) : undefined;
    if (!account) {
      return sendPage(
        reply,
        400,
        messagePage({
          lang,
          title: t.verifyTitle,
          text: t.linkInvalid,
          alert: true,
          link: { href: '/profile', label: t.toApp },
        }),
      );
    }
    return sendPage(
      reply,
      200,
      messagePage({ lang, title: t.verifyTitle, text: t.verifyDone, link: { href: '/', label: t.toApp } }),
    );
  });

  app.get('/oidc/forgot-password', { schema: { hide: true } }, async (request, reply) => {
    const lang = pickLanguage(request);
    const csrf = issueCsrfToken(request, reply, options.secureCookies);
    return sendPage(reply, 200, forgotPasswordPage({ lang, csrf }));
  });

  app.post('/oidc/forgot-password', { schema: { hide: true } }, async (request, reply) => {
    const lang = pickLanguage(request);
    const t = MESSAGES[lang].signIn;
    const body = (request.body ?? {}) as FormBody;
    const email = text(body, 'email');
    const csrf = issueCsrfToken(request, reply, options.secureCookies);
    const again = (status: number, errors: FieldError[]) =>
      sendPage(reply, status, forgotPasswordPage({ lang, csrf, email, errors }));
    if (!checkCsrfToken(request, body.csrf)) return again(403, [{ field: 'email', message: t.formExpired }]);
    const errors: FieldError[] = [];
    checkEmail(t, email, errors);
    if (errors.length > 0) return again(400, errors);
    const limit = await options.allowAttempt(`forgot:${request.ip}`);
    if (!limit.allowed) {
      reply.header('retry-after', String(limit.retryAfterSeconds));
      return again(429, [{ field: 'email', message: t.tooManyAttempts }]);
    }
    // Answer first, mail afterwards: the response time does not depend on the account existing.
    setImmediate(() => {
      accounts
        .sendResetMail(email, lang)
        .catch((error: unknown) => request.log.error({ err: error }, 'reset mail failed'));
    });
    return sendPage(reply, 200, forgotPasswordPage({ lang, csrf, sent: true }));
  });

  app.get('/oidc/reset-password', { schema: { hide: true } }, async (request, reply) => {
    const lang = pickLanguage(request);
    const t = MESSAGES[lang].signIn;
    const token = tokenOf((request.query as { token?: unknown }).token);
    if (!token || !(await accounts.isResetTokenLive(token))) {
      return sendPage(
        reply,
        400,
        messagePage({
          lang,
          title: t.resetTitle,
          text: t.linkInvalid,
          alert: true,
          link: { href: withLanguage('/oidc/forgot-password', lang), label: t.requestNewLink },
        }),
      );
    }
    const csrf = issueCsrfToken(request, reply, options.secureCookies);
    return sendPage(reply, 200, resetPasswordPage({ lang, csrf, token }));
  });

  app.post('/oidc/reset-password', { schema: { hide: true } }, async (request, reply) => {
    const lang = pickLanguage(request);
    const t = MESSAGES[lang].signIn;
    const body = (request.body ?? {}) as FormBody;
    const token = tokenOf(body.token);
    const invalid = () =>
      sendPage(
        reply,
        400,
        messagePage({
          lang,
          title: t.resetTitle,
          text: t.linkInvalid,
          alert: true,
          link: { href: withLanguage('/oidc/forgot-password', lang), label: t.requestNewLink },
        }),
      );
    if (!token) return invalid();
    const csrf = issueCsrfToken(request, reply, options.secureCookies);
    if (!checkCsrfToken(request, body.csrf)) {
      return sendPage(
        reply,
        403,
        resetPasswordPage({ lang, csrf, token, errors: [{ field: 'password', message: t.formExpired }] }),
      );
    }
    const password = body.password ?? '';
    const errors: FieldError[] = [];
    checkNewPassword(t, password, errors);
    if (errors.length > 0) return sendPage(reply, 400, resetPasswordPage({ lang, csrf, token, errors }));
    const account = await accounts.resetPassword(token, password);
    if (!account) return invalid();
    return sendPage(
      reply,
      200,
      messagePage({ lang, title: t.resetTitle, text: t.resetDone, link: { href: '/', label: t.toApp } }),
    );
  });
};
