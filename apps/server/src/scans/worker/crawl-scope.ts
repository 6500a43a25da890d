import type { CrawlScopeUsed } from '@klarsicht/contracts';
import { defaultCrawlArea } from '@klarsicht/report';
import type { CrawlScope } from '@klarsicht/scanner';

/**
 * The scope a site scan starting at `startUrl` keeps to, as the engine resolves it (its area's
 * default from @klarsicht/report): what the scan records and the result page states.
 */
export function crawlScopeUsed(startUrl: string, scope: CrawlScope | undefined): CrawlScopeUsed {
  const include = [...(scope?.include ?? [])];
  return {
    area: scope?.area ?? defaultCrawlArea(new URL(startUrl).pathname, include.length),
    include,
    exclude: [...(scope?.exclude ?? [])],
  };
}
