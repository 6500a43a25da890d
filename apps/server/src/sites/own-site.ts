import type { FastifyInstance } from 'fastify';
import { signedInViewer, type Viewer } from '../access/index.js';
import { type AllowanceReader, covers } from '../billing/index.js';
import type { Database } from '../platform/db/database.js';
import { isUuid } from '../platform/db/uuid.js';
import { HttpProblem } from '../platform/http/problem.js';
import { findMonitorOfUser, type MonitorRow } from './site-monitors-repo.js';

/**
 * A site of the caller's, for the features per site (conformance, statement): a monitor of theirs
 * (one is made for every site on a plan) whose site the plan still covers. Signed out: 401; not
 * theirs: 404; no plan or not on it: 403, as every plan feature answers.
 */
export async function ownSite(
  db: Database,
  allowance: AllowanceReader,
  viewer: Viewer | null,
  id: string,
): Promise<MonitorRow> {
  const { userId } = signedInViewer(viewer, 'Sign in to see your sites.');
  const monitor = isUuid(id) ? await findMonitorOfUser(db.orm, userId, id.toLowerCase()) : undefined;
  if (!monitor) throw new HttpProblem(404, 'not_found', 'No such site.');
  const plan = await allowance.allowanceOf(userId);
  if (!plan.active) throw new HttpProblem(403, 'plan_required', 'This needs a plan.');
  if (!covers(plan, monitor.site)) {
    throw new HttpProblem(403, 'url_not_allowed', `${monitor.site} is not registered on your plan.`);
  }
  return monitor;
}

/**
 * Checks the caller's site before the body is read, for every route of the plugin with an
 * `:id`: someone else's site answers 404 (or 401/403) whatever was sent, never a 400 that would
 * tell them the site exists.
 */
export function guardSiteRoutes(app: FastifyInstance, db: Database, allowance: AllowanceReader): void {
  app.addHook('onRequest', async (request) => {
    const { id } = (request.params ?? {}) as { id?: unknown };
    if (typeof id === 'string') await ownSite(db, allowance, request.viewer, id);
  });
}
