export { startAuth, startLogin } from './auth-session';
export { type AuthState, type AuthUser, DEFAULT_RETURN_PATH, useAuth } from './auth-state';
export { AuthButtons } from './components/auth-buttons';
export { LogoutButton } from './components/logout-button';
export { SigninFailedNotice } from './components/signin-failed-notice';
export { type AuthActions, useAuthActions } from './use-auth-actions';
