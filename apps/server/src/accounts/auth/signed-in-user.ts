import { signedInViewer, unauthorized, type Viewer } from '../../access/index.js';
import type { Database } from '../../platform/db/database.js';
import { isUuid } from '../../platform/db/uuid.js';
import type { UserRow } from '../users-repo.js';
import { findUserById } from '../users-repo.js';

/**
 * The signed-in caller's account, or the same 401 as `signedInViewer`: a valid token whose account
 * is gone (deleted meanwhile) is treated as signed out.
 */
export async function signedInUser(viewer: Viewer | null, db: Database, detail: string): Promise<UserRow> {
  const { userId } = signedInViewer(viewer, detail);
  const user = isUuid(userId) ? await findUserById(db.orm, userId) : undefined;
  if (!user) throw unauthorized(detail);
  return user;
}
