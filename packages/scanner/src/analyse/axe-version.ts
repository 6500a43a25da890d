import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The version of the axe-core the engine injects into pages (its package.json, not its source). */
export function axeVersion(): string {
  return (require('axe-core/package.json') as { version: string }).version;
}
