import type { IssueDecisionView, IssueView } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, requestOf } from './decision-draft';
import { decisionErrorsOf, firstInvalid } from './decision-errors';
import {
  checkRuleAttempt,
  EMPTY_RULE_DRAFT,
  pathDecisionsOf,
  ruleAttemptOf,
  ruleStatuses,
  versionFor,
} from './rule-decision-draft';

const decision = (fields: Partial<IssueDecisionView>): IssueDecisionView =>
  ({
    id: 'd1',
    site: 'laden.example',
    ruleId: 'image-alt',
    issueKey: '',
    status: 'false_positive',
    scope: 'path',
    pagePath: '/shop/*',
    decidedAt: '2025-01-01T00:00:00Z',
    version: 3,
    ...fields,
  }) as IssueDecisionView;

const underPath = {
  id: 'i1',
  ruleId: 'image-alt',
  pageCount: 1,
  firstPageUrl: 'https://laden.example/shop/a',
  status: 'false_positive',
  decision: { id: 'd1', status: 'false_positive', scope: 'path', version: 3 },
} as unknown as IssueView;

describe('a rule’s decision for a path', () => {
  it('offers accepting to those who may accept only', () => {
    expect(ruleStatuses(false)).toEqual(['false_positive', 'open']);
    expect(ruleStatuses(true)).toEqual(['false_positive', 'accepted', 'open']);
  });

  it('finds the rule’s decisions for paths and the version of the pattern typed', () => {
    const mine = pathDecisionsOf(
      [
        decision({ id: 'a', pagePath: '/shop/*', version: 3 }),
        decision({ id: 'b', ruleId: 'label' }),
        decision({ id: 'c', scope: 'site', pagePath: undefined }),
        decision({ id: 'd', pagePath: '/*', version: 1 }),
      ],
      'image-alt',
    );
    expect(mine.map((found) => found.id)).toEqual(['d', 'a']);
    expect(versionFor(mine, ' /shop/* ')).toBe(3);
    expect(versionFor(mine, '/kontakt')).toBe(0);
  });

  it('names a missing or malformed pattern at its field, before the missing status', () => {
    for (const [typed, problem] of [
      ['', 'pathPatternRequired'],
      ['shop/*', 'pathPatternInvalid'],
      ['/shop/*/x', 'pathPatternInvalid'],
    ] as const) {
      const attempt = ruleAttemptOf(EMPTY_RULE_DRAFT, typed, 0);
      const checked = checkRuleAttempt(attempt);
      const { errors } = decisionErrorsOf(checked.refused, attempt, attempt.status);
      expect(errors).toMatchObject({ pathPattern: problem, status: 'statusRequired' });
      expect(firstInvalid(errors)).toBe('pathPattern');
    }
  });

  it('sends the chosen status’s fields only', () => {
    const draft = {
      ...EMPTY_RULE_DRAFT,
      status: 'false_positive' as const,
      note: ' Widget ',
      reviewOn: '2099-01-01',
    };
    expect(checkRuleAttempt(ruleAttemptOf(draft, '/shop/*', 3)).request).toEqual({
      pathPattern: '/shop/*',
      status: 'false_positive',
      note: 'Widget',
      version: 3,
    });
  });
});

describe('an issue under a rule’s decision for a path', () => {
  it('starts a decision of its own instead of editing the rule’s', () => {
    const draft = draftOf(underPath, decision({}), true);
    expect(draft).toMatchObject({ status: undefined, scope: 'site', note: '' });
    expect(requestOf({ ...draft, status: 'fixed' }, underPath).version).toBe(0);
  });
});
