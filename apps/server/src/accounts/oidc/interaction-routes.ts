import { MESSAGES } from '@klarsicht/texts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Language } from '../../platform/i18n/language.js';
import { pickLanguage, withLanguage } from '../../platform/i18n/request-language.js';
import type { AccountService } from './accounts.js';
import { checkEmail, checkNewPassword, type FormBody, text } from './form-checks.js';
import { type FieldError, loginPage, messagePage, registerPage } from './pages.js';

/**
 * The provider's interaction at /oidc/interaction/:uid: the login form, or the registration form
 * for `prompt=create` / `screen_hint=signup` / the "create an account" link. Consent is never
 * asked (first party; see loadExistingGrant). The forms post back under the interaction's path,
 * so the provider's interaction cookie (SameSite=Lax, path-scoped) guards them against CSRF.
 */

export interface InteractionRoutesOptions {
  provider: Provider;
  accounts: AccountService;
  /** Counts one attempt under `key`; false once the limit is used up. */
  allowAttempt: (key: string) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  audience: string;
  sendPage: (reply: FastifyReply, status: number, html: string) => FastifyReply;
}

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

export const interactionRoutes: FastifyPluginAsync<InteractionRoutesOptions> = async (app, options) => {
  const { provider, accounts } = options;

  const load = async (request: FastifyRequest, reply: FastifyReply): Promise<Details | undefined> => {
    const { uid } = request.params as { uid: string };
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === uid) return details;
    } catch (error) {
      request.log.info({ err: error }, 'interaction not found');
    }
    const lang = pickLanguage(request);
    const t = MESSAGES[lang].signIn;
    options.sendPage(
      reply,
      400,
      messagePage({
        lang,
        title: t.errorTitle,
        text: t.errorText,
        link: { href: '/', label: t.toApp },
        alert: true,
      }),
    );
    return undefined;
  };

  const languageOf = (request: FastifyRequest, details: Details): Language => {
    const uiLocales = details.params.ui_locales;
    return pickLanguage(request, typeof uiLocales === 'string' ? uiLocales : undefined);
  };

  const wantsRegistration = (request: FastifyRequest, details: Details) => {
    const mode = (request.query as { mode?: string }).mode;
    if (mode === 'login') return false;
    return mode === 'register' || details.prompt.name === 'create' || details.params.screen_hint === 'signup';
  };

  // Every link and form carries the page language on, so a switch (or ui_locales) holds for the
  // whole interaction, the password reset included.
  const links = (uid: string, lang: Language) => ({
    loginAction: withLanguage(`/oidc/interaction/${uid}/login`, lang),
    registerAction: withLanguage(`/oidc/interaction/${uid}/register`, lang),
    loginHref: withLanguage(`/oidc/interaction/${uid}?mode=login`, lang),
    registerHref: withLanguage(`/oidc/interaction/${uid}?mode=register`, lang),
    forgotHref: withLanguage('/oidc/forgot-password', lang),
    loginIn: (other: Language) => withLanguage(`/oidc/interaction/${uid}?mode=login`, other),
    registerIn: (other: Language) => withLanguage(`/oidc/interaction/${uid}?mode=register`, other),
  });

  /** Signs the account in and returns to the provider, which sends the browser on to the app. */
  const finish = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId }, create: {} },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  };

  app.get('/oidc/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const details = await load(request, reply);
    if (!details) return reply;
    const lang = languageOf(request, details);
    const to = links(details.uid, lang);
    if (details.prompt.name === 'consent') {
      // Reached only if loadExistingGrant did not grant: grant here what the first-party app asked for.
      const grant = new provider.Grant({
        accountId: details.session?.accountId,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      grant.addResourceScope(options.audience, '');
      const grantId = await grant.save();
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
      return reply.redirect(returnTo, 303);
    }
    const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    if (wantsRegistration(request, details)) {
      return options.sendPage(
        reply,
        200,
        registerPage({
          lang,
          action: to.registerAction,
          loginHref: to.loginHref,
          languageHref: to.registerIn,
          email: loginHint,
        }),
      );
    }
    return options.sendPage(
      reply,
      200,
      loginPage({
        lang,
        action: to.loginAction,
        registerHref: to.registerHref,
        forgotHref: to.forgotHref,
        languageHref: to.loginIn,
        email: loginHint,
      }),
    );
  });

  app.post('/oidc/interaction/:uid/login', { schema: { hide: true } }, async (request, reply) => {
    const details = await load(request, reply);
    if (!details) return reply;
    const lang = languageOf(request, details);
    const t = MESSAGES[lang].signIn;
    const to = links(details.uid, lang);
    const body = (request.body ?? {}) as FormBody;
    const email = text(body, 'email');
    const password = body.password ?? '';
    const again = (status: number, errors: FieldError[]) =>
      options.sendPage(
        reply,
        status,
        loginPage({
          lang,
          action: to.loginAction,
          registerHref: to.registerHref,
          forgotHref: to.forgotHref,
          languageHref: to.loginIn,
          email,
          errors,
        }),
      );

    const errors: FieldError[] = [];
    if (email === '') errors.push({ field: 'email', message: t.emailInvalid });
    if (password === '') errors.push({ field: 'password', message: t.passwordRequired });
    if (errors.length > 0) return again(400, errors);

    // Per IP and e-mail: one address cannot be guessed at quickly, nor can one client lock others out.
    const limit = await options.allowAttempt(`login:${request.ip}|${email.toLowerCase()}`);
    if (!limit.allowed) {
      reply.header('retry-after', String(limit.retryAfterSeconds));
      return again(429, [{ field: 'email', message: t.tooManyAttempts }]);
    }
    const account = await accounts.authenticate(email, password);
    if (!account) return again(401, [{ field: 'email', message: t.loginFailed }]);
    return finish(request, reply, account.id);
  });

  app.post('/oidc/interaction/:uid/register', { schema: { hide: true } }, async (request, reply) => {
    const details = await load(request, reply);
    if (!details) return reply;
    const lang = languageOf(request, details);
    const t = MESSAGES[lang].signIn;
    const to = links(details.uid, lang);
    const body = (request.body ?? {}) as FormBody;
    const email = text(body, 'email');
    const fullName = text(body, 'fullName');
    const password = body.password ?? '';
    const again = (status: number, errors: FieldError[]) =>
      options.sendPage(
        reply,
        status,
        registerPage({
          lang,
          action: to.registerAction,
          loginHref: to.loginHref,
          languageHref: to.registerIn,
          email,
          fullName,
          errors,
        }),
      );

    const errors: FieldError[] = [];
    if (fullName === '' || fullName.length > 200) errors.push({ field: 'fullName', message: t.nameRequired });
    checkEmail(t, email, errors);
    checkNewPassword(t, password, errors);
    if (errors.length > 0) return again(400, errors);

    const limit = await options.allowAttempt(`register:${request.ip}`);
    if (!limit.allowed) {
      reply.header('retry-after', String(limit.retryAfterSeconds));
      return again(429, [{ field: 'email', message: t.tooManyAttempts }]);
    }
    const account = await accounts.register({ email, fullName, password });
    if (!account) return again(409, [{ field: 'email', message: t.emailTaken }]);
    await accounts.sendVerificationMail(account, lang);
    return finish(request, reply, account.id);
  });
};
