import {
  accountDeletionSchema,
  accountExportSchema,
  DELETION_CONFIRMATION_WITHOUT_EMAIL,
  deleteAccountRequestSchema,
  publishedStatementListSchema,
} from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardRoutes } from '../access/index.js';
import { signedInUser } from '../accounts/index.js';
import type { BillingService } from '../billing/index.js';
import { publicStatementUrl } from '../conformance/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { HttpProblem } from '../platform/http/problem.js';
import { problems } from '../platform/http/problem-responses.js';
import { listPublishedStatements } from './account-data-repo.js';
import { deleteAccount } from './account-deletion.js';
import { buildAccountExport } from './account-export.js';

export interface AccountDataPluginOptions {
  db: Database;
  billing: BillingService;
  publicUrl: string;
  /** The embedded provider's issuer (its accounts are ours to delete); null with an external provider. */
  embeddedIssuer: string | null;
  clock: Clock;
}

/**
 * GET /api/me/export and DELETE /api/me: the person's own data, to take along or to erase; and
 * GET /api/me/published-statements, what the deletion takes offline for the public.
 */
export const accountDataPlugin: FastifyPluginAsyncZod<AccountDataPluginOptions> = async (app, options) => {
  const { db, billing, clock } = options;

  // All three need a person signed in: a pipeline's token leaked from a CI log must neither carry
  // off everything nor erase the account.
  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const userOf = guardRoutes(
      group,
      signedInUser(
        db,
        {
          signIn: 'Sign in to reach your account data.',
          interactiveOnly: 'API tokens cannot export or delete an account; sign in.',
        },
        'administer',
      ),
    );

    routes.get(
      '/me/export',
      {
        schema: {
          summary: 'Download everything stored about the signed-in user (JSON, GDPR Art. 20)',
          description:
            'Profile, scans with pages and findings, review marks, monitors, API token names (never their secrets), share links and the billing account. Needs an interactive sign-in.',
          tags: ['auth'],
          response: { 200: accountExportSchema, ...problems(401, 403) },
        },
      },
      async (request, reply) => {
        const user = userOf.of(request);
        const now = clock.now();
        const archive = await buildAccountExport(
          {
            db,
            publicUrl: options.publicUrl,
            billingAccount: (userId) => billing.account(userId),
            logger: request.log,
          },
          user,
          now,
        );
        const day = now.toISOString().slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="klarsicht-daten-${day}.json"`)
          .header('cache-control', 'private, no-store')
          .send(archive);
      },
    );

    routes.get(
      '/me/published-statements',
      {
        schema: {
          summary: 'Your published accessibility statements and their public addresses',
          description:
            'Each site whose statement has a published version, with the version the public page shows. Deleting the account takes these pages offline. Needs an interactive sign-in.',
          tags: ['auth'],
          response: { 200: publishedStatementListSchema, ...problems(401, 403) },
        },
      },
      async (request, reply) => {
        const user = userOf.of(request);
        const rows = await listPublishedStatements(db.orm, user.id);
        return reply.header('cache-control', 'private, no-store').send({
          items: rows.map((row) => ({
            site: row.site,
            url: publicStatementUrl(options.publicUrl, row.publicId),
            version: row.number,
            publishedAt: row.publishedAt.toISOString(),
          })),
        });
      },
    );

    routes.delete(
      '/me',
      {
        schema: {
          summary: 'Delete the signed-in account and its data (GDPR Art. 17)',
          description:
            'The confirmation is the account\'s e-mail address (or "DELETE" when it has none). A running subscription is cancelled at the payment provider first; invoices and payments stay there as the law requires. Needs an interactive sign-in.',
          tags: ['auth'],
          body: deleteAccountRequestSchema,
          response: { 200: accountDeletionSchema, ...problems(400, 401, 403, 409, 413, 415, 502) },
        },
      },
      async (request, reply) => {
        const user = userOf.of(request);
        const expected = user.email ?? DELETION_CONFIRMATION_WITHOUT_EMAIL;
        if (request.body.confirmation.toLowerCase() !== expected.trim().toLowerCase()) {
          throw new HttpProblem(
            409,
            'confirmation_mismatch',
            'Type the e-mail address of your account to confirm the deletion.',
          );
        }
        const result = await deleteAccount(
          { db, provider: billing.provider, embeddedIssuer: options.embeddedIssuer, logger: request.log },
          user,
        );
        return reply.header('cache-control', 'no-store').send(result);
      },
    );
  });
};
