export { type DeliveryDeps, type DeliverySettings, deliverOnce } from './delivery-worker.js';
export { type DeliveryQueue, emitEvent, type NewEvent } from './emit.js';
export { eventWebhooksDoc } from './event-docs.js';
export { resealWebhookSecrets } from './reseal.js';
export { webhooksPlugin } from './routes.js';
export { emitMonitoringFailed, emitScanEvents } from './scan-events.js';
