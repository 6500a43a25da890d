import {
  authConfigSchema,
  type Me,
  meSchema,
  updateMeRequestSchema,
  verificationEmailResponseSchema,
} from '@klarsicht/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardRoutes } from '../../access/index.js';
import type { AuthSettings } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { enforceLimit } from '../../platform/http/limits.js';
import { problems } from '../../platform/http/problem-responses.js';
import { type UserRow, updateUserFullName } from '../users-repo.js';
import { signedInUser } from './signed-in-user.js';

/** The embedded provider's hooks into the account routes (absent with an external provider). */
export interface LocalAccountHooks {
  /** Keeps the embedded provider's account in step when the name changes here. */
  setFullName(subject: string, fullName: string): Promise<void>;
  /** Sends a fresh verification link; false when the address is already verified. */
  sendVerificationEmail(subject: string, request: FastifyRequest): Promise<boolean>;
}

export interface AuthPluginOptions {
  db: Database;
  settings: AuthSettings;
  localAccounts?: LocalAccountHooks | undefined;
  verificationEmailLimit: { max: number; windowMs: number };
  /** No SMTP: account mails go to the log (said in /api/auth/config for the embedded provider). */
  accountMailsLogged?: boolean;
}

export const authPlugin: FastifyPluginAsyncZod<AuthPluginOptions> = async (app, options) => {
  const { db, settings } = options;

  app.get(
    '/auth/config',
    {
      schema: {
        summary: 'How the web app signs in (issuer, client, audience)',
        tags: ['auth'],
        response: { 200: authConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        issuer: settings.issuer,
        clientId: settings.clientId,
        audience: settings.audience,
        scope: settings.scope,
        embedded: settings.embedded,
        ...(settings.embedded ? { accountMailsLogged: options.accountMailsLogged ?? false } : {}),
      };
    },
  );

  // The signed-in person's account.
  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const userOf = guardRoutes(group, signedInUser(db, { signIn: 'Sign in to see your account.' }));

    routes.get(
      '/me',
      {
        schema: {
          summary: 'The signed-in user',
          tags: ['auth'],
          response: { 200: meSchema, ...problems(401) },
        },
      },
      async (request, _reply) => {
        const user = userOf.of(request);
        return toMe(user);
      },
    );

    routes.patch(
      '/me',
      {
        schema: {
          summary: 'Change the full name of the signed-in user',
          tags: ['auth'],
          body: updateMeRequestSchema,
          response: { 200: meSchema, ...problems(400, 401, 415) },
        },
      },
      async (request, _reply) => {
        const user = userOf.of(request);
        const updated = await updateUserFullName(db.orm, user.id, request.body.fullName);
        if (options.localAccounts && user.issuer === settings.issuer) {
          await options.localAccounts.setFullName(user.subject, request.body.fullName);
        }
        return toMe(updated);
      },
    );

    const localAccounts = options.localAccounts;
    if (localAccounts) {
      const limiter = group.createRateLimit({
        max: options.verificationEmailLimit.max,
        timeWindow: options.verificationEmailLimit.windowMs,
        keyGenerator: (request: FastifyRequest) => `verify-mail:${request.viewer?.userId ?? request.ip}`,
      });
      routes.post(
        '/me/verification-email',
        {
          schema: {
            summary: 'Send a new e-mail verification link (embedded provider only)',
            tags: ['auth'],
            response: { 202: verificationEmailResponseSchema, ...problems(401, 429) },
          },
        },
        async (request, reply) => {
          const user = userOf.of(request);
          await enforceLimit(limiter, request, reply);
          const sent = await localAccounts.sendVerificationEmail(user.subject, request);
          return reply.status(202).send({ sent });
        },
      );
    }
  });
};

function toMe(user: UserRow): Me {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    fullName: user.fullName,
    createdAt: user.createdAt.toISOString(),
  };
}
