import { useCallback, useState } from 'react';
import { startLogin, startLogout } from './auth-session';
import { DEFAULT_RETURN_PATH } from './auth-state';

export interface AuthActions {
  /** Starts sign-in; afterwards the user lands on `returnTo` (default: the runs list). */
  login: (returnTo?: string) => void;
  /** Like login, with the provider's sign-up hint. */
  register: (returnTo?: string) => void;
  /** Clears local and session storage, ends the provider session, returns to the site root. */
  logout: () => void;
  /** The provider could not be reached; the UI says so. */
  failed: boolean;
  /** A redirect is being prepared (the login library loads first). */
  pending: boolean;
}

export function useAuthActions(): AuthActions {
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const run = useCallback((action: () => Promise<void>) => {
    setFailed(false);
    setPending(true);
    action().catch(() => {
      setPending(false);
      setFailed(true);
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
  return { login, register, logout, failed, pending };
}
