/**
 * The session as the app sees it (spec §3 "Auth session"). Until the accounts issue wires
 * oidc-client-ts in, nobody is signed in. That issue replaces `useAuth` and `useAuthActions`
 * behind this same interface — and must keep oidc-client-ts out of the home route's bundle
 * (load it with a dynamic import when a sign-in starts or a session exists).
 */
export interface AuthUser {
  name?: string;
  email?: string;
}

export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: AuthUser | null;
}

const signedOut: AuthState = { isAuthenticated: false, isLoading: false, user: null };

export function useAuth(): AuthState {
  return signedOut;
}

/** Where Login and Register send the user back to (spec §2: the runs list). */
export const DEFAULT_RETURN_PATH = '/runs';
