import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const moduleLog = fileURLToPath(new URL('../test-support/module-log.mjs', import.meta.url));

/**
 * What an API process loads: the server's modules as `npm start` wires them (service.ts builds the
 * app; ROLE=api starts no worker), from their sources. It must read rule texts, profiles and scan
 * options without the scan engine: no axe, no QualWeb, no pdf.js, no language detector and no
 * crawler. Chromium may load: the API prints PDF reports.
 */
async function modulesOfApi(): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      '--import',
      moduleLog,
      '--input-type=module',
      '-e',
      "await import('./apps/server/src/service.ts'); await import('./apps/server/src/app.ts');",
    ],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('module '))
    .map((line) => line.slice('module '.length).replace(`file://${root}`, ''));
}

describe('an API process', () => {
  it('loads the rule catalogue and scan options, and no part of the scan engine', {
    timeout: 120_000,
  }, async () => {
    const modules = await modulesOfApi();
    // It did load the server and what it reads in place of the engine.
    expect(modules).toContain('apps/server/src/app.ts');
    expect(modules).toContain('packages/rules/src/index.ts');
    expect(modules).toContain('packages/scanner/src/options.ts');
    const engine = modules.filter((module) =>
      /node_modules\/(axe-core\/axe|@qualweb|pdfjs-dist|franc|robots-parser)|packages\/scanner\/src\/(index|analyse|browser-checks|checks|documents|scan\/(scanner|run-scan)|discovery\/(crawl-frontier|sitemaps|robots))|packages\/rules\/src\/evaluate/.test(
        module,
      ),
    );
    expect(engine).toEqual([]);
  });
});
