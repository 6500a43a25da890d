import { type FixtureSite, startFixtureSite } from '@klarsicht/fixture-site';
import { afterAll, beforeAll } from 'vitest';
import { createScanner, type Scanner } from '../src/scan/scanner.js';

export interface FixtureScanner {
  readonly site: FixtureSite;
  readonly scanner: Scanner;
}

/**
 * The fixture site and one scanner shared by the tests of a file: started before the first test,
 * closed after the last. Call it at the top of the file; read `site` and `scanner` inside tests.
 */
export function useFixtureScanner(
  options: { slowDelayMs?: number; pages?: 'engine' | 'shop' | 'members' | 'app' } = {},
): FixtureScanner {
  let site: FixtureSite | undefined;
  let scanner: Scanner | undefined;
  beforeAll(async () => {
    site = await startFixtureSite({ slowDelayMs: 5_000, ...options });
    scanner = createScanner();
  });
  afterAll(async () => {
    await scanner?.close();
    await site?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useFixtureScanner: read site and scanner inside a test');
    return value;
  };
  return {
    get site() {
      return started(site);
    },
    get scanner() {
      return started(scanner);
    },
  };
}
