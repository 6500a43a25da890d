import type { Viewer } from './viewer.js';

/**
 * What a route reaches, as far as access depends on it. The module that owns the resource finds
 * it (a scan by its id or a share token, a site of the caller's, the caller's account) and
 * describes it so; this file alone decides what follows from it.
 */
export type Resource =
  /** The caller's own account and what hangs off it: tokens, billing, monitors, marks, their scans' list. */
  | { kind: 'account'; userId: string }
  /** A scan by its id: an anonymous free check (nobody owns it) or one of an account's. */
  | { kind: 'scan'; ownerId: string | null }
  /** A scan reached through a live share link: read-only, for whoever holds the token. */
  | { kind: 'shared-scan' }
  /** A site of an account (a monitor row), and whether the account's plan still covers it. */
  | { kind: 'site'; ownerId: string; site: string; planActive: boolean; onPlan: boolean };

export type ResourceKind = Resource['kind'];

/**
 * What a route does with its resource. `read` shows it; the scan's owner alone may `export` it (a
 * report), `share` it and `review` its findings; `manage` changes what the account owns;
 * `administer` (API tokens, the account's export and deletion) needs a person signed in, not an
 * API token: a token leaked from a CI log must not mint more tokens, carry off or erase the account.
 */
export type Action = 'read' | 'export' | 'share' | 'review' | 'manage' | 'administer';

/** Why access is refused; the hook turns it into the route group's 401, 403 or 404. */
export type Denial = 'sign-in' | 'interactive-only' | 'not-found' | 'plan-required' | 'not-on-plan';

export type Decision = { allowed: true } | { allowed: false; denial: Denial };

const ALLOW: Decision = { allowed: true };
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
 * people's things reveal nothing. The one place roles (an organisation's members) will plug in.
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
    case 'scan':
      if (action === 'read')
        return resource.ownerId === null || resource.ownerId === viewer?.userId ? ALLOW : deny('not-found');
      // Exports, share links and review marks: the owner's; nobody owns an anonymous free check.
      return resource.ownerId !== null && resource.ownerId === viewer?.userId ? ALLOW : deny('not-found');
    case 'shared-scan':
      return action === 'read' ? ALLOW : deny('not-found');
    case 'site':
      if (resource.ownerId !== viewer?.userId) return deny('not-found');
      if (!resource.planActive) return deny('plan-required');
      return resource.onPlan ? ALLOW : deny('not-on-plan');
  }
}
