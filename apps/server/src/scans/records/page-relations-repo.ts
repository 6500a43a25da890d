import { BROKEN_LINK_STATUSES, type PageReport } from '@klarsicht/report';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, OrmTransaction } from '../../platform/db/database.js';
import { scanPageAliases, scanPages } from '../schema.js';

/**
 * How a scan's pages relate to each other and to addresses that are no pages of their own: the
 * aliases of a page (the same document at another address) and the pages that link to an address
 * that leads nowhere (a broken link).
 */

/** Linking pages listed per broken address: enough to find and fix the link in a template. */
export const MAX_LINKING_PAGES = 50;

/** Stores an alias the engine reported (`PageReport.aliasOf`); the caller holds the attempt's row lock. */
export async function insertPageAlias(tx: OrmTransaction, scanId: string, page: PageReport): Promise<void> {
  if (page.aliasOf === undefined) return;
  await tx
    .insert(scanPageAliases)
    .values({ scanId, url: page.url, finalUrl: page.finalUrl ?? null, aliasOf: page.aliasOf })
    // A retried attempt may meet the same alias again.
    .onConflictDoNothing();
}

/** The addresses an earlier attempt found to be aliases: a later attempt does not load them again. */
export async function storedAliasUrls(db: Executor, scanId: string): Promise<string[]> {
  const rows = await db
    .select({ url: scanPageAliases.url })
    .from(scanPageAliases)
    .where(eq(scanPageAliases.scanId, scanId))
    .orderBy(asc(scanPageAliases.id));
  return rows.map((row) => row.url);
}

/** Page URL → its aliases, in the order they were met. */
export async function aliasesByPage(db: Executor, scanId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ url: scanPageAliases.url, aliasOf: scanPageAliases.aliasOf })
    .from(scanPageAliases)
    .where(eq(scanPageAliases.scanId, scanId))
    .orderBy(asc(scanPageAliases.id));
  return groupBy(rows.map((row) => [row.aliasOf, row.url]));
}

/**
 * Broken address (the URL of a page that answered 404 or 410) → the scan's pages whose links lead
 * to it, in report order, at most MAX_LINKING_PAGES each. Read from the links each page stored.
 */
export async function linkingPagesOfBrokenLinks(
  db: Executor,
  scanId: string,
): Promise<Map<string, string[]>> {
  const target = alias(scanPages, 'broken_target');
  const rows = await db
    .select({ target: target.url, source: scanPages.url })
    .from(target)
    .innerJoin(
      scanPages,
      and(eq(scanPages.scanId, target.scanId), sql`${scanPages.links} @> jsonb_build_array(${target.url})`),
    )
    .where(
      and(
        eq(target.scanId, scanId),
        eq(target.errorCode, 'http_error'),
        inArray(target.errorStatus, [...BROKEN_LINK_STATUSES]),
      ),
    )
    .orderBy(asc(target.position), asc(scanPages.position));
  const linking = groupBy(rows.map((row) => [row.target, row.source]));
  for (const [url, sources] of linking) linking.set(url, sources.slice(0, MAX_LINKING_PAGES));
  return linking;
}

function groupBy(pairs: Array<[string, string]>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [key, value] of pairs) {
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}
