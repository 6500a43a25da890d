import { setAccessTokenSource } from '../../lib/authorized-fetch';
import { DEFAULT_RETURN_PATH, getAuthState, setAuthState } from './auth-state';
import type { AuthRuntime, LoginOptions } from './runtime/auth-runtime';
import { hasStoredSession, isSigninCallback, USER_STORE_PREFIX } from './session-detection';

let runtime: Promise<AuthRuntime> | null = null;

/** oidc-client-ts and the provider settings, loaded once, on first need. */
function loadRuntime(): Promise<AuthRuntime> {
  runtime ??= import('./runtime/auth-runtime').then(
    (module) => module.createAuthRuntime({ setAuthState, userStorePrefix: USER_STORE_PREFIX }),
    (error: unknown) => {
      runtime = null;
      throw error;
    },
  );
  runtime.catch(() => {
    runtime = null; // e.g. /api/auth/config unreachable: a later attempt may succeed
  });
  return runtime;
}

function replaceUrl(path: string): void {
  window.history.replaceState(null, '', path);
}

/**
 * Product §4, run once before the first render. A login callback in the query string is handled
 * first (the returned promise waits for it, so the app renders the stored target directly); a
 * stored session is checked silently in the background; with neither, the visitor is signed out
 * at once and oidc-client-ts is not loaded. Failures clear the query string and land on the error
 * path or `/`.
 */
export function startAuth(): Promise<void> {
  setAccessTokenSource({
    getAccessToken: async () => {
      const { isAuthenticated, isLoading } = getAuthState();
      if (!isAuthenticated && !isLoading) return null;
      return (await loadRuntime()).getAccessToken();
    },
    renewAccessToken: async () => (await loadRuntime()).renewAccessToken(),
    onUnauthorized: async () => (await loadRuntime()).dropSession(),
  });

  if (isSigninCallback(window.location.search)) {
    return loadRuntime()
      .then((auth) => auth.handleCallback(window.location.href))
      .then(replaceUrl, () => {
        replaceUrl('/');
        setAuthState({ isLoading: false, error: 'signin_failed' });
      });
  }
  if (hasStoredSession(window.localStorage)) {
    loadRuntime()
      .then((auth) => auth.checkSession())
      .catch(() => setAuthState({ isAuthenticated: false, isLoading: false, user: null }));
  } else {
    setAuthState({ isLoading: false });
  }
  return Promise.resolve();
}

/** Starts the provider's login; resolves only if the redirect could not start. */
export async function startLogin(options: Partial<LoginOptions> = {}): Promise<void> {
  const auth = await loadRuntime();
  await auth.login({ returnTo: DEFAULT_RETURN_PATH, ...options });
}

/**
 * Product §2 log-out. If the provider cannot be reached, the local part still happens: storage is
 * cleared and the site root reloads signed out.
 */
export async function startLogout(): Promise<void> {
  let auth: AuthRuntime;
  try {
    auth = await loadRuntime();
  } catch {
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.location.assign('/');
    return;
  }
  await auth.logout();
}
