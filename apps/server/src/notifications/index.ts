// Notices of decisions on issues, per person (decision 029): recorded with the change that causes
// them, mailed after it committed, listed in the person's inbox.
export {
  allNotificationsOf,
  DEFAULT_SETTINGS,
  type NewNotification,
  type NotificationRow,
  settingsOf,
} from './notifications-repo.js';
export {
  mailNotifications,
  type NotifyDeps,
  notificationMail,
  recordNotifications,
  SETTINGS_PATH,
} from './notify.js';
export { notificationsPlugin } from './routes.js';
export { toNotificationView } from './views.js';
