import { describe, expect, it } from 'vitest';
import { allowanceOf, orderedProfiles } from './allowance';

describe('allowanceOf (product §3 usage: current of limit)', () => {
  it('is full once every allowed URL is registered', () => {
    expect(allowanceOf({ used: 0, limit: 1 })).toEqual({ used: 0, limit: 1, full: false });
    expect(allowanceOf({ used: 1, limit: 1 })).toEqual({ used: 1, limit: 1, full: true });
    expect(allowanceOf({ used: 3, limit: 5 })).toMatchObject({ full: false });
  });

  it('is never full without a limit (Enterprise)', () => {
    expect(allowanceOf({ used: 250, limit: null })).toEqual({ used: 250, limit: null, full: false });
  });
});

describe('orderedProfiles', () => {
  it('lists the standards from WCAG 2.1 up to AAA whatever order they come in', () => {
    expect(orderedProfiles(['wcag22aaa', 'bfsg', 'wcag21aa', 'wcag22aa'])).toEqual([
      'wcag21aa',
      'bfsg',
      'wcag22aa',
      'wcag22aaa',
    ]);
    expect(orderedProfiles(['bfsg', 'wcag21aa'])).toEqual(['wcag21aa', 'bfsg']);
  });
});
