import type { BulkDecisionRequest, IssueDecisionView, IssueView } from '@klarsicht/contracts';

export type BulkItem = BulkDecisionRequest['items'][number];

/** What a bulk decision did, and the request that takes it back. */
export interface BulkOutcome {
  decided: number;
  undo: BulkItem[];
  /** Issues whose previous status the undo cannot restore. */
  notUndoable: number;
}

/**
 * The way back from a bulk decision: each issue's previous status sent again, at the version the
 * bulk decision wrote (the server answers in the order of the request). An issue view carries the
 * status, not the note, assignee or dates behind it, so only a status that needs none comes back:
 * open (or undecided), in progress (without its assignee), fixed. The others are left out and
 * counted, so the message can say so.
 */
export function undoOf(
  issues: readonly IssueView[],
  written: readonly IssueDecisionView[],
): Pick<BulkOutcome, 'undo' | 'notUndoable'> {
  const undo: BulkItem[] = [];
  issues.forEach((issue, index) => {
    const version = written[index]?.version;
    const previous = issue.status ?? 'open';
    if (version === undefined) return;
    if (previous === 'open' || previous === 'in_progress' || previous === 'fixed') {
      undo.push({ issueId: issue.id, status: previous, scope: 'site', version });
    }
  });
  return { undo, notUndoable: issues.length - undo.length };
}
