export {
  newTrackerWebhookSecret,
  readTrackerWebhook,
  type TrackerWebhookChange,
  TrackerWebhookRefused,
} from './read-webhook.js';
