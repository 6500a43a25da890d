import { useSyncExternalStore } from 'react';

/**
 * The session as the app sees it (product §3 "Auth session", §4). This module is on the home route's
 * critical path, so it holds only the state and the cheap start-up decision; oidc-client-ts lives
 * in ./runtime and loads with a dynamic import (see auth-session.ts).
 */
export interface AuthUser {
  /** The provider's subject. */
  sub: string;
  name?: string;
  email?: string;
}

export interface AuthState {
  isAuthenticated: boolean;
  /** Product §4: true until the first state refresh has finished. */
  isLoading: boolean;
  user: AuthUser | null;
  /** The embedded provider (its own pages handle verification); false when unknown. */
  embeddedProvider: boolean;
  /**
   * A login callback failed (product §4), or the provider could not be reached for Login, Register or
   * Log out; the layout says so below the header until dismissed or the next attempt.
   */
  error: 'signin_failed' | 'unavailable' | null;
  /** After signing in with an unconfirmed address: where the confirmation link went. */
  verificationNotice: VerificationNotice | null;
}

export interface VerificationNotice {
  email: string;
  /** The account is new: the link was sent just now. */
  justRegistered: boolean;
  /** No SMTP on the server: the mail is in its log (a local installation). */
  mailsLogged: boolean;
}

let state: AuthState = {
  isAuthenticated: false,
  isLoading: true,
  user: null,
  embeddedProvider: false,
  error: null,
  verificationNotice: null,
};
const listeners = new Set<() => void>();

export function getAuthState(): AuthState {
  return state;
}

export function setAuthState(patch: Partial<AuthState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState);
}

/** Where Login and Register send the user back to (product §2: the runs list). */
export const DEFAULT_RETURN_PATH = '/runs';
