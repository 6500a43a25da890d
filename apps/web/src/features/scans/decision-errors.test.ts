import { describe, expect, it } from 'vitest';
import { decisionErrorsOf, firstInvalid, refusedBySchema } from './decision-errors';

describe('the decision form’s errors', () => {
  it('finds what the shared schema refuses before anything is sent', () => {
    const sent = { status: 'accepted', scope: 'site', reason: 'planned' };
    const { errors, unplaced } = decisionErrorsOf(refusedBySchema(sent), sent, 'accepted');
    expect(errors).toMatchObject({
      note: 'noteRequiredAccepted',
      plannedOn: 'plannedOnRequired',
      reviewOn: 'reviewOnRequired',
    });
    expect(unplaced).toBe(0);
    expect(firstInvalid(errors)).toBe('plannedOn');
  });

  it('puts the server’s codes at their fields, a bulk item’s too, and counts what has no field', () => {
    const { errors, unplaced } = decisionErrorsOf(
      [
        { field: 'items.2.assigneeId', code: 'not_a_member' },
        { field: 'dueOn', code: 'in_past' },
        { field: 'pageUrl', code: 'not_a_page_of_issue' },
        { field: 'items.2.issueId', code: 'duplicate' },
      ],
      { assigneeId: 'x', dueOn: '2020-01-01', pageUrl: 'https://laden.example/' },
      'in_progress',
    );
    expect(errors).toEqual({ assigneeId: 'notAMember', dueOn: 'inPast', scope: 'notAPageOfIssue' });
    expect(unplaced).toBe(1);
  });

  it('says a field sent for a status it does not belong to is not allowed', () => {
    const sent = { status: 'fixed', scope: 'site', dueOn: '2099-01-01' };
    expect(decisionErrorsOf(refusedBySchema(sent), sent, 'fixed').errors).toEqual({ dueOn: 'notAllowed' });
  });
});
