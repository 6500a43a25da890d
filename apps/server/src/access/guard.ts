import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from '../platform/http/problem.js';
import { type Action, type Denial, decide, needsSignIn, type Resource, type ResourceKind } from './policy.js';
import { unauthorized, type Viewer } from './viewer.js';

/** What a loader found: the resource as the policy sees it, and the row the handlers use. */
export interface Found<T> {
  resource: Resource;
  value: T;
}

/** The access rule of a route group: what its routes do to what, and how to find it. */
export interface AccessRule<T> {
  kind: ResourceKind;
  /** What the routes do; a function when reads and writes of a group need different roles. */
  action: Action | ((request: FastifyRequest) => Action);
  /**
   * Finds the resource the request names (its params, or its body in `preHandler`); undefined when
   * there is none. Runs only once a viewer that must be signed in is. Without it, the resource is
   * the viewer's own account, or for `organisation` rules the viewer's organisation.
   */
  load?: (request: FastifyRequest, viewer: Viewer | null) => Promise<Found<T> | undefined>;
  /** The 401's detail: what signing in would give. */
  signIn?: string;
  /** The 404's detail. */
  notFound?: string;
  /** The 403's detail when an API token tries what needs a person signed in (`administer`). */
  interactiveOnly?: string;
  /**
   * For `organisation` rules without a loader: the routes show a client only their group's sites
   * (each handler filters by `viewer.clientSites`); without it, clients are refused.
   */
  clientView?: boolean;
  /**
   * `preHandler` (default): after the request was validated, so a malformed request is a 400 as
   * before any check. `onRequest`: before the body is read, so a stranger's id answers 404
   * whatever was sent.
   */
  phase?: 'onRequest' | 'preHandler';
}

/** Reads (GET, HEAD) as `read`, every other method as `write`: one group, two roles. */
export function readsAnd(write: Action): (request: FastifyRequest) => Action {
  return (request) => (request.method === 'GET' || request.method === 'HEAD' ? 'read' : write);
}

/** The resource the group's hook let through, for the group's handlers. */
export interface Guarded<T> {
  of(request: FastifyRequest): T;
}

/**
 * Decides access once for every route of a group (a Fastify plugin context, as the demo app's
 * autohooks do): the hook finds the resource, asks the policy, and refuses with the group's
 * problem; handlers take what it let through from `of(request)`.
 */
export function guardRoutes<T = Viewer>(group: FastifyInstance, rule: AccessRule<T>): Guarded<T> {
  const granted = new WeakMap<FastifyRequest, T>();
  group.addHook(rule.phase ?? 'preHandler', async (request) => {
    const viewer = request.viewer;
    const action = typeof rule.action === 'function' ? rule.action(request) : rule.action;
    if (needsSignIn(rule.kind, action) && !viewer) throw refusal('sign-in', rule);
    const found = rule.load
      ? await rule.load(request, viewer)
      : viewer && ownFound<T>(rule.kind, viewer, rule.clientView === true);
    const decision = decide(viewer, action, rule.kind, found ? found.resource : undefined);
    if (!decision.allowed) throw refusal(decision.denial, rule, found || undefined);
    if (found) granted.set(request, found.value);
  });
  return {
    of(request) {
      if (!granted.has(request)) throw new Error(`no ${rule.kind} was granted to this request`);
      return granted.get(request) as T;
    },
  };
}

/** Without a loader: the caller's own account, or their organisation as a whole. */
function ownFound<T>(kind: ResourceKind, viewer: Viewer, clientView: boolean): Found<T> {
  const resource: Resource =
    kind === 'organisation'
      ? { kind, organisationId: viewer.organisationId, clientView }
      : { kind: 'account', userId: viewer.userId };
  return { resource, value: viewer as T };
}

function refusal<T>(denial: Denial, rule: AccessRule<T>, found?: Found<T>): HttpProblem {
  switch (denial) {
    case 'sign-in':
      return unauthorized(rule.signIn ?? 'Sign in first.');
    case 'interactive-only':
      return new HttpProblem(403, 'forbidden', rule.interactiveOnly ?? 'Sign in to the web app for this.');
    case 'not-found':
      return new HttpProblem(404, 'not_found', rule.notFound ?? 'Not found.');
    case 'plan-required':
      return new HttpProblem(403, 'plan_required', 'This needs a plan.');
    case 'role':
      return new HttpProblem(
        403,
        'role_insufficient',
        'Your role in this organisation does not allow this; an owner or admin can change your role.',
      );
    case 'not-on-plan': {
      const site = found?.resource.kind === 'site' ? found.resource.site : 'This site';
      return new HttpProblem(403, 'url_not_allowed', `${site} is not registered on your plan.`);
    }
  }
}
