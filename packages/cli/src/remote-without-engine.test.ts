import { describe, expect, it } from 'vitest';
import { ENGINE_MODULE, modulesLoadedBy } from '../../../test-support/engine-modules.js';

/**
 * The CLI loads the scan engine only for a scan on this machine: `klarsicht rules` and a scan on a
 * Klarsicht service (`--server`) read the rule catalogue and report what the service found.
 */
describe('the klarsicht command without a local scan', () => {
  it('lists rules and is ready for a remote scan with no part of the scan engine loaded', {
    timeout: 120_000,
  }, async () => {
    const modules = await modulesLoadedBy(`
      const { runCli } = await import('./packages/cli/src/main.ts');
      const sink = { write: async () => {} };
      const io = { stdout: sink, stderr: sink, isTTY: { stdout: false, stderr: false }, env: {} };
      const code = await runCli(['rules', '--profile', 'bfsg', '--format', 'json'], io);
      if (code !== 0) throw new Error('klarsicht rules ended with ' + code);
      await import('./packages/cli/src/remote/remote-scan.ts');
    `);
    expect(modules).toContain('packages/cli/src/remote/remote-scan.ts');
    expect(modules.filter((module) => ENGINE_MODULE.test(module))).toEqual([]);
  });
});
