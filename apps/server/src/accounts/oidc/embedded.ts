import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Authenticator } from '../../access/index.js';
import type { Config } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { countHit } from '../../platform/http/rate-limit-repo.js';
import { pickLanguage } from '../../platform/i18n/request-language.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { bearerAuthenticator } from '../auth/bearer-authenticator.js';
import type { LocalAccountHooks } from '../auth/routes.js';
import { createTokenVerifier, localKeys } from '../auth/token-verifier.js';
import { markUserEmailVerified } from '../users-repo.js';
import { accountRoutes } from './account-routes.js';
import { createAccountService } from './accounts.js';
import { interactionRoutes } from './interaction-routes.js';
import { loadProviderKeys, publicJwks } from './keys.js';
import { findLocalAccount, setLocalAccountName } from './local-accounts-repo.js';
import { providerMount } from './mount.js';
import { STYLESHEET_PATH } from './pages.js';
import { clientRootUrls, createEmbeddedProvider } from './provider.js';
import { AUTH_STYLESHEET } from './stylesheet.js';

/**
 * The embedded provider as a whole: keys from the database, the provider at /oidc, our pages,
 * the authenticator for its access tokens (keys used in-process) and the account hooks of /api/me.
 */

export interface EmbeddedProvider {
  authenticate: Authenticator;
  localAccounts: LocalAccountHooks;
  register(app: FastifyInstance): Promise<void>;
}

export async function setUpEmbeddedProvider(deps: {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: { info(object: object, message: string): void; error(object: object, message: string): void };
}): Promise<EmbeddedProvider> {
  const { config, db } = deps;
  const settings = config.auth;
  const keys = await loadProviderKeys(db);
  const provider = createEmbeddedProvider({
    settings,
    publicUrl: config.publicUrl,
    production: config.production,
    trustProxy: config.trustProxy !== false,
    db,
    keys,
  });
  provider.on('server_error', (_ctx, error) => deps.logger.error({ err: error }, 'oidc provider error'));

  const accounts = createAccountService({
    db,
    mailer: deps.mailer,
    from: config.mail.from,
    publicUrl: config.publicUrl,
    logger: deps.logger,
    onVerified: (account) => markUserEmailVerified(db.orm, settings.issuer, account.id),
  });

  const allowAttempt = async (key: string) => {
    const { max, windowMs } = config.rateLimits.login;
    const { hits, msUntilReset } = await countHit(db.orm, `oidc:${key}`, windowMs);
    return { allowed: hits <= max, retryAfterSeconds: Math.max(1, Math.ceil(msUntilReset / 1000)) };
  };

  const formOrigins = clientRootUrls(config.publicUrl, config.production).map((root) => new URL(root).origin);
  // No script at all; forms post to us and, after a login, the redirects lead on to the app's origin.
  const contentSecurityPolicy = [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    `form-action 'self' ${formOrigins.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', contentSecurityPolicy)
      .send(html);
  const secureCookies = config.publicUrl.startsWith('https://');

  return {
    authenticate: bearerAuthenticator({
      db,
      issuer: settings.issuer,
      verify: createTokenVerifier({
        issuer: settings.issuer,
        audience: settings.audience,
        keys: localKeys(publicJwks(keys)),
      }),
      accountExists: async (subject) => (await findLocalAccount(db.orm, subject)) !== undefined,
    }),
    localAccounts: {
      async setFullName(subject, fullName) {
        await setLocalAccountName(db.orm, subject, fullName);
      },
      async sendVerificationEmail(subject, request) {
        const account = await findLocalAccount(db.orm, subject);
        if (!account || account.emailVerifiedAt) return false;
        await accounts.sendVerificationMail(account, pickLanguage(request));
        return true;
      },
    },
    async register(app) {
      // 'self' only so that oidc-provider can add the hash of its one inline script (the
      // auto-submitted logout form); nothing else under /oidc runs script.
      await app.register(providerMount, {
        provider,
        contentSecurityPolicy: `${contentSecurityPolicy}; script-src 'self'`,
      });
      await app.register(async (pages) => {
        pages.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string', bodyLimit: 16 * 1024 },
          (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
        );
        pages.get(STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
          reply
            .type('text/css; charset=utf-8')
            .header('cache-control', 'public, max-age=3600')
            .send(AUTH_STYLESHEET),
        );
        await pages.register(interactionRoutes, {
          provider,
          accounts,
          allowAttempt,
          audience: settings.audience,
          sendPage,
        });
        await pages.register(accountRoutes, { db, accounts, secureCookies, allowAttempt, sendPage });
      });
    },
  };
}
