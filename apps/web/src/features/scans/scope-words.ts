import type { ScanView } from '@klarsicht/contracts';
import { scopeBasePath } from '@klarsicht/report';

/** What a scan covered, as the result page words it (keys under scans:). */
export interface ScopeWords {
  area: { key: 'scopes.page' | 'scopes.site' } | { key: 'detail.scopeUnder'; folder: string };
  include: readonly string[];
  exclude: readonly string[];
}

/**
 * One page, or the part of the site the crawl kept to as the scan recorded it: the whole site, or
 * the start address's folder (the folder "only under the start address" means, from
 * @klarsicht/report), with its include and exclude patterns. Scans from before the scope was
 * recorded say only "whole site".
 */
export function scopeWords(scan: Pick<ScanView, 'url' | 'scope' | 'crawlScope'>): ScopeWords {
  const scope = scan.crawlScope;
  if (scan.scope === 'page' || !scope) {
    return { area: { key: scan.scope === 'page' ? 'scopes.page' : 'scopes.site' }, include: [], exclude: [] };
  }
  const area: ScopeWords['area'] =
    scope.area === 'path'
      ? { key: 'detail.scopeUnder', folder: `${scopeBasePath(new URL(scan.url).pathname)}/` }
      : { key: 'scopes.site' };
  return { area, include: scope.include, exclude: scope.exclude };
}
