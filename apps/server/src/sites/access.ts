import type { AccessRule, Action } from '../access/index.js';
import { type AllowanceReader, covers } from '../billing/index.js';
import type { Database } from '../platform/db/database.js';
import { isUuid } from '../platform/db/uuid.js';
import { findMonitorOfOrganisation, type MonitorRow } from './site-monitors-repo.js';

/**
 * A site of the caller's, for the features per site (conformance, statement, scan settings): a
 * monitor of theirs (one is made for every site on a plan) whose site the plan still covers.
 * Signed out: 401; not theirs: 404; no plan or not on it: 403, as every plan feature answers.
 * Checked before the body is read, so someone else's site answers 404 (or 401/403) whatever was
 * sent, never a 400 that would tell them the site exists. Reading needs `read` (any role, a client
 * for their group's sites), the group's other methods `write` (decision 028).
 */
export function ownSite(
  db: Database,
  allowance: AllowanceReader,
  write: Action,
  read: Action = 'read',
): AccessRule<MonitorRow> {
  return {
    kind: 'site',
    action: (request) => (request.method === 'GET' || request.method === 'HEAD' ? read : write),
    phase: 'onRequest',
    signIn: 'Sign in to see your sites.',
    notFound: 'No such site.',
    load: async (request, viewer) => {
      const { id } = (request.params ?? {}) as { id?: unknown };
      if (!viewer || typeof id !== 'string' || !isUuid(id)) return undefined;
      const monitor = await findMonitorOfOrganisation(db.orm, viewer.organisationId, id.toLowerCase());
      if (!monitor) return undefined;
      const plan = await allowance.allowanceOf(viewer.organisationId);
      return {
        resource: {
          kind: 'site',
          organisationId: viewer.organisationId,
          site: monitor.site,
          planActive: plan.active,
          onPlan: plan.active && covers(plan, monitor.site),
        },
        value: monitor,
      };
    },
  };
}
