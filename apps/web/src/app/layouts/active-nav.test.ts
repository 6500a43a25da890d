import { describe, expect, it } from 'vitest';
import { activeNavTarget } from './active-nav';

describe('activeNavTarget (product §2 highlighting)', () => {
  it.each([
    ['/', '', 'testing'],
    ['/', '#pricing', 'pricing'],
    ['/pricing', '', 'pricing'],
    ['/contact', '', 'contact'],
    ['/kontakt', '', 'contact'],
    ['/runs', '', 'scans'],
    ['/run/42', '', 'scans'],
    ['/sites', '', 'sites'],
    ['/sites/42/conformance', '', 'sites'],
    ['/profile/general', '', 'profile'],
    ['/bfsg', '', null],
  ])('%s%s → %s', (pathname, hash, target) => {
    expect(activeNavTarget(pathname, hash)).toBe(target);
  });
});
