import { bfsgNoteForCriteria, findCriterion } from '@klarsicht/report';
import { criteriaFromTags, criterionIdFromTag, en301549ClausesFor } from '@klarsicht/rules';
import type { AxeResults, NodeResult, Result } from 'axe-core';
import { describe, expect, it } from 'vitest';
import { MAX_HTML_LENGTH, mapAxeResults } from './map-axe-results.js';

function node(target: NodeResult['target'], html: string, failureSummary?: string): NodeResult {
  const result: NodeResult = { target, html, any: [], all: [], none: [] };
  if (failureSummary !== undefined) result.failureSummary = failureSummary;
  return result;
}

function rule(id: string, impact: Result['impact'], tags: string[], nodes: NodeResult[]): Result {
  return {
    id,
    impact,
    tags,
    nodes,
    description: `Ensures ${id}`,
    help: `${id} help`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${id}`,
  };
}

const longHtml = `<div class="teaser">${'x'.repeat(900)}</div>`;

// Shaped like axe 4.14's v1 report: nodes in iframes carry one target entry per frame, nodes in
// shadow DOM an array of selectors from the host down.
const axeResults = {
  testEngine: { name: 'axe-core', version: '4.14.1' },
  testRunner: { name: 'axe' },
  testEnvironment: { userAgent: 'test', windowWidth: 1280, windowHeight: 800 },
  url: 'https://shop.example/',
  timestamp: '2025-07-01T10:00:00.000Z',
  toolOptions: {},
  violations: [
    rule(
      'color-contrast',
      'serious',
      ['cat.color', 'wcag2aa', 'wcag143', 'EN-301-549', 'EN-9.1.4.3', 'ACT'],
      [
        node(
          ['.price'],
          '<span class="price">9,99 €</span>',
          'Fix any of the following:\n  Element has insufficient color contrast',
        ),
        node(
          ['iframe#checkout', 'button.pay'],
          '<button class="pay">Pay</button>',
          'Fix any of the following:\n  low contrast',
        ),
        node(
          [['shop-footer', 'a.legal']],
          '<a class="legal" href="/agb">AGB</a>',
          'Fix any of the following:\n  low contrast',
        ),
        node(
          ['iframe#outer', ['widget-host', 'inner-host', 'p']],
          longHtml,
          'Fix any of the following:\n  low contrast',
        ),
      ],
    ),
    rule(
      'image-alt',
      'critical',
      ['cat.text-alternatives', 'wcag2a', 'wcag111', 'section508', 'EN-301-549', 'EN-9.1.1.1'],
      [
        node(
          ['img[src$="hero.jpg"]'],
          '<img src="hero.jpg">',
          'Fix any of the following:\n  Element does not have an alt attribute',
        ),
      ],
    ),
    rule(
      'target-size',
      'serious',
      ['cat.sensory-and-visual-cues', 'wcag22aa', 'wcag258', 'EN-301-549v4', 'EN-9.2.5.8'],
      [
        node(
          ['.close'],
          '<button class="close">x</button>',
          'Fix any of the following:\n  Target has insufficient size',
        ),
      ],
    ),
    rule(
      'region',
      'moderate',
      ['cat.keyboard', 'best-practice'],
      [node(['.banner'], '<div class="banner"></div>')],
    ),
    rule(
      'aria-allowed-attr',
      'critical',
      ['cat.aria', 'wcag2a', 'wcag412', 'EN-301-549', 'EN-9.4.1.2'],
      [node(['#menu'], '<div id="menu" aria-checked="true"></div>')],
    ),
  ],
  passes: [
    rule(
      'document-title',
      null,
      ['cat.text-alternatives', 'wcag2a', 'wcag242', 'EN-301-549', 'EN-9.2.4.2'],
      [node(['html'], '<html lang="de">')],
    ),
  ],
  incomplete: [
    rule(
      'reflow-check',
      'moderate',
      ['wcag1410', 'wcag21aa'],
      [node(['main'], '<main>', 'Fix any of the following:\n  review')],
    ),
  ],
  inapplicable: [rule('video-caption', undefined, ['cat.text-alternatives', 'wcag2a', 'wcag122'], [])],
} satisfies AxeResults;

describe('axe tag parsing', () => {
  it('reads criterion ids with one- and two-digit last parts', () => {
    expect(criterionIdFromTag('wcag111')).toBe('1.1.1');
    expect(criterionIdFromTag('wcag1410')).toBe('1.4.10');
    expect(criterionIdFromTag('wcag2411')).toBe('2.4.11');
    expect(criterionIdFromTag('wcag258')).toBe('2.5.8');
    for (const levelTag of ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'wcag2aaa', 'wcag2a-obsolete']) {
      expect(criterionIdFromTag(levelTag)).toBeUndefined();
    }
  });

  it('derives level and EN 301 549 clause from the criteria table', () => {
    const [contrast] = criteriaFromTags(['wcag2aa', 'wcag143']);
    expect(contrast).toMatchObject({ id: '1.4.3', level: 'AA', en301549: '9.1.4.3' });
    expect(en301549ClausesFor(['wcag143'], criteriaFromTags(['wcag143']))).toEqual(['9.1.4.3']);
  });

  it('gives WCAG 2.2 criteria no EN 301 549 V3.2.1 clause, even when axe tags a V4 draft clause', () => {
    const tags = ['wcag22aa', 'wcag258', 'EN-301-549v4', 'EN-9.2.5.8'];
    const criteria = criteriaFromTags(tags);
    expect(criteria).toMatchObject([{ id: '2.5.8', version: '2.2', level: 'AA' }]);
    expect(en301549ClausesFor(tags, criteria)).toEqual([]);
    expect(bfsgNoteForCriteria(criteria)).toBeUndefined();
  });

  it('drops criterion ids that WCAG does not have', () => {
    expect(criteriaFromTags(['wcag199'])).toEqual([]);
  });
});

describe('bfsgNoteForCriteria', () => {
  it('cites BFSG, BFSGV and the EN 301 549 V3.2.1 clause for WCAG 2.1 A/AA criteria', () => {
    expect(bfsgNoteForCriteria([findCriterion('1.4.3')!])).toBe(
      'Section 3(1) BFSG in conjunction with Section 12 No. 3 BFSGV; EN 301 549 V3.2.1 clause 9.1.4.3',
    );
    expect(bfsgNoteForCriteria([findCriterion('1.3.1')!, findCriterion('4.1.2')!])).toBe(
      'Section 3(1) BFSG in conjunction with Section 12 No. 3 BFSGV; EN 301 549 V3.2.1 clauses 9.1.3.1, 9.4.1.2',
    );
  });

  it('cites them in German legal citation form for German readers', () => {
    expect(bfsgNoteForCriteria([findCriterion('4.1.2')!], 'de')).toBe(
      '§ 3 Abs. 1 BFSG i. V. m. § 12 Nr. 3 BFSGV; EN 301 549 V3.2.1 Abschnitt 9.4.1.2',
    );
    expect(bfsgNoteForCriteria([findCriterion('1.3.1')!, findCriterion('4.1.2')!], 'de')).toBe(
      '§ 3 Abs. 1 BFSG i. V. m. § 12 Nr. 3 BFSGV; EN 301 549 V3.2.1 Abschnitte 9.1.3.1, 9.4.1.2',
    );
  });

  it('gives no note for AAA criteria', () => {
    expect(bfsgNoteForCriteria([findCriterion('1.4.6')!])).toBeUndefined();
  });
});

describe('mapAxeResults', () => {
  const mapped = mapAxeResults(axeResults, { maxNodesPerFinding: 3 });
  const violation = (id: string) => mapped.violations.find((finding) => finding.id === id)!;
  const bestPractice = (id: string) => mapped.bestPractices.find((finding) => finding.id === id)!;

  it('sorts findings by impact, most severe first, then by rule id', () => {
    expect(mapped.violations.map((finding) => [finding.impact, finding.id])).toEqual([
      ['critical', 'aria-allowed-attr'],
      ['critical', 'image-alt'],
      ['serious', 'color-contrast'],
      ['serious', 'target-size'],
    ]);
  });

  it('puts failed best-practice rules in their own category, never among the WCAG violations', () => {
    expect(mapped.bestPractices.map((finding) => [finding.impact, finding.id])).toEqual([
      ['moderate', 'region'],
    ]);
    expect(mapped.violations.some((finding) => finding.id === 'region')).toBe(false);
  });

  it('maps a WCAG 2.1 AA violation to criterion, EN clause and BFSG note', () => {
    expect(violation('color-contrast')).toMatchObject({
      source: 'axe',
      impact: 'serious',
      description: 'Ensures color-contrast',
      help: 'color-contrast help',
      helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/color-contrast',
      wcag: [{ id: '1.4.3', level: 'AA', title: 'Contrast (Minimum)', version: '2.0' }],
      en301549: ['9.1.4.3'],
      bfsg: 'Section 3(1) BFSG in conjunction with Section 12 No. 3 BFSGV; EN 301 549 V3.2.1 clause 9.1.4.3',
    });
  });

  it("names the ACT rules each rule implements, from axe-core's own rule metadata", () => {
    expect(violation('image-alt').actRules).toEqual(['23a2a8']);
    expect(violation('color-contrast').actRules).toEqual(expect.arrayContaining(['afw4f7', '09o5cg']));
    expect(bestPractice('region').actRules).toEqual([]);
  });

  it('joins iframe and shadow DOM paths with " >>> " and keeps the failure summary', () => {
    const nodes = violation('color-contrast').nodes;
    expect(nodes.map((findingNode) => findingNode.selector)).toEqual([
      '.price',
      'iframe#checkout >>> button.pay',
      'shop-footer >>> a.legal',
    ]);
    expect(nodes[0]!.failureSummary).toBe(
      'Fix any of the following:\n  Element has insufficient color contrast',
    );
  });

  it('keeps at most maxNodesPerFinding nodes but counts them all', () => {
    expect(violation('color-contrast').nodes).toHaveLength(3);
    expect(violation('color-contrast').nodeCount).toBe(4);
    const all = mapAxeResults(axeResults, { maxNodesPerFinding: 10 }).violations.find(
      (finding) => finding.id === 'color-contrast',
    )!;
    expect(all.nodes[3]!.selector).toBe('iframe#outer >>> widget-host >>> inner-host >>> p');
  });

  it('cuts long HTML with an ellipsis', () => {
    const all = mapAxeResults(axeResults, { maxNodesPerFinding: 10 }).violations.find(
      (finding) => finding.id === 'color-contrast',
    )!;
    const html = all.nodes[3]!.html;
    expect(html).toHaveLength(MAX_HTML_LENGTH);
    expect(html.endsWith('…')).toBe(true);
    expect(html.startsWith('<div class="teaser">xxx')).toBe(true);
  });

  it('gives WCAG 2.2 findings their criterion but no EN clause or BFSG note', () => {
    const targetSize = violation('target-size');
    expect(targetSize.wcag).toEqual([
      { id: '2.5.8', level: 'AA', title: 'Target Size (Minimum)', version: '2.2' },
    ]);
    expect(targetSize.en301549).toEqual([]);
    expect(targetSize).not.toHaveProperty('bfsg');
  });

  it('leaves best-practice findings without criteria', () => {
    expect(bestPractice('region')).toMatchObject({ wcag: [], en301549: [] });
    expect(bestPractice('region')).not.toHaveProperty('bfsg');
    expect(bestPractice('region').nodes[0]).not.toHaveProperty('failureSummary');
  });

  it('maps passes, incomplete and inapplicable, with null impact where axe gives none', () => {
    expect(mapped.passes).toMatchObject([{ id: 'document-title', impact: null, nodeCount: 1 }]);
    expect(mapped.incomplete).toMatchObject([
      {
        id: 'reflow-check',
        impact: 'moderate',
        wcag: [{ id: '1.4.10', title: 'Reflow' }],
        en301549: ['9.1.4.10'],
      },
    ]);
    expect(mapped.inapplicable).toMatchObject([
      { id: 'video-caption', impact: null, nodes: [], nodeCount: 0 },
    ]);
  });

  it('produces plain JSON', () => {
    expect(JSON.parse(JSON.stringify(mapped))).toEqual(mapped);
  });
});
