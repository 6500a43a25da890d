import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.js';

/**
 * What travels between processes about a scan: a small NOTIFY payload. The API process that holds
 * the browser's event stream turns it into the public `scanEventSchema` events.
 */

export const SCAN_EVENTS_CHANNEL = 'klarsicht_scan_events';

// NOTIFY payloads must stay under 8000 bytes; page URLs and messages are cut well below that.
const MAX_TEXT = 1_000;

export const scanNotificationSchema = z.discriminatedUnion('type', [
  /** The scan's status changed; listeners read the row for the full view. */
  z.object({ type: z.literal('status'), scanId: z.string() }),
  z.object({
    type: z.literal('progress'),
    scanId: z.string(),
    pagesDone: z.number().int(),
    pagesTotal: z.number().int(),
    lastPage: z
      .object({
        url: z.string(),
        error: z.object({ code: z.string(), message: z.string(), status: z.number().optional() }).optional(),
      })
      .optional(),
  }),
]);
export type ScanNotification = z.infer<typeof scanNotificationSchema>;

/** Sends a notification; inside a transaction it is delivered only if and when that commits. */
export async function notifyScan(db: Executor, notification: ScanNotification): Promise<void> {
  await db.execute(sql`select pg_notify(${SCAN_EVENTS_CHANNEL}, ${JSON.stringify(shorten(notification))})`);
}

function shorten(notification: ScanNotification): ScanNotification {
  if (notification.type !== 'progress' || !notification.lastPage) return notification;
  const { url, error } = notification.lastPage;
  return {
    ...notification,
    lastPage: {
      url: url.slice(0, MAX_TEXT),
      ...(error ? { error: { ...error, message: error.message.slice(0, MAX_TEXT) } } : {}),
    },
  };
}

export function parseScanNotification(payload: string): ScanNotification | undefined {
  try {
    const parsed = scanNotificationSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
