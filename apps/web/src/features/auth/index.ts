export { startAuth, startLogin } from './auth-session';
export { type AuthState, type AuthUser, DEFAULT_RETURN_PATH, useAuth } from './auth-state';
export { AuthButtons } from './components/auth-buttons';
export { AuthNotice } from './components/auth-notice';
export { LogoutButton } from './components/logout-button';
export { type AuthActions, useAuthActions } from './use-auth-actions';
