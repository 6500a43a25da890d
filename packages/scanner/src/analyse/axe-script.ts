import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame } from 'playwright-core';

const require = createRequire(import.meta.url);

let injectionScript: string | undefined;

/**
 * axe-core's source (~650 KB) wrapped so that it installs once per document and configures our branding.
 * Built once per process; the identical string lets Chromium's per-renderer compilation cache serve
 * repeated injections into pages of the same site without parsing axe again.
 */
function axeInjectionScript(): string {
  injectionScript ??= [
    'if (typeof window.axe !== "object") {',
    readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'),
    '\n;window.axe.configure({ branding: { application: "klarsicht" } });',
    '}',
    // A script's completion value goes back over the wire; keep it small.
    'undefined;',
  ].join('\n');
  return injectionScript;
}

export function axeVersion(): string {
  return (require('axe-core/package.json') as { version: string }).version;
}

/** Puts axe into a frame unless it is already there. */
export async function injectAxe(frame: Frame): Promise<void> {
  await frame.evaluate(axeInjectionScript());
}
