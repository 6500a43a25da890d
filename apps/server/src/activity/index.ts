// The activity record (decision 028): append-only, hash-chained, per organisation. Modules append
// in the transaction of the change they record; the routes show, verify and export it.
export {
  type ActivityRow,
  actorOf,
  allActivity,
  appendActivity,
  type NewActivity,
  recordBy,
  SYSTEM_ACTOR,
  verifyActivity,
  verifyAllActivity,
} from './activity-repo.js';
export { type Verification, verifyChain } from './chain.js';
export { activityPlugin, toActivityView } from './routes.js';
