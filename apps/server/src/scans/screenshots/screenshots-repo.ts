import { randomUUID } from 'node:crypto';
import type { FindingNode } from '@klarsicht/scanner';
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { findingScreenshots, type StoredFindingNode } from '../schema.js';

/**
 * Pictures of violating elements: stored beside the findings (bytea), referred to from the stored
 * node JSON by id, read back one at a time by the screenshot routes.
 */

export interface NodeScreenshot {
  id: string;
  nodeIndex: number;
  mime: string;
  bytes: Uint8Array;
}

export interface FindingScreenshots {
  findingId: number;
  screenshots: NodeScreenshot[];
}

// Pictures are tens of kilobytes each; a few per statement keep each INSERT's size modest.
const SCREENSHOTS_PER_INSERT = 16;

/** The nodes as stored (binary left out, a fresh id in its place) and the pictures to store beside them. */
export function separateScreenshots(nodes: readonly FindingNode[]): {
  nodes: StoredFindingNode[];
  screenshots: NodeScreenshot[];
} {
  const screenshots: NodeScreenshot[] = [];
  const stored = nodes.map((node, nodeIndex): StoredFindingNode => {
    const { screenshot, ...rest } = node;
    if (!screenshot) return rest;
    const id = randomUUID();
    screenshots.push({ id, nodeIndex, mime: screenshot.mime, bytes: screenshot.data });
    return { ...rest, screenshotId: id };
  });
  return { nodes: stored, screenshots };
}

export async function insertFindingScreenshots(
  db: Executor,
  scanId: string,
  items: readonly FindingScreenshots[],
): Promise<void> {
  const rows = items.flatMap(({ findingId, screenshots }) =>
    screenshots.map((shot) => ({
      id: shot.id,
      scanId,
      findingId,
      nodeIndex: shot.nodeIndex,
      mime: shot.mime,
      bytes: shot.bytes,
    })),
  );
  for (let start = 0; start < rows.length; start += SCREENSHOTS_PER_INSERT) {
    await db.insert(findingScreenshots).values(rows.slice(start, start + SCREENSHOTS_PER_INSERT));
  }
}

/** One picture of one scan; undefined when the id belongs to no picture of that scan. */
export async function findFindingScreenshot(
  db: Executor,
  scanId: string,
  id: string,
): Promise<{ mime: string; bytes: Uint8Array } | undefined> {
  const [row] = await db
    .select({ mime: findingScreenshots.mime, bytes: findingScreenshots.bytes })
    .from(findingScreenshots)
    .where(and(eq(findingScreenshots.id, id), eq(findingScreenshots.scanId, scanId)));
  return row;
}

/** How many pictures the scan has stored so far (an interrupted scan's earlier attempts). */
export async function countScanScreenshots(db: Executor, scanId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(findingScreenshots)
    .where(eq(findingScreenshots.scanId, scanId));
  return Number(row?.n ?? 0);
}
