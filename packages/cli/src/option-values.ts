import type { CrawlScope } from '@klarsicht/scanner';

/** The values some options take, for the parser and for the help that lists them. */
export const OUTPUT_FORMATS = ['text', 'json', 'ndjson', 'junit', 'sarif', 'markdown'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const RULES_FORMATS = ['text', 'json'] as const;

export const SCOPE_AREAS = ['site', 'path'] as const satisfies readonly CrawlScope['area'][];

/** Where `klarsicht baseline create` writes the baseline without --output. */
export const DEFAULT_BASELINE_FILE = 'klarsicht-baseline.json';
