import type { ReactNode } from 'react';
import { useAuth } from '../auth-state';
import { SignInComingSoon } from './sign-in-coming-soon';

interface RequireAuthProps {
  /** Shown by the placeholder while sign-in does not exist yet. */
  heading: string;
  description: string;
  children: ReactNode;
}

/**
 * Guards a login-required route (spec §2 "Navigation guard"). For now nobody can sign in, so it
 * explains that accounts arrive soon; the accounts issue replaces the signed-out branch with the
 * login redirect and adds the subscription check of the billing issue.
 */
export function RequireAuth({ heading, description, children }: RequireAuthProps) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <SignInComingSoon heading={heading} description={description} />;
  return children;
}
