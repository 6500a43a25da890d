import { describe, expect, it } from 'vitest';
import type { NamedElement } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function named(role: string, ...attributes: string[]): NamedElement {
  return { selector: '#preis', html: '<div id="preis">', role, attributes };
}

function outcomes(...elements: NamedElement[]): string[] {
  return evaluate({ elements }).map((verdict) => `${verdict.outcome}:${verdict.check}`);
}

describe('klarsicht-aria-prohibited-name', () => {
  it('fails a name on an element without a role of its own, as generic, naming the attributes', () => {
    expect(evaluate({ elements: [named('', 'aria-label', 'aria-labelledby')] })).toEqual([
      {
        selector: '#preis',
        html: '<div id="preis">',
        outcome: 'failed',
        check: 'aria-prohibited-name',
        data: { attributes: 'aria-label, aria-labelledby', role: 'generic' },
      },
    ]);
  });

  it('fails a name on every role that prohibits naming, the braille label too', () => {
    for (const role of ['paragraph', 'code', 'strong', 'emphasis', 'caption', 'none', 'presentation'])
      expect(outcomes(named(role, 'aria-label')), role).toEqual(['failed:aria-prohibited-name']);
    expect(evaluate({ elements: [named('superscript', 'aria-braillelabel')] })[0]?.data).toEqual({
      attributes: 'aria-braillelabel',
      role: 'superscript',
    });
  });

  it('passes names on roles that take them', () => {
    expect(
      outcomes(
        named('navigation', 'aria-label'),
        named('link', 'aria-labelledby'),
        named('img', 'aria-label'),
      ),
    ).toEqual(['passed:aria-prohibited-name', 'passed:aria-prohibited-name', 'passed:aria-prohibited-name']);
  });

  it('fails a role description only where there is no role to describe', () => {
    expect(
      evaluate({ elements: [named('', 'aria-roledescription', 'aria-brailleroledescription')] })[0]?.data,
    ).toEqual({
      attributes: 'aria-roledescription, aria-brailleroledescription',
      role: 'generic',
    });
    expect(outcomes(named('presentation', 'aria-roledescription'))).toEqual(['failed:aria-prohibited-name']);
    expect(outcomes(named('paragraph', 'aria-roledescription'))).toEqual(['passed:aria-prohibited-name']);
    expect(outcomes(named('button', 'aria-roledescription'))).toEqual(['passed:aria-prohibited-name']);
  });

  it('names both a prohibited name and a prohibited role description', () => {
    expect(evaluate({ elements: [named('none', 'aria-roledescription', 'aria-label')] })[0]?.data).toEqual({
      attributes: 'aria-label, aria-roledescription',
      role: 'none',
    });
  });

  it('says nothing on a page without naming attributes', () => {
    expect(evaluate({ elements: [] })).toEqual([]);
  });
});
