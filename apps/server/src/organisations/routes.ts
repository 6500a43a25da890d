import { randomUUID } from 'node:crypto';
import {
  createOrganisationRequestSchema,
  type MemberView,
  memberListSchema,
  memberViewSchema,
  type OrganisationView,
  organisationListSchema,
  organisationViewSchema,
  type Role,
  updateMemberRequestSchema,
} from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, roleMay, type Viewer } from '../access/index.js';
import {
  changeMembership,
  createOrganisation,
  type MemberRow,
  membersOf,
  type OrganisationRow,
  organisationsOf,
} from '../accounts/index.js';
import { recordBy } from '../activity/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { isUuid } from '../platform/db/uuid.js';
import { HttpProblem } from '../platform/http/problem.js';
import { problems } from '../platform/http/problem-responses.js';
import { clientGroupFor } from './client-group-choice.js';

export interface OrganisationsPluginOptions {
  db: Database;
  clock: Clock;
}

const memberParams = z.object({ userId: z.string().max(100) });

function toOrganisationView(row: OrganisationRow & { role: Role }): OrganisationView {
  return { id: row.id, name: row.name, personal: row.personal, role: row.role };
}

function toMemberView(row: MemberRow): MemberView {
  return {
    userId: row.userId,
    name: row.fullName,
    email: row.email,
    role: row.role,
    clientGroupId: row.clientGroupId,
    since: row.since.toISOString(),
  };
}

const notAMember = () => new HttpProblem(404, 'not_found', 'There is no such member of this organisation.');
const lastOwner = () =>
  new HttpProblem(
    409,
    'last_owner',
    'An organisation always keeps an owner: make someone else an owner first.',
  );
const ownersOnly = () =>
  new HttpProblem(403, 'role_insufficient', 'Only an owner can change an owner or make someone an owner.');

/**
 * /api/organisations (the caller's, and new ones) and /api/organisation/members (the one the request
 * is for, decision 028): who belongs, in which role; roles changed, members removed, leaving.
 */
export const organisationsPlugin: FastifyPluginAsyncZod<OrganisationsPluginOptions> = async (
  app,
  options,
) => {
  const { db, clock } = options;

  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const personOf = guardRoutes(group, {
      kind: 'account',
      action: 'manage',
      signIn: 'Sign in to see your organisations.',
    });

    routes.get(
      '/organisations',
      {
        schema: {
          summary: "The caller's organisations, with their role in each",
          description:
            "The personal organisation first. A request acts for one of them: the one its `klarsicht-organisation` header names, else the API token's, else the personal one.",
          tags: ['organisations'],
          response: { 200: organisationListSchema, ...problems(401) },
        },
      },
      async (request) => {
        const { userId } = personOf.of(request);
        return { items: (await organisationsOf(db.orm, userId)).map(toOrganisationView) };
      },
    );

    routes.post(
      '/organisations',
      {
        schema: {
          summary: 'Make a new organisation, with the caller as its owner',
          tags: ['organisations'],
          body: createOrganisationRequestSchema,
          response: { 201: organisationViewSchema, ...problems(400, 401, 413, 415) },
        },
      },
      async (request, reply) => {
        const { userId } = personOf.of(request);
        const row = await db.orm.transaction(async (tx) => {
          const made = await createOrganisation(tx, { id: randomUUID(), name: request.body.name }, userId);
          await recordBy(
            tx,
            { organisationId: made.id, userId: userId },
            { action: 'organisation.created', subject: { name: made.name } },
            clock.now(),
          );
          return made;
        });
        reply.code(201);
        return toOrganisationView({ ...row, role: 'owner' });
      },
    );
  });

  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const memberOf = guardRoutes(group, {
      kind: 'organisation',
      // Every member but a client sees the team.
      action: 'team',
      signIn: 'Sign in to see the members of your organisation.',
    });

    routes.get(
      '/organisation/members',
      {
        schema: {
          summary: 'The members of the organisation the request is for',
          tags: ['organisations'],
          response: { 200: memberListSchema, ...problems(401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = memberOf.of(request);
        return { items: (await membersOf(db.orm, viewer.organisationId)).map(toMemberView) };
      },
    );
  });

  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    // The member is looked up before the body is read: someone who is none answers 404 whatever
    // was sent. Who may change whom is decided in `mayChange`; leaving is everyone's.
    const changeOf = guardRoutes(group, {
      kind: 'organisation',
      action: 'read',
      phase: 'onRequest',
      signIn: 'Sign in to change the members of your organisation.',
      notFound: 'There is no such member of this organisation.',
      load: async (request, viewer) => {
        const { userId } = (request.params ?? {}) as { userId?: unknown };
        if (!viewer || typeof userId !== 'string' || !isUuid(userId)) return undefined;
        const target = userId.toLowerCase();
        const member = (await membersOf(db.orm, viewer.organisationId)).find((row) => row.userId === target);
        return (
          member && {
            resource: { kind: 'organisation', organisationId: viewer.organisationId },
            value: { viewer, member },
          }
        );
      },
    });

    routes.patch(
      '/organisation/members/:userId',
      {
        schema: {
          summary: "Change a member's role",
          description:
            'Admins change the roles of members who are no owners, to anything but owner; owners change every role. 409 last_owner when the last owner would lose the role.',
          tags: ['organisations'],
          params: memberParams,
          body: updateMemberRequestSchema,
          response: { 200: memberViewSchema, ...problems(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request) => {
        const { viewer, member } = changeOf.of(request);
        mayChange(viewer, member, request.body.role);
        const clientGroupId = await clientGroupFor(
          db.orm,
          viewer.organisationId,
          request.body.role,
          request.body.clientGroupId,
        );
        const outcome = await db.orm.transaction(async (tx) => {
          const changed = await changeMembership(
            tx,
            viewer.organisationId,
            member.userId,
            request.body.role,
            clientGroupId,
          );
          if (changed === 'changed' && member.role !== request.body.role) {
            await recordBy(
              tx,
              viewer,
              {
                action: 'member.role_changed',
                subject: { member: member.email ?? member.userId },
                details: { from: member.role, to: request.body.role },
              },
              clock.now(),
            );
          }
          return changed;
        });
        if (outcome === 'not-a-member') throw notAMember();
        if (outcome === 'last-owner') throw lastOwner();
        const changed = (await membersOf(db.orm, viewer.organisationId)).find(
          (row) => row.userId === member.userId,
        );
        if (!changed) throw notAMember();
        return toMemberView(changed);
      },
    );

    routes.delete(
      '/organisation/members/:userId',
      {
        schema: {
          summary: 'Remove a member, or leave the organisation (your own id)',
          description:
            'Admins remove members who are no owners; owners remove anyone. Everyone may leave, except the last owner (409 last_owner). The personal organisation cannot be left.',
          tags: ['organisations'],
          params: memberParams,
          response: { 204: z.null(), ...problems(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { viewer, member } = changeOf.of(request);
        if (member.userId !== viewer.userId) mayChange(viewer, member, null);
        if (viewer.organisationId === member.userId) {
          throw new HttpProblem(409, 'conflict', 'A personal organisation keeps its person.');
        }
        const outcome = await db.orm.transaction(async (tx) => {
          const changed = await changeMembership(tx, viewer.organisationId, member.userId, null);
          if (changed === 'changed') {
            await recordBy(
              tx,
              viewer,
              {
                action: member.userId === viewer.userId ? 'member.left' : 'member.removed',
                subject: { member: member.email ?? member.userId },
                details: { role: member.role },
              },
              clock.now(),
            );
          }
          return changed;
        });
        if (outcome === 'not-a-member') throw notAMember();
        if (outcome === 'last-owner') throw lastOwner();
        reply.code(204);
        return null;
      },
    );
  });
};

/** An admin may change members who are no owners, to anything but owner; owners anything. */
function mayChange(viewer: Viewer, member: MemberRow, role: Role | null): void {
  if (!roleMay(viewer.role, 'administer')) {
    throw new HttpProblem(
      403,
      'role_insufficient',
      'Your role in this organisation does not allow changing its members; an owner or admin can.',
    );
  }
  if (viewer.apiTokenId !== undefined) {
    throw new HttpProblem(403, 'forbidden', 'API tokens cannot change members; sign in to the web app.');
  }
  if (viewer.role === 'owner') return;
  if (member.role === 'owner' || role === 'owner') throw ownersOnly();
}
