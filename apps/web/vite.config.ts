import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // An alias rather than the "source" export condition: some dependencies (react-aria-components)
    // declare a "source" condition pointing at files they do not ship.
    alias: { '@klarsicht/contracts': fromHere('../../packages/contracts/src/index.ts') },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/check-bundle-size.mjs follow the chunk graph of the home route.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': { target: process.env.KLARSICHT_API ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
