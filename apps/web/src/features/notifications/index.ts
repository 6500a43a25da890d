export { UnreadCount } from './components/unread-count';
export { NotificationsPage } from './notifications-page';
