import { useTranslation } from 'react-i18next';
import { containerClass, mutedTextClass } from '../../components/ui-classes';
import { useAuth } from '../auth';
import { InboxSection } from './components/inbox-section';
import { SettingsSection } from './components/settings-section';

/**
 * `/profile/notifications` (decision 029): the person's inbox across all their organisations —
 * issues assigned to them, due soon, found again, confirmed fixed — and which of these they get
 * in the app and by mail, with the weekly digest.
 */
export function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'common']);
  const { user } = useAuth();

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('common:titles.notifications')}</h1>
      <p className={`mt-3 max-w-3xl ${mutedTextClass}`}>{t('intro')}</p>
      <InboxSection userKey={user?.sub} />
      <SettingsSection userKey={user?.sub} />
    </div>
  );
}
