import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_RETURN_PATH } from './auth-state';

export interface AuthActions {
  /** Starts sign-in; afterwards the user lands on `returnTo`. */
  login: (returnTo?: string) => void;
  /** Like login, with the provider's sign-up hint. */
  register: (returnTo?: string) => void;
  /** Clears local and session storage, ends the provider session, returns to the site root. */
  logout: () => void;
}

/**
 * Placeholder until sign-in exists: login and register open the protected page they would return
 * to, which explains that accounts arrive soon.
 */
export function useAuthActions(): AuthActions {
  const navigate = useNavigate();
  const login = useCallback(
    (returnTo: string = DEFAULT_RETURN_PATH) => {
      navigate(returnTo);
    },
    [navigate],
  );
  const logout = useCallback(() => {
    navigate('/');
  }, [navigate]);
  return { login, register: login, logout };
}
