export { type TicketNewsDeps, tellTicketsAfterScan } from './after-scan.js';
export { registerTrackerWebhook } from './inbound-route.js';
export { resealTrackerSecrets } from './reseal.js';
export { trackersPlugin } from './routes.js';
