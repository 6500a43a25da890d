import type { ProfileId } from '../report/types.js';

// Apart from scan-options.ts, which reads the machine's cores: the extension's engine takes these
// defaults too and runs where there is no `node:os`.
export const DEFAULT_PROFILE: ProfileId = 'bfsg';
export const DEFAULT_MAX_PAGES = 50;
export const DEFAULT_PAGE_TIMEOUT_MS = 30_000;
export const DEFAULT_TOTAL_TIMEOUT_MS = 15 * 60_000;
export const DEFAULT_MAX_NODES_PER_FINDING = 50;
