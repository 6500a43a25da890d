import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Vite copies public/ as it is. theme-init.js blocks the first paint and counts against the first
 * page's JavaScript budget, so the build ships it minified (less than half the size, gzipped); the
 * source keeps its comments.
 */
function minifyThemeInit(): Plugin {
  return {
    name: 'klarsicht:minify-theme-init',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir) return;
      const file = path.join(options.dir, 'theme-init.js');
      const result = minifySync(file, readFileSync(file, 'utf8'));
      if (result.errors.length > 0) throw new Error(`theme-init.js: ${result.errors[0]?.message}`);
      writeFileSync(file, result.code);
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), minifyThemeInit()],
  resolve: {
    // An alias rather than the "source" export condition: some dependencies (react-aria-components)
    // declare a "source" condition pointing at files they do not ship.
    alias: [
      // React Router 7's package exports name only its development build, warnings and all
      // (remix-run/react-router#14102); the production build it ships beside it is the one to bundle.
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: path.join(
                path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
                'dist/production/index.mjs',
              ),
            },
          ]
        : []),
      { find: '@klarsicht/report', replacement: fromHere('../../packages/report/src/index.ts') },
      { find: '@klarsicht/contracts', replacement: fromHere('../../packages/contracts/src/index.ts') },
      // Only the failure and flow texts: the rest of @klarsicht/texts is for the server and the CLI.
      {
        find: /^@klarsicht\/texts\/failures$/,
        replacement: fromHere('../../packages/texts/src/failures/index.ts'),
      },
      {
        find: /^@klarsicht\/texts\/flows$/,
        replacement: fromHere('../../packages/texts/src/flows/index.ts'),
      },
      // react-i18next's stand-in hook for React 17 and older; React 19 has its own (see the file).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fromHere('./src/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/check-bundle-size.mjs follow the chunk graph of the home route.
    manifest: true,
    sourcemap: false,
    // Every browser we support preloads modules natively (Chrome 66, Firefox 115, Safari 17); the
    // polyfill would be ~0.5 KB gzip on the first page for none of them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes into the entry's one file. Left alone,
          // Rolldown cut it into a dozen chunks (React, i18n, the router, small shared modules),
          // each compressed on its own: ~4 KB gzip more on the first page for the same code.
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The badge and the words it shows travel together: two chunks of 0.3 and 0.2 KB
            // compressed on their own cost the first page more than one.
            { name: 'impact-badge', test: /impact-(badge\.tsx|words\.ts)$/ },
          ],
        },
      },
    },
    target: 'es2022',
  },
  server: {
    proxy: { '/api': { target: process.env.KLARSICHT_API ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
}));
