import { describe, expect, it } from 'vitest';
import { toAppPath } from './return-path';

describe('toAppPath (stored return target)', () => {
  it('keeps paths of this app with query and hash', () => {
    expect(toAppPath('/run/abc?x=1#y')).toBe('/run/abc?x=1#y');
    expect(toAppPath('/')).toBe('/');
  });

  it.each(['//evil.example/', 'https://evil.example/', '/\\evil.example', 'runs', '', 42, undefined, null])(
    'refuses %s',
    (value) => {
      expect(toAppPath(value)).toBeNull();
    },
  );
});
