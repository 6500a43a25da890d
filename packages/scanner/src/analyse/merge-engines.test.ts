import { describe, expect, it } from 'vitest';
import type { Finding } from '../report/types.js';
import { mergeAcrossEngines } from './merge-engines.js';

function finding(id: string, source: Finding['source'], criteria: string[], selectors: string[]): Finding {
  return {
    id,
    source,
    impact: 'serious',
    description: '',
    help: id,
    helpUrl: '',
    tags: [],
    wcag: criteria.map((criterion) => ({ id: criterion, level: 'A', title: '', version: '2.0' })),
    en301549: [],
    nodes: selectors.map((selector) => ({ selector, html: `<p id="${selector}">` })),
    nodeCount: selectors.length,
  };
}

describe('findings of several engines', () => {
  it('keep an element both engines failed for one criterion once, with both engines named', () => {
    const merged = mergeAcrossEngines([
      finding('qw-act-r76', 'qualweb', ['1.4.3'], ['#a', '#b']),
      finding('color-contrast', 'axe', ['1.4.3'], ['#a']),
    ]);
    expect(
      merged.map((found) => [found.id, found.nodes.map((node) => node.selector), found.nodeCount]),
    ).toEqual([
      ['qw-act-r76', ['#b'], 1],
      ['color-contrast', ['#a'], 1],
    ]);
    expect(merged[1]?.nodes[0]?.engines).toEqual(['axe', 'qualweb']);
  });

  it('drop a later engine’s finding whose elements the first engine already reported', () => {
    const merged = mergeAcrossEngines([
      finding('aria-hidden-focus', 'axe', ['4.1.2'], ['#x']),
      finding('qw-act-r13', 'qualweb', ['4.1.2'], ['#x']),
    ]);
    expect(merged.map((found) => found.id)).toEqual(['aria-hidden-focus']);
  });

  it('keep apart what differs in criterion, what one engine found twice, and best practices', () => {
    const merged = mergeAcrossEngines([
      finding('color-contrast', 'axe', ['1.4.3'], ['#a']),
      finding('qw-act-r76', 'qualweb', ['1.4.6'], ['#a']),
      finding('label', 'axe', ['4.1.2'], ['#a']),
      finding('region', 'axe', [], ['#a']),
      finding('qw-best', 'qualweb', [], ['#a']),
    ]);
    expect(merged).toHaveLength(5);
    expect(merged.every((found) => found.nodes.every((node) => node.engines === undefined))).toBe(true);
  });
});
