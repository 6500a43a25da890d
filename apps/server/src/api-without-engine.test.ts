import { describe, expect, it } from 'vitest';
import { ENGINE_MODULE, modulesLoadedBy } from '../../../test-support/engine-modules.js';

/**
 * What an API process loads: the server's modules as `npm start` wires them (service.ts builds the
 * app; ROLE=api starts no worker), from their sources. It reads rule texts, profiles and scan
 * options without the scan engine; Chromium may load, for the PDF reports it prints.
 */
describe('an API process', () => {
  it('loads the rule catalogue and scan options, and no part of the scan engine', {
    timeout: 120_000,
  }, async () => {
    const modules = await modulesLoadedBy(
      "await import('./apps/server/src/service.ts'); await import('./apps/server/src/app.ts');",
    );
    // It did load the server, and what it reads in place of the engine.
    expect(modules).toContain('apps/server/src/app.ts');
    expect(modules).toContain('packages/rules/src/index.ts');
    expect(modules).toContain('packages/scanner/src/options.ts');
    expect(modules.filter((module) => ENGINE_MODULE.test(module))).toEqual([]);
  });
});
