import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Workspace packages resolve to their TypeScript sources in tests, so no build is needed first.
const workspaceSources = {
  '@klarsicht/report': fromRoot('./packages/report/src/index.ts'),
  '@klarsicht/texts/failures': fromRoot('./packages/texts/src/failures/index.ts'),
  '@klarsicht/texts/flows': fromRoot('./packages/texts/src/flows/index.ts'),
  '@klarsicht/texts/extension': fromRoot('./packages/texts/src/extension/index.ts'),
  '@klarsicht/texts': fromRoot('./packages/texts/src/index.ts'),
  '@klarsicht/rules/evaluate': fromRoot('./packages/rules/src/evaluate.ts'),
  '@klarsicht/rules': fromRoot('./packages/rules/src/index.ts'),
  '@klarsicht/contracts': fromRoot('./packages/contracts/src/index.ts'),
  '@klarsicht/fixture-site': fromRoot('./test-support/fixture-site/index.ts'),
  '@klarsicht/scanner/options': fromRoot('./packages/scanner/src/options.ts'),
  '@klarsicht/scanner/recording': fromRoot('./packages/scanner/src/flows/recording.ts'),
  '@klarsicht/scanner/in-tab': fromRoot('./packages/scanner/src/in-tab/index.ts'),
  '@klarsicht/scanner/browser': fromRoot('./packages/scanner/src/browser.ts'),
  '@klarsicht/scanner/results': fromRoot('./packages/scanner/src/results.ts'),
  '@klarsicht/scanner': fromRoot('./packages/scanner/src/index.ts'),
  '@klarsicht/cli': fromRoot('./packages/cli/src/main.ts'),
  '@klarsicht/playwright': fromRoot('./packages/playwright/src/index.ts'),
};

/**
 * Test files that start server processes, each with its own Chromium, and kill them: one of them
 * loads both cores by itself. Run beside other files, they starve those (a 60 s limit missed) and
 * are starved (50 scans not done in time); so they run after all the others, one file at a time.
 */
const HEAVY_FILES = [
  'apps/server/src/scans/worker/scale-out.test.ts',
  'apps/server/src/scans/worker/worker-processes.test.ts',
  'apps/server/src/scans/worker/worker-crash.test.ts',
  'apps/server/src/platform/db/embedded-crash.test.ts',
];

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
            'apps/extension/src/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...HEAVY_FILES],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'node',
          include: ['apps/web/src/**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'heavy',
          environment: 'node',
          include: HEAVY_FILES,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
