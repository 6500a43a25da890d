import type { AccessRule, Action } from '../../access/index.js';
import type { Database } from '../../platform/db/database.js';
import { isUuid } from '../../platform/db/uuid.js';
import { findUserById, type UserRow } from '../users-repo.js';

/**
 * The signed-in caller's account, for route groups that need the account row: a valid token whose
 * account is gone (deleted meanwhile) is treated as signed out (the same 401).
 */
export function signedInUser(
  db: Database,
  texts: { signIn: string; interactiveOnly?: string },
  action: Extract<Action, 'read' | 'manage' | 'administer'> = 'manage',
): AccessRule<UserRow> {
  return {
    kind: 'account',
    action,
    ...texts,
    load: async (_request, viewer) => {
      const user = viewer && isUuid(viewer.userId) ? await findUserById(db.orm, viewer.userId) : undefined;
      return user && viewer
        ? { resource: { kind: 'account', userId: viewer.userId }, value: user }
        : undefined;
    },
  };
}
