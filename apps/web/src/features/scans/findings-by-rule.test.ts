import type { FindingView } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { findingsByRule } from './findings-by-rule';

function finding(ruleId: string, pageUrl: string, overrides: Partial<FindingView> = {}): FindingView {
  return {
    id: `${ruleId}@${pageUrl}`,
    ruleId,
    category: 'violations',
    pageUrl,
    source: 'axe',
    impact: 'serious',
    description: `${ruleId} description`,
    help: `${ruleId} help`,
    helpUrl: `https://example.com/${ruleId}`,
    wcag: [{ id: '1.1.1', level: 'A', title: 'Non-text Content', version: '2.0' }],
    en301549: ['9.1.1.1'],
    actRules: [],
    nodes: [{ selector: 'img', html: '<img>' }],
    nodeCount: 1,
    ...overrides,
  };
}

describe('findingsByRule', () => {
  it('puts the pages of one rule together, keeping the order rules first appear in', () => {
    const groups = findingsByRule([
      finding('image-alt', 'https://a.test/', { nodeCount: 2 }),
      finding('label', 'https://a.test/'),
      finding('image-alt', 'https://a.test/about', { nodeCount: 3 }),
    ]);
    expect(groups.map((group) => group.ruleId)).toEqual(['image-alt', 'label']);
    expect(groups[0]?.nodeCount).toBe(5);
    expect(groups[0]?.pages.map((page) => page.pageUrl)).toEqual(['https://a.test/', 'https://a.test/about']);
    expect(groups[1]?.pages).toHaveLength(1);
  });

  it("takes a rule's most severe impact over its pages", () => {
    const [group] = findingsByRule([
      finding('color-contrast', 'https://a.test/', { impact: null }),
      finding('color-contrast', 'https://a.test/b', { impact: 'moderate' }),
      finding('color-contrast', 'https://a.test/c', { impact: 'critical' }),
      finding('color-contrast', 'https://a.test/d', { impact: 'minor' }),
    ]);
    expect(group?.impact).toBe('critical');
  });

  it('keeps extra fields of the findings (review marks) on each page', () => {
    const reviewed = { ...finding('region', 'https://a.test/'), reviewed: { id: 'r1', at: '2026-01-01' } };
    const [group] = findingsByRule([reviewed]);
    expect(group?.pages[0]?.finding.reviewed).toEqual({ id: 'r1', at: '2026-01-01' });
  });

  it('returns nothing for no findings', () => {
    expect(findingsByRule([])).toEqual([]);
  });
});
