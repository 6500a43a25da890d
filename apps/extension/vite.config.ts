import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { AXE_FILE } from './src/tab/axe-file.js';

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const require = createRequire(import.meta.url);

/** axe-core goes into the package as it is: injected as a file, it is never parsed by the panel. */
function packageAxe(): Plugin {
  return {
    name: 'klarsicht:package-axe',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: AXE_FILE,
        source: readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'),
      });
    },
  };
}

/**
 * The engine is shared with the Node scanner: a Node module that slips into the bundle would be
 * replaced by an empty stand-in and fail only when a user checks a page. The build fails instead.
 */
function refuseNodeModules(): Plugin {
  return {
    name: 'klarsicht:refuse-node-modules',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source.startsWith('node:'))
        this.error(`${importer ?? 'the bundle'} imports ${source}, which a browser does not have`);
      return null;
    },
  };
}

export default defineConfig({
  plugins: [refuseNodeModules(), react(), packageAxe()],
  resolve: {
    alias: [
      // rules' axe texts come through Node's createRequire; the bundle takes the same JSON files.
      {
        find: /^\.\/axe-locales\.js$/,
        replacement: fromHere('src/engine/axe-locales.ts'),
      },
      { find: /^@klarsicht\/report$/, replacement: fromHere('../../packages/report/src/index.ts') },
      { find: /^@klarsicht\/contracts$/, replacement: fromHere('../../packages/contracts/src/index.ts') },
      {
        find: /^@klarsicht\/scanner\/recording$/,
        replacement: fromHere('../../packages/scanner/src/flows/recording.ts'),
      },
      {
        find: /^@klarsicht\/texts\/flows$/,
        replacement: fromHere('../../packages/texts/src/flows/index.ts'),
      },
      { find: /^@klarsicht\/rules$/, replacement: fromHere('../../packages/rules/src/index.ts') },
      {
        find: /^@klarsicht\/rules\/evaluate$/,
        replacement: fromHere('../../packages/rules/src/evaluate.ts'),
      },
      {
        find: /^@klarsicht\/scanner\/in-tab$/,
        replacement: fromHere('../../packages/scanner/src/in-tab/index.ts'),
      },
      {
        find: /^@klarsicht\/texts\/extension$/,
        replacement: fromHere('../../packages/texts/src/extension/index.ts'),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Chrome only (Manifest V3 with a side panel); the functions sent into a tab must stay as written.
    target: 'chrome116',
    modulePreload: false,
    // Read from the extension's own files, never over a network: the engine and its texts in one file.
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: {
        sidepanel: fromHere('sidepanel.html'),
        'service-worker': fromHere('src/background/service-worker.ts'),
      },
      output: {
        // The manifest names the service worker by a fixed name.
        entryFileNames: (chunk) =>
          chunk.name === 'service-worker' ? 'service-worker.js' : 'assets/[name]-[hash].js',
      },
    },
  },
});
