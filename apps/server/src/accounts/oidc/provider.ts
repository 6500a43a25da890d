import { createHash } from 'node:crypto';
import { MESSAGES } from '@klarsicht/texts';
import Provider, {
  type Configuration,
  errors,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { AuthSettings } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import type { Language } from '../../platform/i18n/language.js';
import { pickLanguageFromHeaders, withLanguage } from '../../platform/i18n/request-language.js';
import { databaseAdapter } from './adapter.js';
import type { ProviderKeys } from './keys.js';
import { findLocalAccount } from './local-accounts-repo.js';
import { logoutPage, messagePage, SUBMIT_LOGOUT_SCRIPT, signingOutPage } from './pages.js';

/**
 * The embedded OpenID provider (oidc-provider 9) for one first-party public client, the web app:
 * code flow with PKCE, refresh tokens (rotated), JWT access tokens for our API audience without the
 * SPA having to send `resource`, RP-initiated logout, and `prompt=create` for registration.
 */

export const SCOPES = ['openid', 'profile', 'email', 'offline_access'];
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface EmbeddedProviderOptions {
  settings: AuthSettings;
  publicUrl: string;
  production: boolean;
  trustProxy: boolean;
  db: Database;
  keys: ProviderKeys;
}

/** The site root, and in development its 127.0.0.1 / localhost twins on the same port. */
export function clientRootUrls(publicUrl: string, production: boolean): string[] {
  const root = `${publicUrl}/`;
  if (production) return [root];
  const url = new URL(publicUrl);
  const variants = ['127.0.0.1', 'localhost'].map((host) => {
    const twin = new URL(url);
    twin.hostname = host;
    twin.protocol = 'http:';
    return `${twin.origin}/`;
  });
  return [...new Set([root, ...variants])];
}

export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const { settings, db } = options;
  const roots = clientRootUrls(options.publicUrl, options.production);
  const origins = new Set(roots.map((root) => new URL(root).origin));

  const policy = interactionPolicy.base();
  // OpenID Connect "Initiating User Registration": prompt=create opens the registration form.
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: settings.clientId,
        client_name: 'Klarsicht',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: roots,
        post_logout_redirect_uris: roots,
      },
    ],
    jwks: { keys: options.keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: options.keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: SCOPES,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    extraParams: ['screen_hint'],
    // oidc-provider does not list its prompts; clients look for `create` here (Initiating User Registration).
    discovery: { prompt_values_supported: ['none', 'login', 'consent', 'create'] },
    pkce: { required: () => true },
    // The SPA runs on the site's own origin (or its development twins) and calls the token endpoint.
    clientBasedCORS: (_ctx, origin) => origins.has(origin),
    async findAccount(_ctx, id) {
      const account = await findLocalAccount(db.orm, id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerifiedAt !== null,
          name: account.fullName,
        }),
      };
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}`,
    },
    // First party: consent is granted without a screen, for exactly what was asked.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      if (!oidc.client || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId || oidc.session.grantIdFor(oidc.client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const grant = existing ?? new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
      grant.addOIDCClaims(['sub', 'email', 'email_verified', 'name']);
      for (const indicator of Object.keys(oidc.resourceServers ?? {})) grant.addResourceScope(indicator, '');
      grant.addResourceScope(settings.audience, '');
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Our API reads e-mail, its verified state and the name from the access token itself.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findLocalAccount(db.orm, token.accountId);
      if (!account) return undefined;
      return {
        email: account.email,
        email_verified: account.emailVerifiedAt !== null,
        name: account.fullName,
      };
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 30 * 24 * 3600,
      Session: 30 * 24 * 3600,
      RefreshToken: 30 * 24 * 3600,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const lang = languageOf(ctx);
          ctx.type = 'html';
          // The app sends the id token of the user it signs out: that user already chose to leave,
          // so no second question. Anyone else (a link on another site, no or a stale hint) is asked.
          const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
          const accountId = ctx.oidc.session?.accountId;
          if (ctx.oidc.client && accountId && hint?.payload?.sub === accountId) {
            allowInlineScript(ctx, SUBMIT_LOGOUT_SCRIPT);
            ctx.body = signingOutPage(lang, form);
            return;
          }
          ctx.body = logoutPage(lang, form, ctx.method === 'GET' ? sameRequestIn(ctx) : undefined);
        },
        async postLogoutSuccessSource(ctx) {
          const t = MESSAGES[languageOf(ctx)].signIn;
          ctx.type = 'html';
          ctx.body = messagePage({
            lang: languageOf(ctx),
            title: t.loggedOutTitle,
            text: t.loggedOutText,
            link: { href: '/', label: t.toApp },
            languageHref: sameRequestIn(ctx),
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => settings.audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== settings.audience) throw new errors.InvalidTarget();
          return {
            scope: '',
            audience: settings.audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    async renderError(ctx) {
      const t = MESSAGES[languageOf(ctx)].signIn;
      ctx.type = 'html';
      ctx.body = messagePage({
        lang: languageOf(ctx),
        title: t.errorTitle,
        text: t.errorText,
        link: { href: '/', label: t.toApp },
        alert: true,
      });
    },
  };

  const provider = new Provider(settings.issuer, configuration);
  // Behind TRUST_PROXY, X-Forwarded-Proto/Host decide https and the issuer's host.
  provider.proxy = options.trustProxy;
  return provider;
}

function languageOf(ctx: KoaContextWithOIDC): Language {
  const uiLocales = ctx.oidc?.params?.ui_locales;
  const chosen = ctx.query.lang;
  return pickLanguageFromHeaders(
    ctx.headers,
    typeof uiLocales === 'string' ? uiLocales : undefined,
    typeof chosen === 'string' ? chosen : undefined,
  );
}

/** The provider's page just shown (a GET, under the /oidc mount), in another language. */
function sameRequestIn(ctx: KoaContextWithOIDC): (lang: Language) => string {
  return (lang) => withLanguage(`/oidc${ctx.path}${ctx.search}`, lang);
}

/**
 * Adds a script's hash to the response's `script-src` (set by our mount), as oidc-provider does for
 * its own auto-submitted forms: exactly this script may run, nothing else.
 */
function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const policy = ctx.response.get('content-security-policy');
  if (!policy) return;
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  ctx.set('content-security-policy', policy.replace(/script-src ([^;]*)/, `script-src $1 ${hash}`));
}
