import { describe, expect, it } from 'vitest';
import { routePath } from './route-path';

describe('routePath', () => {
  it('fills and encodes the parameters of a shared route path', () => {
    expect(routePath('site_settings', { id: 'a/b c' })).toBe('/sites/a%2Fb%20c/settings');
    expect(routePath('site_criterion', { id: '7', criterion: '1.4.3' })).toBe('/sites/7/criteria/1.4.3');
    expect(routePath('run_list')).toBe('/runs');
  });
});
