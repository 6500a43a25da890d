import * as scanner from '@klarsicht/scanner';
import { describe, expect, it } from 'vitest';
import * as contracts from './enums.js';

// The contracts cannot import the engine at run time (the web bundle would pull in Playwright), so they
// keep their own lists; this test keeps the two in step.
describe('contract enums', () => {
  it.each(['IMPACTS', 'PROFILE_IDS', 'CATEGORIES', 'FAILURE_CODES'] as const)(
    '%s match the scan engine',
    (name) => {
      expect([...contracts[name]]).toEqual([...scanner[name]]);
    },
  );
});
