export { type AuthState, type AuthUser, DEFAULT_RETURN_PATH, useAuth } from './auth-state';
export { AuthButtons } from './components/auth-buttons';
export { RequireAuth } from './components/require-auth';
export { type AuthActions, useAuthActions } from './use-auth-actions';
