import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The scanner package's version, as reports and the user agent state it. */
export const ENGINE_VERSION: string = (require('../package.json') as { version: string }).version;
