#!/usr/bin/env node
// The klarsicht CLI. The code lives in ../dist/main.js, compiled from src by `tsc -b`
// (run by `npm ci` through the prepare script, or `npm run build:packages`).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/main.js', import.meta.url);
if (existsSync(entry)) {
  const { main } = await import(entry.href);
  await main(process.argv.slice(2));
} else {
  process.stderr.write('klarsicht: the CLI is not built yet; run `npm run build:packages` first.\n');
  process.exitCode = 2;
}
