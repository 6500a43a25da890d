// biome-ignore-all lint/suspicious/noTemplateCurlyInString: axe-core's templates are plain strings with ${data.x} placeholders.
import { describe, expect, it } from 'vitest';
import { fromAxeMessage, fromAxeTemplate, renderCheckMessage } from './message.js';

describe('check messages', () => {
  it('fill placeholders, pick variants by messageKey, and singular or plural forms for lists', () => {
    expect(renderCheckMessage('Ratio {ratio} of {fg}', { ratio: 2.1, fg: '#ccc' })).toBe('Ratio 2.1 of #ccc');
    expect(
      renderCheckMessage({ default: 'Plain', special: 'Special {x}' }, { messageKey: 'special', x: 1 }),
    ).toBe('Special 1');
    expect(renderCheckMessage({ default: 'Plain', special: 'Special' }, { messageKey: 'unknown' })).toBe(
      'Plain',
    );
    const plural = { singular: 'Attribute {values} is wrong', plural: 'Attributes {values} are wrong' };
    expect(renderCheckMessage(plural, ['aria-x'])).toBe('Attribute aria-x is wrong');
    expect(renderCheckMessage(plural, ['aria-x', 'aria-y'])).toBe('Attributes aria-x, aria-y are wrong');
    expect(renderCheckMessage('Role {value}', 'button')).toBe('Role button');
    expect(renderCheckMessage(undefined, {})).toBeUndefined();
    expect(renderCheckMessage({ default: 'Verhältnis {ratio}' }, { ratio: 1.5 }, 'de')).toBe(
      'Verhältnis 1,5',
    );
  });

  it('read axe-core’s templates in our format', () => {
    expect(fromAxeTemplate('Contrast of ${data.contrastRatio} (${ data.fgColor })')).toBe(
      'Contrast of {contrastRatio} ({fgColor})',
    );
    expect(fromAxeTemplate('Role ${data} is not allowed')).toBe('Role {value} is not allowed');
    expect(fromAxeMessage({ singular: 'A ${data.values}', plural: 'B ${data.values}' })).toEqual({
      singular: 'A {values}',
      plural: 'B {values}',
    });
  });
});
