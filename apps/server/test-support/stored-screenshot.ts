import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../src/platform/db/database.js';
import { findingScreenshots, findings, scanPages } from '../src/scans/schema.js';

/** The start and end markers of a JPEG: enough for routes that only pass the bytes on. */
export const TINY_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

/**
 * Stores one page with one image-alt finding whose node has a screenshot, under an existing scan,
 * as the worker would; returns the screenshot's id.
 */
export async function storeScreenshot(db: Database, scanId: string): Promise<string> {
  const screenshotId = randomUUID();
  // After the scan's own pages: positions are unique within a scan.
  const [stored] = await db.orm.select({ n: count() }).from(scanPages).where(eq(scanPages.scanId, scanId));
  const [page] = await db.orm
    .insert(scanPages)
    .values({
      scanId,
      position: Number(stored?.n ?? 0),
      url: 'https://example.com/',
      violations: 1,
      passes: 0,
      incomplete: 0,
      inapplicable: 0,
      critical: 1,
      serious: 0,
      moderate: 0,
      minor: 0,
      durationMs: 5,
    })
    .returning({ id: scanPages.id });
  const [finding] = await db.orm
    .insert(findings)
    .values({
      scanId,
      pageId: page!.id,
      pageUrl: 'https://example.com/',
      category: 'violations',
      ruleId: 'image-alt',
      source: 'axe',
      impact: 'critical',
      impactRank: 0,
      description: 'Ensure <img> elements have alternative text',
      help: 'Images must have alternative text',
      helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/image-alt',
      tags: ['wcag2a'],
      wcag: [],
      en301549: [],
      nodes: [{ selector: 'img', html: '<img src="/logo.png">', screenshotId }],
      nodeCount: 1,
    })
    .returning({ id: findings.id });
  await db.orm.insert(findingScreenshots).values({
    id: screenshotId,
    scanId,
    findingId: finding!.id,
    nodeIndex: 0,
    mime: 'image/jpeg',
    bytes: TINY_JPEG,
  });
  return screenshotId;
}
