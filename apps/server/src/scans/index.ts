// Scans: starting them, the worker that runs them, their stored records (pages, findings, issues,
// screenshots), live events, share links, review marks and the public statistics.
export { type OwnedScan, ownScan, readableScan, type ScanReading, sharedScan } from './access.js';
export { type SettledDecisions, settleDecisionsAfterScan } from './decisions/after-scan.js';
export { toDecisionView, toReportDecision } from './decisions/decision-views.js';
export type { EffectiveDecision } from './decisions/decisions-repo.js';
export { decisionsOfOrganisation } from './decisions/decisions-repo.js';
export { countByStatus, statusesOfScan } from './decisions/issue-statuses.js';
export { notifyDueSoon, sendWeeklyDigests } from './decisions/reminders.js';
export { decisionsPlugin } from './decisions/routes.js';
export { decideFixedByTicket } from './decisions/tracker-decisions.js';
export { ScanEventHub } from './events/scan-event-hub.js';
export { issueKeyOf, keyOfStoredNode } from './records/issue-key.js';
export { issueViewsByIds, ticketsOfIssues } from './records/issues.js';
export {
  type IssueRow,
  listAllIssues,
  type NewIssue,
  newIssues,
  violationsOfScan,
} from './records/issues-repo.js';
export { pageViewsOf } from './records/page-views.js';
export { rekeyOlderIssues } from './records/rekey-issues.js';
export { type FindingRow, listFindings, listPages, type PageRow } from './records/results-repo.js';
export { findScan, findScans, insertScan, latestScansOfSites, type ScanRow } from './records/scans-repo.js';
export {
  localizedNodes,
  ruleTexts,
  toFindingView,
  toNamedPageState,
  toPageView,
  toScanView,
} from './records/views.js';
export { listReviewsOfSite } from './reviews/finding-reviews-repo.js';
export { reviewCovering, toFindingReview } from './reviews/review-views.js';
export { reviewsPlugin } from './reviews/routes.js';
export { scansPlugin } from './routes.js';
export { screenshotsPlugin } from './screenshots/routes.js';
export { sharingPlugin } from './sharing/routes.js';
export { statsPlugin } from './stats/routes.js';
export { uploadsPlugin } from './uploads/routes.js';
export { type ScanWorker, type SiteScanOptions, startScanWorker } from './worker/scan-worker.js';
