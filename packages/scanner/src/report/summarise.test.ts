import { describe, expect, it } from 'vitest';
import { countPage, summarise } from './summarise.js';
import type { Finding, Impact, PageReport } from './types.js';

function finding(id: string, impact: Impact | null, nodeCount = 1): Finding {
  return {
    id,
    source: 'axe',
    impact,
    description: '',
    help: '',
    helpUrl: '',
    tags: [],
    wcag: [],
    en301549: [],
    nodes: [],
    nodeCount,
  };
}

function pageReport(
  url: string,
  findings: Partial<Pick<PageReport, 'violations' | 'passes' | 'incomplete' | 'inapplicable'>>,
  error?: PageReport['error'],
): PageReport {
  const categories = {
    violations: [],
    passes: [],
    incomplete: [],
    inapplicable: [],
    bestPractices: [],
    ...findings,
  };
  const report: PageReport = { url, ...categories, ...countPage(categories), durationMs: 100 };
  if (error) report.error = error;
  return report;
}

describe('countPage', () => {
  it('counts findings per category, and violations (not best practices) per impact', () => {
    expect(
      countPage({
        violations: [
          finding('image-alt', 'critical', 3),
          finding('label', 'critical'),
          finding('region', 'moderate'),
        ],
        passes: [finding('document-title', null)],
        incomplete: [finding('color-contrast', 'serious', 7)],
        inapplicable: [finding('video-caption', null), finding('audio-caption', null)],
        bestPractices: [finding('heading-order', 'moderate')],
      }),
    ).toEqual({
      counts: { violations: 3, passes: 1, incomplete: 1, inapplicable: 2, bestPractices: 1 },
      byImpact: { critical: 2, serious: 0, moderate: 1, minor: 0 },
    });
  });
});

describe('summarise', () => {
  it('sums pages, counting failed pages apart and rules once', () => {
    const pages = [
      pageReport('https://shop.example/', {
        violations: [finding('image-alt', 'critical', 3), finding('region', 'moderate', 2)],
        passes: [finding('document-title', null)],
      }),
      pageReport('https://shop.example/damen', {
        violations: [
          finding('image-alt', 'critical', 5),
          finding('klarsicht-feedback-mechanism', 'moderate'),
        ],
        incomplete: [finding('color-contrast', 'serious', 4)],
        inapplicable: [finding('video-caption', null)],
      }),
      pageReport(
        'https://shop.example/kaputt',
        {},
        { code: 'timeout', message: 'Page load timed out after 30000 ms' },
      ),
    ];
    expect(summarise(pages)).toEqual({
      pagesScanned: 2,
      pagesFailed: 1,
      violations: 4,
      passes: 1,
      incomplete: 1,
      inapplicable: 1,
      bestPractices: 0,
      byImpact: { critical: 2, serious: 0, moderate: 2, minor: 0 },
      violatedRules: 3,
      affectedNodes: 11,
    });
  });

  it('gives zeros for no pages', () => {
    expect(summarise([])).toMatchObject({
      pagesScanned: 0,
      pagesFailed: 0,
      violatedRules: 0,
      affectedNodes: 0,
    });
  });
});
