import { availableParallelism } from 'node:os';
import { PROFILES } from '@klarsicht/rules';
import { resolveCrawlScope } from '../discovery/crawl-scope.js';
import type { ConsentOptions, ScanOptions } from '../report/types.js';

import {
  DEFAULT_MAX_NODES_PER_FINDING,
  DEFAULT_MAX_PAGES,
  DEFAULT_PAGE_TIMEOUT_MS,
  DEFAULT_PROFILE,
  DEFAULT_TOTAL_TIMEOUT_MS,
} from './defaults.js';

export {
  DEFAULT_MAX_NODES_PER_FINDING,
  DEFAULT_MAX_PAGES,
  DEFAULT_PAGE_TIMEOUT_MS,
  DEFAULT_PROFILE,
  DEFAULT_TOTAL_TIMEOUT_MS,
};

type OptionalScanOptions = 'onProgress' | 'signal' | 'screenshots' | 'onPage' | 'signIn';
export type ResolvedScanOptions = Required<Omit<ScanOptions, OptionalScanOptions>> &
  Pick<ScanOptions, OptionalScanOptions> & { consent: ResolvedConsent };
type ResolvedConsent = Required<Pick<ConsentOptions, 'handle'>> & ConsentOptions;

/** One page per core, at most four: axe is CPU-bound, more tabs than cores only queue up. */
export function defaultConcurrency(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

export function resolveScanOptions(options: ScanOptions = {}): ResolvedScanOptions {
  const positive = (value: number | undefined, fallback: number) =>
    value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
  const profile = options.profile ?? DEFAULT_PROFILE;
  return {
    profile,
    secondEngine: options.secondEngine ?? PROFILES[profile].secondEngine,
    maxPages: positive(options.maxPages, DEFAULT_MAX_PAGES),
    // Checked here, so a bad pattern fails the call before anything is fetched; the area's default
    // depends on the start URL and is settled by the crawl frontier (`compileCrawlScope`).
    scope: resolveCrawlScope(options.scope),
    concurrency: positive(options.concurrency, defaultConcurrency()),
    pageTimeoutMs: positive(options.pageTimeoutMs, DEFAULT_PAGE_TIMEOUT_MS),
    totalTimeoutMs: positive(options.totalTimeoutMs, DEFAULT_TOTAL_TIMEOUT_MS),
    allowPrivateAddresses: options.allowPrivateAddresses ?? false,
    maxNodesPerFinding: positive(options.maxNodesPerFinding, DEFAULT_MAX_NODES_PER_FINDING),
    respectRobotsTxt: options.respectRobotsTxt ?? true,
    screenshots: resolveScreenshots(options.screenshots),
    onProgress: options.onProgress,
    signal: options.signal,
    onPage: options.onPage,
    signIn: options.signIn,
    consent: resolveConsent(options.consent),
    resumeFrom: options.resumeFrom ?? [],
    keepPages: options.keepPages ?? true,
  };
}

/** Handled unless turned off; a blank selector is no selector. */
function resolveConsent(options: ScanOptions['consent']): ResolvedConsent {
  const acceptSelector = options?.acceptSelector?.trim();
  return { handle: options?.handle ?? true, ...(acceptSelector ? { acceptSelector } : {}) };
}

/** Off unless asked for; a cap of 0 (or nonsense) also means none. */
function resolveScreenshots(options: ScanOptions['screenshots']): ScanOptions['screenshots'] {
  if (!options) return undefined;
  const cap = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);
  const resolved = { maxPerRule: cap(options.maxPerRule), maxPerPage: cap(options.maxPerPage) };
  if (resolved.maxPerRule === 0 || resolved.maxPerPage === 0) return undefined;
  return options.maxPerScan === undefined ? resolved : { ...resolved, maxPerScan: cap(options.maxPerScan) };
}
