import { AuthButtons, LogoutButton, useAuth } from '../../features/auth';

/** Signed out: Login and Register. Signed in: Log out (product §2). Nothing while the session loads. */
export function AccountActions({ className, onAction }: { className: string; onAction?: () => void }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return null;
  if (!isAuthenticated) return <AuthButtons className={className} onAction={onAction} />;
  return (
    <div className={className}>
      <LogoutButton onAction={onAction} />
    </div>
  );
}
