import type { IssueDecisionState, IssueDecisionView, ReportDecision } from '@klarsicht/contracts';
import {
  type DecisionRow,
  type DecisionWithNames,
  type EffectiveDecision,
  EVERY_PAGE,
  reachOf,
} from './decisions-repo.js';

/** A decision as the API shows it: empty fields left out, people by id and name. */
export function toDecisionView(row: DecisionWithNames): IssueDecisionView {
  const optional = <K extends string>(key: K, value: string | null) =>
    (value === null || value === '' ? {} : { [key]: value }) as Partial<Record<K, string>>;
  return {
    id: row.id,
    site: row.site,
    ruleId: row.ruleId,
    issueKey: row.issueKey,
    status: row.status,
    scope: reachOf(row),
    ...(row.pagePath === EVERY_PAGE ? {} : { pagePath: row.pagePath }),
    ...optional('note', row.note),
    ...(row.assigneeId ? { assignee: { id: row.assigneeId, name: row.assigneeName ?? '' } } : {}),
    ...optional('dueOn', row.dueOn),
    ...(row.reason ? { reason: row.reason } : {}),
    ...optional('assessedOn', row.assessedOn),
    ...optional('plannedOn', row.plannedOn),
    ...optional('reviewOn', row.reviewOn),
    ...optional('scanId', row.scanId),
    ...(row.decidedBy ? { decidedBy: { id: row.decidedBy, name: row.decidedByName ?? '' } } : {}),
    decidedAt: row.decidedAt.toISOString(),
    version: row.version,
  };
}

/** What an issue of a scan carries of its decision. */
export function toDecisionState(row: DecisionRow): IssueDecisionState {
  return {
    id: row.id,
    status: row.status,
    scope: reachOf(row),
    version: row.version,
  };
}

/** What a report says of an issue's decision: its status, and the one decision's reasons and dates. */
export function toReportDecision({ status, decision }: EffectiveDecision): ReportDecision {
  if (!decision) return { status };
  const optional = <K extends string>(key: K, value: string | null) =>
    (value === null || value === '' ? {} : { [key]: value }) as Partial<Record<K, string>>;
  return {
    status,
    scope: reachOf(decision),
    ...optional('note', decision.note),
    ...optional('dueOn', decision.dueOn),
    ...(decision.reason ? { reason: decision.reason } : {}),
    ...optional('assessedOn', decision.assessedOn),
    ...optional('plannedOn', decision.plannedOn),
    ...optional('reviewOn', decision.reviewOn),
  };
}
