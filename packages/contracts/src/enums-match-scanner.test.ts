import { CATEGORIES, FAILURE_CODES, IMPACTS, PROFILE_IDS } from '@klarsicht/scanner';
import { describe, expect, it } from 'vitest';
import * as contracts from './enums.js';

// The contracts cannot import the engine at run time (the web bundle would pull in Playwright), so they
// keep their own lists; this test keeps the two in step.
describe('contract enums match the scan engine', () => {
  it('impacts', () => expect(contracts.IMPACTS).toEqual(IMPACTS));
  it('profiles', () => expect(contracts.PROFILE_IDS).toEqual(PROFILE_IDS));
  it('categories', () => expect(contracts.CATEGORIES).toEqual(CATEGORIES));
  it('failure codes', () => expect(contracts.FAILURE_CODES).toEqual(FAILURE_CODES));
});
