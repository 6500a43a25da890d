import { type AuthConfig, authConfigSchema, meSchema } from '@klarsicht/contracts';
import { ErrorResponse, type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { apiFetch } from '../../../lib/api-client';
import type { AuthState, AuthUser } from '../auth-state';
import { toAppPath } from './return-path';

/** Product §9: cached tokens are read with 60 s leeway; token requests time out after 10 s. */
export const TOKEN_LEEWAY_SECONDS = 60;
export const TOKEN_REQUEST_TIMEOUT_SECONDS = 10;
/** An account this young was made by the registration that just ended: its link was sent now. */
const JUST_REGISTERED_MS = 10 * 60_000;

/** What signinRedirect stores with its state and the callback reads back (product §2). */
interface SigninState {
  returnTo: string;
  errorPath?: string;
}

export interface LoginOptions {
  returnTo: string;
  /** Where a failed callback lands instead of `/`. */
  errorPath?: string;
  /** Register: the provider's sign-up hint (`screen_hint=signup`, `prompt=create`). */
  signUp?: boolean;
}

export interface AuthRuntime {
  /** Handles `?code|error&state` and returns the path to show next (target, error path or `/`). */
  handleCallback: (href: string) => Promise<string>;
  /** Reads the stored session, renewing it silently when it expires within the leeway. */
  checkSession: () => Promise<void>;
  login: (options: LoginOptions) => Promise<void>;
  logout: () => Promise<void>;
  /** A valid access token (renewed if needed), or null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** Forces a renewal (after a 401); null when it fails. */
  renewAccessToken: () => Promise<string | null>;
  /** The API refused our token even after a renewal: forget the session. */
  dropSession: () => Promise<void>;
}

function toAuthUser(user: User): AuthUser {
  const { sub, name, email } = user.profile;
  return { sub, ...(name ? { name } : {}), ...(email ? { email } : {}) };
}

/** Product §9: a cached token counts only while it has more than the leeway left. */
function freshUser(user: User | null): User | null {
  return user !== null && (user.expires_in ?? 0) > TOKEN_LEEWAY_SECONDS ? user : null;
}

/**
 * What the runtime needs from the shell, passed in rather than imported: the shell's modules then
 * stay in the home route's chunk instead of being split into extra shared chunks.
 */
export interface RuntimeHost {
  setAuthState: (patch: Partial<AuthState>) => void;
  /** localStorage key prefix of the user store (the shell looks for `<prefix>user:`). */
  userStorePrefix: string;
}

export function userManagerSettings(config: AuthConfig, origin: string, userStorePrefix: string) {
  const siteRoot = `${origin}/`;
  return {
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: siteRoot,
    post_logout_redirect_uri: siteRoot,
    response_type: 'code',
    scope: config.scope,
    // Auth0 needs `audience` to issue a JWT for our API; the embedded provider ignores it.
    extraQueryParams: { audience: config.audience },
    userStore: new WebStorageStateStore({ store: window.localStorage, prefix: userStorePrefix }),
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_LEEWAY_SECONDS,
    requestTimeoutInSeconds: TOKEN_REQUEST_TIMEOUT_SECONDS,
    silentRequestTimeoutInSeconds: TOKEN_REQUEST_TIMEOUT_SECONDS,
    // Our access token is issued for our API (resource indicator), which the embedded provider's
    // userinfo endpoint refuses; name and e-mail come from the id token and from GET /api/me.
    loadUserInfo: false,
  };
}

export async function createAuthRuntime({
  setAuthState,
  userStorePrefix,
}: RuntimeHost): Promise<AuthRuntime> {
  const config = authConfigSchema.parse(await apiFetch<unknown>('/api/auth/config'));
  const manager = new UserManager(userManagerSettings(config, window.location.origin, userStorePrefix));
  setAuthState({ embeddedProvider: config.embedded });

  // One renewal at a time: the automatic renewer, the start-up check and a 401 retry can ask
  // together, and a refresh token used twice is refused (and may revoke the grant) when the
  // provider rotates refresh tokens.
  const signinSilentOnce = manager.signinSilent.bind(manager);
  let renewing: Promise<User | null> | null = null;
  manager.signinSilent = (args) => {
    renewing ??= signinSilentOnce(args).finally(() => {
      renewing = null;
    });
    return renewing;
  };

  const signedIn = (user: User) =>
    setAuthState({ isAuthenticated: true, isLoading: false, user: toAuthUser(user), error: null });
  const signedOut = (error: AuthState['error'] = null) =>
    setAuthState({ isAuthenticated: false, isLoading: false, user: null, error, verificationNotice: null });

  // After a login (the embedded provider's, which sends the verification mails): an unconfirmed
  // address gets a word on where its link went. Only a hint, so failures stay silent.
  const noticeUnconfirmedAddress = async (accessToken: string) => {
    if (!config.embedded) return;
    try {
      const me = meSchema.parse(
        await apiFetch<unknown>('/api/me', { headers: { authorization: `Bearer ${accessToken}` } }),
      );
      if (me.emailVerified || !me.email) return;
      setAuthState({
        verificationNotice: {
          email: me.email,
          justRegistered: Date.now() - Date.parse(me.createdAt) < JUST_REGISTERED_MS,
          mailsLogged: config.accountMailsLogged === true,
        },
      });
    } catch {
      // The profile page says it too.
    }
  };

  // While the log-out redirect starts, the page must not flip to signed out: a login-required page
  // would start a login at the same moment.
  let signingOut = false;
  manager.events.addUserLoaded(signedIn);
  manager.events.addUserUnloaded(() => {
    if (!signingOut) signedOut();
  });
  manager.events.addSilentRenewError(async () => {
    // Keep the session while the token is still good (a network blip); drop it once it is not.
    if (!freshUser(await manager.getUser())) await manager.removeUser();
  });

  const renew = async (): Promise<User | null> => {
    try {
      return await manager.signinSilent();
    } catch (error) {
      // The provider refused (expired or revoked refresh token): the session is over. A network
      // failure or timeout keeps the stored session for the next attempt.
      if (error instanceof ErrorResponse) await manager.removeUser();
      return null;
    }
  };

  return {
    async handleCallback(href) {
      try {
        const user = await manager.signinRedirectCallback(href);
        signedIn(user);
        void noticeUnconfirmedAddress(user.access_token);
        return toAppPath((user.state as SigninState | undefined)?.returnTo) ?? '/';
      } catch (error) {
        const state = error instanceof ErrorResponse ? (error.state as SigninState | undefined) : undefined;
        signedOut('signin_failed');
        return toAppPath(state?.errorPath) ?? '/';
      }
    },
    async checkSession() {
      const stored = await manager.getUser();
      const fresh = freshUser(stored);
      if (fresh) return signedIn(fresh);
      if (stored?.refresh_token) {
        const renewed = await renew();
        if (renewed) return signedIn(renewed);
      } else if (stored) {
        await manager.removeUser();
      }
      return signedOut();
    },
    async login({ returnTo, errorPath, signUp = false }) {
      const state: SigninState = { returnTo, ...(errorPath ? { errorPath } : {}) };
      await manager.signinRedirect({
        state,
        // The provider's pages in the app's language (set on <html lang> by the i18n setup).
        ui_locales: document.documentElement.lang || 'de',
        ...(signUp
          ? { prompt: 'create', extraQueryParams: { audience: config.audience, screen_hint: 'signup' } }
          : {}),
      });
    },
    async logout() {
      const idToken = (await manager.getUser())?.id_token;
      // Read before the storage (the language choice with it) is cleared.
      const language = document.documentElement.lang || 'de';
      signingOut = true;
      // Product §2: log-out clears local and session storage — everything, the language and colour
      // scheme choices included — then the provider ends its session and returns to the site root.
      window.localStorage.clear();
      window.sessionStorage.clear();
      try {
        // With its id token as hint the provider knows the user asked here and does not ask
        // again; should it show a page at all, it speaks the app's language.
        await manager.signoutRedirect({
          ...(idToken ? { id_token_hint: idToken } : {}),
          extraQueryParams: { ui_locales: language },
        });
      } catch (error) {
        signingOut = false;
        signedOut();
        throw error;
      }
    },
    async getAccessToken() {
      const user = await manager.getUser();
      const fresh = freshUser(user);
      if (fresh) return fresh.access_token;
      if (!user) return null;
      return (await renew())?.access_token ?? null;
    },
    async renewAccessToken() {
      return (await renew())?.access_token ?? null;
    },
    async dropSession() {
      await manager.removeUser();
    },
  };
}
