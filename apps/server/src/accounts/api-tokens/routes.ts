import { randomUUID } from 'node:crypto';
import {
  type ApiTokenView,
  apiTokenListSchema,
  createApiTokenRequestSchema,
  createdApiTokenSchema,
  MAX_ACTIVE_API_TOKENS,
} from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../../access/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { isUuid } from '../../platform/db/uuid.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { problems } from '../../platform/http/problem-responses.js';
import type { RecordActivity } from '../../platform/record-activity.js';
import {
  type ApiTokenRow,
  insertApiTokenWithin,
  listApiTokensOfOrganisation,
  revokeApiToken,
} from './api-tokens-repo.js';
import { generateApiToken } from './token-format.js';

export interface ApiTokensPluginOptions {
  db: Database;
  clock: Clock;
  /** Enters token changes in the activity record. */
  record: RecordActivity;
  /** Active tokens per user (default MAX_ACTIVE_API_TOKENS). */
  maxActive?: number;
}

const tokenParams = z.object({ id: z.string().max(100) });

/** /api/tokens: signed-in users create, list and revoke API tokens for their pipelines. */
export const apiTokensPlugin: FastifyPluginAsyncZod<ApiTokensPluginOptions> = async (app, options) => {
  const { db, clock } = options;
  const maxActive = options.maxActive ?? MAX_ACTIVE_API_TOKENS;

  // Creating and revoking tokens needs a person signed in: a token leaked from a CI log must not be
  // able to mint more tokens (which would outlive its revocation) or revoke the owner's others.
  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const administrator = guardRoutes(group, {
      kind: 'organisation',
      action: 'administer',
      signIn: 'Sign in to manage API tokens.',
      interactiveOnly: 'API tokens cannot manage API tokens; sign in to the web app.',
    });

    routes.post(
      '/tokens',
      {
        schema: {
          summary: 'Create an API token (shown once)',
          description: `Needs an interactive sign-in: an API token cannot create tokens. At most ${maxActive} active tokens per organisation.`,
          tags: ['tokens'],
          body: createApiTokenRequestSchema,
          response: { 201: createdApiTokenSchema, ...problems(400, 401, 403, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const viewer = administrator.of(request);
        const secret = generateApiToken();
        const created = await insertApiTokenWithin(
          db.orm,
          {
            id: randomUUID(),
            userId: viewer.userId,
            organisationId: viewer.organisationId,
            name: request.body.name,
            tokenHash: secret.tokenHash,
            prefix: secret.prefix,
            createdAt: clock.now(),
          },
          maxActive,
          (tx, row) =>
            options.record(tx, viewer, {
              action: 'api_token.created',
              subject: { token: row.name },
              details: { prefix: row.prefix },
            }),
        );
        if (created === 'limit_reached') {
          throw new HttpProblem(
            409,
            'conflict',
            `You already have ${maxActive} active API tokens; revoke one before creating another.`,
          );
        }
        request.log.info({ apiTokenId: created.id }, 'API token created');
        return reply.status(201).header('cache-control', 'no-store').send({
          id: created.id,
          name: created.name,
          prefix: created.prefix,
          createdAt: created.createdAt.toISOString(),
          token: secret.token,
        });
      },
    );

    routes.delete(
      '/tokens/:id',
      {
        schema: {
          summary: 'Revoke an API token',
          description: 'Needs an interactive sign-in. Pipelines using the token get 401 from then on.',
          tags: ['tokens'],
          params: tokenParams,
          response: { 204: z.null().describe('Revoked'), ...problems(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const viewer = administrator.of(request);
        const { id } = request.params;
        const revoked =
          isUuid(id) &&
          (await db.orm.transaction(async (tx) => {
            const row = await revokeApiToken(tx, viewer.organisationId, id.toLowerCase(), clock.now());
            if (row?.revokedNow) {
              await options.record(tx, viewer, {
                action: 'api_token.revoked',
                subject: { token: row.name },
                details: { prefix: row.prefix },
              });
            }
            return row !== undefined;
          }));
        if (!revoked) throw new HttpProblem(404, 'not_found', 'No such API token.');
        request.log.info({ apiTokenId: id }, 'API token revoked');
        return reply.status(204).send(null);
      },
    );
  });

  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const viewerOf = guardRoutes(group, {
      kind: 'organisation',
      action: 'read',
      signIn: 'Sign in to see your API tokens.',
    });

    routes.get(
      '/tokens',
      {
        schema: {
          summary: "The caller's API tokens, without their secrets",
          tags: ['tokens'],
          response: { 200: apiTokenListSchema, ...problems(401) },
        },
      },
      async (request) => {
        const viewer = viewerOf.of(request);
        return {
          items: (await listApiTokensOfOrganisation(db.orm, viewer.organisationId)).map(toApiTokenView),
        };
      },
    );
  });
};

function toApiTokenView(row: ApiTokenRow): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
