import { DECISION_STATUSES, type NotificationView } from '@klarsicht/contracts';
import type { NotificationRow } from './notifications-repo.js';

/** A notice as the inbox and the account export show it. */
export function toNotificationView(row: NotificationRow & { organisationName: string }): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    organisationId: row.organisationId,
    organisationName: row.organisationName,
    site: row.subject.site,
    ruleId: row.subject.ruleId,
    status: statusOf(row.subject.status),
    ...(row.subject.pagePath ? { pagePath: row.subject.pagePath } : {}),
    ...(row.subject.dueOn ? { dueOn: row.subject.dueOn } : {}),
    ...(row.subject.scanId ? { scanId: row.subject.scanId } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.readAt ? { readAt: row.readAt.toISOString() } : {}),
  };
}

/** A status as stored with the notice; one the list no longer knows reads as open. */
function statusOf(status: string): NotificationView['status'] {
  return (DECISION_STATUSES as readonly string[]).includes(status)
    ? (status as NotificationView['status'])
    : 'open';
}
