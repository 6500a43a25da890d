import { CLIENT_LOGO_BYTES_MAX } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { logoProblem } from './client-group-logo';

describe('a chosen logo file', () => {
  it('is sent when it is a PNG or JPEG within the size the server takes', () => {
    expect(logoProblem({ type: 'image/png', size: 1200 })).toBeNull();
    expect(logoProblem({ type: 'image/jpeg', size: CLIENT_LOGO_BYTES_MAX })).toBeNull();
  });

  it('is refused before sending, saying why, when it is another kind or too large', () => {
    expect(logoProblem({ type: 'image/svg+xml', size: 800 })).toBe('clientGroups.logoForm.wrongType');
    expect(logoProblem({ type: '', size: 800 })).toBe('clientGroups.logoForm.wrongType');
    expect(logoProblem({ type: 'image/png', size: CLIENT_LOGO_BYTES_MAX + 1 })).toBe(
      'clientGroups.logoForm.tooLarge',
    );
  });
});
