import { describe, expect, it } from 'vitest';
import type { Finding } from '../report/types.js';
import { nodeSelectors, withoutNodes } from './banner-findings.js';

const finding = (id: string, selectors: string[], nodeCount = selectors.length): Finding => ({
  id,
  source: 'axe',
  impact: 'serious',
  description: '',
  help: '',
  helpUrl: '',
  tags: [],
  wcag: [],
  en301549: [],
  nodes: selectors.map((selector) => ({ selector, html: `<x class="${selector}">` })),
  nodeCount,
});

const findings = () => ({
  violations: [
    finding('button-name', ['.banner > button']),
    finding('image-alt', ['main > img', '.banner img']),
  ],
  passes: [finding('document-title', ['html'])],
  incomplete: [finding('color-contrast', ['.banner p'], 60)],
  inapplicable: [finding('video-caption', [])],
  bestPractices: [],
  features: ['forms'],
});

describe('the findings of a banner another page reported', () => {
  it('names every node once', () => {
    expect(nodeSelectors(findings())).toEqual([
      '.banner > button',
      'main > img',
      '.banner img',
      'html',
      '.banner p',
    ]);
  });

  it('drops the banner’s nodes, and findings left with none', () => {
    const kept = withoutNodes(findings(), new Set(['.banner > button', '.banner img', '.banner p']));
    expect(
      kept.violations.map((found) => [found.id, found.nodes.map((node) => node.selector), found.nodeCount]),
    ).toEqual([['image-alt', ['main > img'], 1]]);
    expect(kept.passes).toHaveLength(1);
    // A list cut at its maximum keeps the count of the nodes it did not list.
    expect(kept.incomplete.map((found) => [found.nodes.length, found.nodeCount])).toEqual([[0, 59]]);
    expect(kept.features).toEqual(['forms']);
  });

  it('changes nothing without selectors', () => {
    const before = findings();
    expect(withoutNodes(before, new Set())).toBe(before);
  });
});
