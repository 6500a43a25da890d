import { fixGuide } from '@klarsicht/rules';
import type { Finding } from '@klarsicht/scanner';
import { describe, expect, it } from 'vitest';
import { failureMessage, MAX_VIOLATIONS_SHOWN } from './failure-message.js';

function finding(id: string, overrides: Partial<Finding> = {}): Finding {
  return {
    id,
    source: 'axe',
    impact: 'serious',
    description: 'Description',
    help: `Title of ${id}`,
    helpUrl: '',
    tags: [],
    wcag: [{ id: '1.1.1', level: 'A', title: 'Non-text Content', version: '2.0' }],
    en301549: ['9.1.1.1'],
    nodes: [{ selector: `#${id}`, html: `<div id="${id}">\n   text   </div>` }],
    nodeCount: 1,
    ...overrides,
  };
}

const report = { url: 'http://example.test/a', finalUrl: 'http://example.test/b', title: 'B' };
const base = { report, failOn: 'minor', profile: 'bfsg', lang: 'de' } as const;

describe('the failure message', () => {
  it('spells out the first violations and counts the rest', () => {
    const violations = Array.from({ length: MAX_VIOLATIONS_SHOWN + 5 }, (_, index) =>
      finding(`rule-${index}`),
    );
    const message = failureMessage({ ...base, violations });
    expect(message).toMatch(/^Barrierefreiheit: 25 Verstöße an 25 Elementen/);
    expect(message).toContain('Seite: http://example.test/b („B“)');
    expect(message).toContain(`${MAX_VIOLATIONS_SHOWN}. SCHWERWIEGEND · rule-${MAX_VIOLATIONS_SHOWN - 1} –`);
    expect(message).not.toContain(`rule-${MAX_VIOLATIONS_SHOWN}`);
    expect(message.trimEnd().endsWith('… und 5 weitere Verstöße')).toBe(true);
    expect(failureMessage({ ...base, lang: 'en', violations })).toContain('… and 5 more violations');
    // The HTML on one line.
    expect(message).toContain('Element: #rule-0 — <div id="rule-0"> text </div>');
  });

  it('names three elements of a violation and counts the others', () => {
    const nodes = ['#a', '#b', '#c', '#d'].map((selector) => ({ selector, html: '<img>' }));
    const message = failureMessage({ ...base, violations: [finding('image-alt', { nodes, nodeCount: 9 })] });
    expect(message).toContain('an 9 Elementen');
    expect(message).toContain('Element: #c — <img>');
    expect(message).not.toContain('#d');
    expect(message).toContain('… und 6 weitere Elemente');
  });

  it('gives the rule’s fix guide, or else what the failure summary asks for', () => {
    const guided = failureMessage({ ...base, lang: 'en', violations: [finding('image-alt')] });
    expect(guided).toContain(`Fix: ${fixGuide('image-alt', 'en')?.how.split('. ')[0]}.`);
    const summary = 'Fix any of the following:\n  Element has no title\n  Element has no label';
    const unguided = failureMessage({
      ...base,
      lang: 'en',
      violations: [
        finding('no-such-rule', { nodes: [{ selector: 'p', html: '<p>', failureSummary: summary }] }),
      ],
    });
    expect(unguided).toContain('Fix: Fix any of the following: Element has no title; Element has no label');
  });

  it('names the WCAG criteria, else the EN 301 549 clauses or the BFSG note', () => {
    const withWcag = failureMessage({ ...base, violations: [finding('image-alt')] });
    expect(withWcag).toContain('WCAG 1.1.1 (A)');
    const duty = finding('klarsicht-accessibility-statement', { wcag: [], en301549: [], bfsg: '§ 14 BFSG' });
    expect(failureMessage({ ...base, violations: [duty] })).toContain('BFSG: § 14 BFSG');
  });

  it('says which checks did not finish', () => {
    const message = failureMessage({
      ...base,
      report: { ...report, notChecked: [{ check: 'keyboard', reason: 'timeout' }] },
      violations: [finding('image-alt')],
    });
    expect(message).toMatch(/Nicht vollständig geprüft:\n {3}Tastatur\S* – nicht geprüft: /);
  });
});
