import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Workspace packages resolve to their TypeScript sources in tests, so no build is needed first.
const workspaceSources = {
  '@klarsicht/report': fromRoot('./packages/report/src/index.ts'),
  '@klarsicht/contracts': fromRoot('./packages/contracts/src/index.ts'),
  '@klarsicht/fixture-site': fromRoot('./test-support/fixture-site/index.ts'),
  '@klarsicht/scanner': fromRoot('./packages/scanner/src/index.ts'),
  '@klarsicht/cli': fromRoot('./packages/cli/src/main.ts'),
};

export default defineConfig({
  resolve: { alias: workspaceSources },
  test: {
    // Two cores on the CI machines: browser-heavy test files must not pile up.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/test/**/*.test.ts',
          ],
        },
      },
      { extends: true, test: { name: 'web', environment: 'node', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
