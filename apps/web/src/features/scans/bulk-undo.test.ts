import type { IssueDecisionView, IssueView } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { undoOf } from './bulk-undo';

const issue = (id: string, status?: IssueView['status']): IssueView =>
  ({
    id,
    ruleId: 'image-alt',
    category: 'violations',
    source: 'axe',
    impact: 'critical',
    description: '',
    help: '',
    helpUrl: '',
    tags: [],
    wcag: [],
    en301549: [],
    pageCount: 1,
    firstPageUrl: 'https://laden.example/',
    ...(status ? { status } : {}),
  }) as unknown as IssueView;
const written = (version: number) => ({ version }) as IssueDecisionView;

describe('undoing a bulk decision', () => {
  it('sends each issue its previous status back at the version the bulk decision wrote', () => {
    const { undo, notUndoable } = undoOf(
      [issue('1'), issue('2', 'in_progress'), issue('3', 'fixed')],
      [written(1), written(4), written(2)],
    );
    expect(undo).toEqual([
      { issueId: '1', status: 'open', scope: 'site', version: 1 },
      { issueId: '2', status: 'in_progress', scope: 'site', version: 4 },
      { issueId: '3', status: 'fixed', scope: 'site', version: 2 },
    ]);
    expect(notUndoable).toBe(0);
  });

  it('leaves out what needs more than a status to come back, and counts it', () => {
    const { undo, notUndoable } = undoOf(
      [issue('1', 'accepted'), issue('2', 'false_positive'), issue('3', 'reopened'), issue('4')],
      [written(2), written(2), written(3), written(1)],
    );
    expect(undo.map((item) => item.issueId)).toEqual(['4']);
    expect(notUndoable).toBe(3);
  });
});
