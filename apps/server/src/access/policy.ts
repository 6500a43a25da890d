import type { Role } from '@klarsicht/contracts';
import type { Viewer } from './viewer.js';

/**
 * What a route reaches, as far as access depends on it. The module that owns the resource finds
 * it (a scan by its id or a share token, a site of the caller's, the caller's account) and
 * describes it so; this file alone decides what follows from it.
 */
export type Resource =
  /** The caller's own account: their profile, their data export, the account's deletion. */
  | { kind: 'account'; userId: string }
  /**
   * What the caller's organisation owns as a whole: its tokens, billing, monitors, decisions, lists.
   * `clientView`: the route shows a client only their group's sites (a filtered list); others
   * refuse clients, who see nothing of the organisation beyond those sites.
   */
  | { kind: 'organisation'; organisationId: string; clientView?: boolean }
  /** A scan by its id: an anonymous free check (nobody owns it) or one of an organisation's, of a site. */
  | { kind: 'scan'; organisationId: string | null; site: string }
  /** A scan reached through a live share link: read-only, for whoever holds the token. */
  | { kind: 'shared-scan' }
  /** A site of an organisation (a monitor row), and whether the organisation's plan still covers it. */
  | { kind: 'site'; organisationId: string; site: string; planActive: boolean; onPlan: boolean };

export type ResourceKind = Resource['kind'];

/**
 * What a route does with its resource. `read` shows it and `export` gives it as a report; `scan`
 * starts scans; `review` decides findings and criteria; `share` makes a public link; `manage`
 * changes sites, their settings and statements; `team` is what members see and clients do not (who
 * else is in the organisation, how a site is signed in to);
 * `administer` (API tokens, members, the account's export and deletion) needs a person signed in,
 * not an API token: a token leaked from a CI log must not mint more tokens, carry off or erase
 * anything; `own` is the owners' (the plan, owners, the organisation itself).
 */
export type Action =
  | 'read'
  | 'export'
  | 'team'
  | 'scan'
  | 'share'
  | 'review'
  | 'manage'
  | 'administer'
  | 'own';

/**
 * The least role an action needs in the organisation (decision 028): viewers and clients read
 * (clients only their sites), editors work on findings and scans, admins run sites, settings,
 * statements, tokens and members, owners pay.
 */
const LEAST_ROLE: Record<Action, Role> = {
  read: 'client',
  export: 'client',
  team: 'viewer',
  scan: 'editor',
  share: 'editor',
  review: 'editor',
  manage: 'admin',
  administer: 'admin',
  own: 'owner',
};
const RANK: Record<Role, number> = { client: 0, viewer: 1, editor: 2, admin: 3, owner: 4 };

/** Whether a member with `role` may do `action` to what their organisation owns. */
export function roleMay(role: Role, action: Action): boolean {
  return RANK[role] >= RANK[LEAST_ROLE[action]];
}

/** Why access is refused; the hook turns it into the route group's 401, 403 or 404. */
export type Denial =
  | 'sign-in'
  | 'interactive-only'
  | 'not-found'
  | 'plan-required'
  | 'not-on-plan'
  /** A member whose role does not allow the action (403 `role_insufficient`). */
  | 'role';

export type Decision = { allowed: true } | { allowed: false; denial: Denial };

const ALLOW: Decision = { allowed: true };

/** Whether the member sees the site: everyone but a client sees all; a client their group's. */
export function seesSite(viewer: Pick<Viewer, 'role' | 'clientSites'>, site: string): boolean {
  return viewer.role !== 'client' || (viewer.clientSites ?? []).includes(site);
}

const deny = (denial: Denial): Decision => ({ allowed: false, denial });

/**
 * Whether the viewer must be signed in before the resource is even looked up: a signed-out caller
 * learns that signing in is needed, never whether the resource exists. Anonymous free checks and
 * shared scans are readable signed out.
 */
export function needsSignIn(kind: ResourceKind, action: Action): boolean {
  if (kind === 'shared-scan') return false;
  if (kind === 'scan') return action !== 'read';
  return true;
}

/**
 * May this viewer do this to this resource? `resource` is undefined when the request names none
 * that exists. Everything the viewer may not see answers as if it did not exist, so ids of other
 * people's things reveal nothing, and a client's view ends at their group's sites.
 */
export function decide(
  viewer: Viewer | null,
  action: Action,
  kind: ResourceKind,
  resource?: Resource,
): Decision {
  if (needsSignIn(kind, action) && !viewer) return deny('sign-in');
  if (action === 'administer' && viewer?.apiTokenId !== undefined) return deny('interactive-only');
  // An account that is gone (deleted meanwhile) is signed out.
  if (!resource) return deny(kind === 'account' ? 'sign-in' : 'not-found');
  switch (resource.kind) {
    case 'account':
      return resource.userId === viewer?.userId ? ALLOW : deny('sign-in');
    case 'organisation':
      if (resource.organisationId !== viewer?.organisationId) return deny('sign-in');
      if (viewer.role === 'client' && !resource.clientView) return deny('role');
      return roleMay(viewer.role, action) ? ALLOW : deny('role');
    case 'scan':
      if (resource.organisationId === null) return action === 'read' ? ALLOW : deny('not-found');
      // Exports, share links and review marks: the organisation's; nobody owns an anonymous free check.
      if (resource.organisationId !== viewer?.organisationId || !seesSite(viewer, resource.site))
        return deny('not-found');
      return roleMay(viewer.role, action) ? ALLOW : deny('role');
    case 'shared-scan':
      return action === 'read' ? ALLOW : deny('not-found');
    case 'site':
      if (resource.organisationId !== viewer?.organisationId || !seesSite(viewer, resource.site))
        return deny('not-found');
      if (!roleMay(viewer.role, action)) return deny('role');
      if (!resource.planActive) return deny('plan-required');
      return resource.onPlan ? ALLOW : deny('not-on-plan');
  }
}
