import { useCallback, useEffect, useState } from 'react';
import { startLogin, startLogout } from './auth-session';
import { DEFAULT_RETURN_PATH, getAuthState, setAuthState } from './auth-state';

export interface AuthActions {
  /** Starts sign-in; afterwards the user lands on `returnTo` (default: the runs list). */
  login: (returnTo?: string) => void;
  /** Like login, with the provider's sign-up hint. */
  register: (returnTo?: string) => void;
  /** Clears local and session storage, ends the provider session, returns to the site root. */
  logout: () => void;
  /** A redirect is being prepared (the login library loads first). */
  pending: boolean;
}

/**
 * The three actions for any button that signs in or out. When the provider cannot be reached, the
 * layout's notice below the header says so (one place for every button, the header's and the
 * free check's alike).
 */
export function useAuthActions(): AuthActions {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    // Back from the provider's page, the browser may restore this page as it was left, mid-redirect:
    // the buttons must work again.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  const run = useCallback((action: () => Promise<void>) => {
    if (getAuthState().error === 'unavailable') setAuthState({ error: null });
    setPending(true);
    action().catch(() => {
      setPending(false);
      setAuthState({ error: 'unavailable' });
    });
  }, []);
  const login = useCallback(
    (returnTo: string = DEFAULT_RETURN_PATH) => run(() => startLogin({ returnTo })),
    [run],
  );
  const register = useCallback(
    (returnTo: string = DEFAULT_RETURN_PATH) => run(() => startLogin({ returnTo, signUp: true })),
    [run],
  );
  const logout = useCallback(() => run(startLogout), [run]);
  return { login, register, logout, pending };
}
