import { randomUUID } from 'node:crypto';
import {
  type ActivityAction,
  CLIENT_LOGO_BYTES_MAX,
  type ClientGroupView,
  clientGroupListSchema,
  clientGroupViewSchema,
  createClientGroupRequestSchema,
  updateClientGroupRequestSchema,
} from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, readsAnd, type Viewer } from '../access/index.js';
import {
  type ClientGroupRow,
  type ClientGroupSummary,
  clientGroupsOf,
  deleteClientGroup,
  findClientGroup,
  insertClientGroup,
  setClientLogo,
  updateClientGroup,
} from '../accounts/index.js';
import { recordBy } from '../activity/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database, Executor } from '../platform/db/database.js';
import { isUuid } from '../platform/db/uuid.js';
import { sendPicture, uploadedPicture } from '../platform/http/pictures.js';
import { HttpProblem } from '../platform/http/problem.js';
import { problems } from '../platform/http/problem-responses.js';
import { parseScanTarget } from '../platform/http/target-url.js';

export interface ClientGroupsPluginOptions {
  db: Database;
  clock: Clock;
  /** Whether the organisation's plan includes branding (a client's name and logo instead of ours). */
  brandingOf: (organisationId: string) => Promise<boolean>;
}

const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
const groupParams = z.object({ id: z.string().max(100) });

function toView(group: ClientGroupSummary): ClientGroupView {
  return { ...group };
}

const nameTaken = () =>
  new HttpProblem(409, 'conflict', 'This organisation already has a client group of that name.');
const noGroup = () =>
  new HttpProblem(404, 'not_found', 'There is no such client group in this organisation.');
const brandingNeedsPlan = () =>
  new HttpProblem(
    403,
    'plan_required',
    "A client's own name and logo on reports and statements need the Pro or Enterprise plan.",
  );

/**
 * The sites of a group as hosts, the way scans name them (`site`): an address or a bare host each.
 * A 400 names the first entry that is neither.
 */
function sitesOf(entries: readonly string[]): string[] {
  return entries.map((entry, index) => {
    try {
      return parseScanTarget(/^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? entry : `https://${entry}`).site;
    } catch {
      const message = 'Enter the address of a site, e.g. https://www.example.com.';
      throw new HttpProblem(400, 'validation_failed', message, [
        { field: `sites.${index}`, code: 'invalid_url', message },
      ]);
    }
  });
}

/**
 * /api/organisation/client-groups (decision 028): an agency's clients, each with the sites its
 * members with the client role see, and optionally its own name and logo on reports and statements.
 * Members see the groups; admins and owners make, change and delete them.
 */
export const clientGroupsPlugin: FastifyPluginAsyncZod<ClientGroupsPluginOptions> = async (app, options) => {
  const { db, clock } = options;

  const record = async (
    tx: Executor,
    viewer: Viewer,
    action: ActivityAction,
    group: Pick<ClientGroupRow, 'name'>,
    details?: Record<string, unknown>,
  ) =>
    recordBy(
      tx,
      viewer,
      { action, subject: { clientGroup: group.name }, ...(details ? { details } : {}) },
      clock.now(),
    );

  const summaryOf = async (organisationId: string, id: string) => {
    const found = (await clientGroupsOf(db.orm, organisationId)).find((group) => group.id === id);
    if (!found) throw noGroup();
    return toView(found);
  };

  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const memberOf = guardRoutes(group, {
      kind: 'organisation',
      action: readsAnd('manage'),
      signIn: 'Sign in to see the client groups of your organisation.',
    });

    routes.get(
      '/organisation/client-groups',
      {
        schema: {
          summary: "The organisation's client groups, with their sites and number of clients",
          tags: ['organisations'],
          response: { 200: clientGroupListSchema, ...problems(401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = memberOf.of(request);
        const [groups, branding] = await Promise.all([
          clientGroupsOf(db.orm, viewer.organisationId),
          options.brandingOf(viewer.organisationId),
        ]);
        return { items: groups.map(toView), branding };
      },
    );

    routes.post(
      '/organisation/client-groups',
      {
        schema: {
          summary: 'Make a client group',
          description:
            'Sites are given as addresses or hosts; a client of the group sees exactly these. A brandName needs a plan with branding (403 plan_required); 409 conflict for a name the organisation already uses.',
          tags: ['organisations'],
          body: createClientGroupRequestSchema,
          response: { 201: clientGroupViewSchema, ...problems(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const viewer = memberOf.of(request);
        const sites = sitesOf(request.body.sites);
        const brandName = request.body.brandName ?? null;
        if (brandName !== null && !(await options.brandingOf(viewer.organisationId)))
          throw brandingNeedsPlan();
        const id = randomUUID();
        const made = await db.orm.transaction(async (tx) => {
          const row = await insertClientGroup(tx, {
            id,
            organisationId: viewer.organisationId,
            name: request.body.name,
            brandName,
            sites,
          });
          if (row !== 'name-taken') await record(tx, viewer, 'client_group.created', row, { sites });
          return row;
        });
        if (made === 'name-taken') throw nameTaken();
        reply.code(201);
        return summaryOf(viewer.organisationId, id);
      },
    );
  });

  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    // The group is looked up before the body is read: another organisation's answers 404.
    const groupOf = guardRoutes(group, {
      kind: 'organisation',
      action: readsAnd('manage'),
      phase: 'onRequest',
      signIn: 'Sign in to change the client groups of your organisation.',
      notFound: 'There is no such client group in this organisation.',
      load: async (request, viewer) => {
        const { id } = (request.params ?? {}) as { id?: unknown };
        if (!viewer || typeof id !== 'string' || !isUuid(id)) return undefined;
        const row = await findClientGroup(db.orm, viewer.organisationId, id.toLowerCase());
        return (
          row && {
            resource: { kind: 'organisation', organisationId: viewer.organisationId },
            value: { viewer, row },
          }
        );
      },
    });
    routes.patch(
      '/organisation/client-groups/:id',
      {
        schema: {
          summary: 'Rename a client group, replace its sites or change its brand name',
          description:
            'What the body names changes; `sites` replaces the list, and the group’s clients see the new list at once. `brandName: null` shows ours again.',
          tags: ['organisations'],
          params: groupParams,
          body: updateClientGroupRequestSchema,
          response: { 200: clientGroupViewSchema, ...problems(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request) => {
        const { viewer, row } = groupOf.of(request);
        const sites = request.body.sites ? sitesOf(request.body.sites) : undefined;
        if (
          typeof request.body.brandName === 'string' &&
          !(await options.brandingOf(viewer.organisationId))
        ) {
          throw brandingNeedsPlan();
        }
        const outcome = await db.orm.transaction(async (tx) => {
          const changed = await updateClientGroup(tx, row, {
            ...(request.body.name !== undefined ? { name: request.body.name } : {}),
            ...(request.body.brandName !== undefined ? { brandName: request.body.brandName } : {}),
            ...(sites ? { sites } : {}),
          });
          if (changed === 'changed') {
            await record(tx, viewer, 'client_group.changed', row, {
              ...(request.body.name !== undefined && request.body.name !== row.name
                ? { name: request.body.name }
                : {}),
              ...(request.body.brandName !== undefined ? { brandName: request.body.brandName } : {}),
              ...(sites ? { sites } : {}),
            });
          }
          return changed;
        });
        if (outcome === 'name-taken') throw nameTaken();
        return summaryOf(viewer.organisationId, row.id);
      },
    );

    routes.delete(
      '/organisation/client-groups/:id',
      {
        schema: {
          summary: 'Delete a client group',
          description:
            'Its clients lose their membership and its pending invitations end with it; the sites and their scans stay with the organisation.',
          tags: ['organisations'],
          params: groupParams,
          response: { 204: z.null(), ...problems(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { viewer, row } = groupOf.of(request);
        await db.orm.transaction(async (tx) => {
          const clients = await deleteClientGroup(tx, row.id);
          await record(tx, viewer, 'client_group.deleted', row, { clients });
        });
        reply.code(204);
        return null;
      },
    );

    // The logo is a raw picture body: in its own scope, whose only parsers take the logo types.
    group.register(async (pictures) => {
      pictures.removeAllContentTypeParsers();
      pictures.addContentTypeParser(
        [...LOGO_TYPES],
        { parseAs: 'buffer', bodyLimit: CLIENT_LOGO_BYTES_MAX },
        (_request, body, done) => done(null, body),
      );
      const logoRoutes = pictures.withTypeProvider<ZodTypeProvider>();

      logoRoutes.put(
        '/organisation/client-groups/:id/logo',
        {
          schema: {
            summary: "Set the client's logo for reports and statements",
            description: `The raw picture as the body, as ${LOGO_TYPES.join(' or ')}, at most ${CLIENT_LOGO_BYTES_MAX / 1000} kB; it replaces an earlier one. Needs a plan with branding.`,
            tags: ['organisations'],
            params: groupParams,
            response: { 204: z.null(), ...problems(400, 401, 403, 404, 413, 415) },
          },
        },
        async (request, reply) => {
          const { viewer, row } = groupOf.of(request);
          const type = uploadedPicture(request.headers['content-type'], request.body, LOGO_TYPES);
          if (!type) {
            const message = `Send a ${LOGO_TYPES.join(' or ')} picture.`;
            throw new HttpProblem(
              400,
              'validation_failed',
              'The body is not a picture of the type it names.',
              [{ field: 'body', code: 'not_an_image', message }],
            );
          }
          if (!(await options.brandingOf(viewer.organisationId))) throw brandingNeedsPlan();
          await db.orm.transaction(async (tx) => {
            await setClientLogo(tx, row.id, { bytes: request.body as Buffer, type });
            await record(tx, viewer, 'client_group.logo_set', row);
          });
          return reply.status(204).send(null);
        },
      );
    });

    routes.get(
      '/organisation/client-groups/:id/logo',
      {
        schema: {
          summary: "The client's logo",
          tags: ['organisations'],
          params: groupParams,
          response: { ...problems(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { row } = groupOf.of(request);
        if (!row.logo || !row.logoType)
          throw new HttpProblem(404, 'not_found', 'This client group has no logo.');
        return sendPicture(reply, { mime: row.logoType, bytes: row.logo });
      },
    );

    routes.delete(
      '/organisation/client-groups/:id/logo',
      {
        schema: {
          summary: "Remove the client's logo",
          tags: ['organisations'],
          params: groupParams,
          response: { 204: z.null(), ...problems(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { viewer, row } = groupOf.of(request);
        if (!row.logo) throw new HttpProblem(404, 'not_found', 'This client group has no logo.');
        await db.orm.transaction(async (tx) => {
          await setClientLogo(tx, row.id, null);
          await record(tx, viewer, 'client_group.logo_removed', row);
        });
        reply.code(204);
        return null;
      },
    );
  });
};
