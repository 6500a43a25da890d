import { ensureUser } from '../src/accounts/users-repo.js';
import type { Database } from '../src/platform/db/database.js';
import { isUuid } from '../src/platform/db/uuid.js';

/** The issuer test people sign in with. */
export const TEST_ISSUER = 'https://issuer.test';

/**
 * A test person by name ('alice') or id: a name becomes a real account (with its personal
 * organisation, decision 028), the same one each time it is named; an id is taken as it is.
 */
export async function testUserId(db: Database, nameOrId: string): Promise<string> {
  if (isUuid(nameOrId)) return nameOrId.toLowerCase();
  return (await ensureUser(db.orm, TEST_ISSUER, nameOrId, {})).id;
}
