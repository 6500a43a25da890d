import type { ActivityAction } from '@klarsicht/contracts';
import type { Executor } from './db/database.js';

/**
 * Appends an entry to the organisation's activity record, in the transaction of the change. Given
 * to modules the activity module itself depends on (accounts), which cannot import it; the others
 * use the activity module's `recordBy`.
 */
export type RecordActivity = (
  tx: Executor,
  viewer: { organisationId: string; userId: string },
  what: { action: ActivityAction; subject: Record<string, string>; details?: Record<string, unknown> },
) => Promise<unknown>;
