import { describe, expect, it } from 'vitest';
import { resolveStandIns, SELECTOR_STAND_IN } from './page-helpers.js';

describe('selectors given once the checks are done', () => {
  it('replaces every stand-in, in nodes and in their data, asking once for each element', async () => {
    const asked: number[][] = [];
    const findings = [
      {
        nodes: [
          {
            selector: `${SELECTOR_STAND_IN}3`,
            html: '<a>',
            data: { shownAt: { selector: `${SELECTOR_STAND_IN}7` } },
          },
          { selector: `${SELECTOR_STAND_IN}3`, html: '<a>' },
        ],
      },
      { nodes: [{ selector: 'html', html: '<html>', data: { list: [`${SELECTOR_STAND_IN}7`, 'plain'] } }] },
    ];
    await resolveStandIns(findings, async (numbers) => {
      asked.push(numbers);
      return numbers.map((number) => `#element-${number}`);
    });
    expect(asked).toEqual([[3, 7]]);
    expect(findings).toEqual([
      {
        nodes: [
          { selector: '#element-3', html: '<a>', data: { shownAt: { selector: '#element-7' } } },
          { selector: '#element-3', html: '<a>' },
        ],
      },
      { nodes: [{ selector: 'html', html: '<html>', data: { list: ['#element-7', 'plain'] } }] },
    ]);
  });

  it('leaves no stand-in behind when the page gives no answer', async () => {
    const findings = [{ nodes: [{ selector: `${SELECTOR_STAND_IN}0`, html: '<p>' }] }];
    await resolveStandIns(findings, () => Promise.reject(new Error('the page stopped answering')));
    expect(findings[0]?.nodes[0]?.selector).toBe('');
  });
});
