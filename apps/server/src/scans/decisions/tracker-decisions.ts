import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { appendActivity, SYSTEM_ACTOR } from '../../activity/index.js';
import type { Executor } from '../../platform/db/database.js';
import { issueDecisions } from '../schema.js';
import { EVERY_PAGE, putDecision } from './decisions-repo.js';

/**
 * A ticket closed in the team's tracker (decision 030): the issue is `fixed` on every page of the
 * site, awaiting the next scan, which verifies or reopens it as any fix. Decided by Klarsicht on the
 * tracker's word, so the activity record names the ticket; an issue already fixed or verified stays
 * as it is.
 */
export async function decideFixedByTicket(
  tx: Executor,
  issue: { organisationId: string; site: string; ruleId: string; issueKey: string },
  ticket: { tracker: string; reference: string; url: string },
  at: Date,
): Promise<boolean> {
  const [current] = await tx
    .select({ status: issueDecisions.status })
    .from(issueDecisions)
    .where(
      and(
        eq(issueDecisions.organisationId, issue.organisationId),
        eq(issueDecisions.site, issue.site),
        eq(issueDecisions.issueKey, issue.issueKey),
        eq(issueDecisions.pagePath, EVERY_PAGE),
      ),
    )
    .for('update');
  if (current?.status === 'fixed' || current?.status === 'verified') return false;
  const written = await putDecision(
    tx,
    randomUUID(),
    { ...issue, pagePath: EVERY_PAGE },
    {
      status: 'fixed',
      note: `${ticket.tracker} ${ticket.reference}: ${ticket.url}`,
      assigneeId: null,
      dueOn: null,
      reason: null,
      assessedOn: null,
      plannedOn: null,
      reviewOn: null,
      scanId: null,
      decidedBy: null,
    },
    at,
  );
  if (written === 'stale') return false;
  await appendActivity(
    tx,
    {
      organisationId: issue.organisationId,
      actor: SYSTEM_ACTOR,
      action: 'issue.decided',
      subject: { site: issue.site, rule: issue.ruleId, issue: issue.issueKey, page: EVERY_PAGE },
      details: { status: 'fixed', ticket: ticket.reference, tracker: ticket.tracker },
    },
    at,
  );
  return true;
}
