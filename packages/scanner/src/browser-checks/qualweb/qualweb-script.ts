import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let script: string | undefined;

/**
 * QualWeb's page model, utilities and ACT rules (~760 KB), as its own evaluator injects them (without
 * its translations: our texts are our own). Installs once per document; the identical string lets
 * Chromium's compilation cache serve later pages.
 */
export function qualwebScript(): string {
  script ??= [
    'if (typeof window.ACTRulesRunner !== "function") {',
    ...['@qualweb/qw-page', '@qualweb/util', '@qualweb/act-rules'].map((name) =>
      readFileSync(require.resolve(name), 'utf8'),
    ),
    '}',
    'undefined;',
  ].join('\n;\n');
  return script;
}
