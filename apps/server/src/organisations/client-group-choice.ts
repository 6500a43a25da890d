import type { Role } from '@klarsicht/contracts';
import { findClientGroup } from '../accounts/index.js';
import type { Executor } from '../platform/db/database.js';
import { isUuid } from '../platform/db/uuid.js';
import { HttpProblem } from '../platform/http/problem.js';

/**
 * The client group a membership or invitation gets: the client role needs one of the
 * organisation's groups (its sites are all a client sees), every other role none. A 400 names the
 * field otherwise, before anything is stored.
 */
export async function clientGroupFor(
  db: Executor,
  organisationId: string,
  role: Role,
  clientGroupId: string | undefined,
): Promise<string | null> {
  if (role !== 'client') {
    if (clientGroupId === undefined) return null;
    throw invalid('not_allowed', 'Only the client role belongs to a client group.');
  }
  if (clientGroupId === undefined) {
    throw invalid('required', 'A client sees the sites of one client group: choose it.');
  }
  const group = isUuid(clientGroupId)
    ? await findClientGroup(db, organisationId, clientGroupId.toLowerCase())
    : undefined;
  if (!group) throw invalid('unknown', 'There is no such client group in this organisation.');
  return group.id;
}

function invalid(code: string, message: string): HttpProblem {
  return new HttpProblem(400, 'validation_failed', message, [{ field: 'clientGroupId', code, message }]);
}
