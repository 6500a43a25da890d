import { randomUUID } from 'node:crypto';
import { type ShareLink, shareLinkListSchema, shareLinkSchema } from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../../access/index.js';
import { recordBy } from '../../activity/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { isUuid } from '../../platform/db/uuid.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { problems } from '../../platform/http/problem-responses.js';
import { ownScan, sharedScan } from '../access.js';
import { registerScanReadRoutes, SHARED_SCAN_READS } from '../read-routes.js';
import {
  insertShareLink,
  listShareLinksOfScan,
  revokeShareLink,
  type ShareLinkRow,
} from './share-links-repo.js';
import { newShareToken } from './share-token.js';

export interface SharingPluginOptions {
  db: Database;
  /** Origin of the web app; share links point at `${publicUrl}/share/<token>`. */
  publicUrl: string;
  clock: Clock;
}

const scanParams = z.object({ id: z.string().max(100) });
const linkParams = z.object({ id: z.string().max(100), linkId: z.string().max(100) });

/**
 * Share links: the owner makes, lists and revokes read-only links to a scan; whoever holds a live
 * token reads that scan through the same views as the owner's routes. Shared answers are neither
 * cached nor indexed, so a revoked link stops working everywhere at once.
 */
export const sharingPlugin: FastifyPluginAsyncZod<SharingPluginOptions> = async (app, options) => {
  const { db, publicUrl } = options;
  const toShareLink = (row: ShareLinkRow): ShareLink => ({
    id: row.id,
    token: row.token,
    url: `${publicUrl}/share/${row.token}`,
    createdAt: row.createdAt.toISOString(),
    ...(row.revokedAt ? { revokedAt: row.revokedAt.toISOString() } : {}),
  });

  // Making, listing and revoking links: the scan's owner only.
  await app.register(async (group) => {
    const scans = group.withTypeProvider<ZodTypeProvider>();
    const ownScanOf = guardRoutes(group, ownScan(db, 'share'));

    scans.post(
      '/scans/:id/share',
      {
        schema: {
          summary: 'Create a read-only share link to one of your scans',
          tags: ['sharing'],
          params: scanParams,
          response: { 201: shareLinkSchema, ...problems(401, 404) },
        },
      },
      async (request, reply) => {
        const scan = ownScanOf.of(request);
        const viewer = request.viewer!;
        const row = await db.orm.transaction(async (tx) => {
          const made = await insertShareLink(tx, {
            id: randomUUID(),
            token: newShareToken(),
            scanId: scan.id,
            // Who made it, not the organisation: the guard let a signed-in member through.
            createdBy: viewer.userId,
          });
          // The link's id, never its token: whoever reads the record must not be able to open it.
          await recordBy(
            tx,
            viewer,
            {
              action: 'share_link.created',
              subject: { scan: scan.id, site: scan.site },
              details: { link: made.id },
            },
            options.clock.now(),
          );
          return made;
        });
        return reply.status(201).send(toShareLink(row));
      },
    );

    scans.get(
      '/scans/:id/share',
      {
        schema: {
          summary: "A scan's share links, newest first (revoked ones carry revokedAt)",
          tags: ['sharing'],
          params: scanParams,
          response: { 200: shareLinkListSchema, ...problems(401, 404) },
        },
      },
      async (request) => {
        const scan = ownScanOf.of(request);
        return { items: (await listShareLinksOfScan(db.orm, scan.id)).map(toShareLink) };
      },
    );

    scans.delete(
      '/scans/:id/share/:linkId',
      {
        schema: {
          summary: 'Revoke a share link: its token answers 404 from then on',
          tags: ['sharing'],
          params: linkParams,
          response: { 204: z.null(), ...problems(401, 404) },
        },
      },
      async (request, reply) => {
        const scan = ownScanOf.of(request);
        const { linkId } = request.params;
        const revoked =
          isUuid(linkId) &&
          (await db.orm.transaction(async (tx) => {
            const done = await revokeShareLink(tx, scan.id, linkId.toLowerCase());
            if (done) {
              await recordBy(
                tx,
                request.viewer!,
                {
                  action: 'share_link.revoked',
                  subject: { scan: scan.id, site: scan.site },
                  details: { link: linkId.toLowerCase() },
                },
                options.clock.now(),
              );
            }
            return done;
          }));
        if (!revoked) throw new HttpProblem(404, 'not_found', 'No such share link.');
        return reply.status(204).send(null);
      },
    );
  });

  // Reading through a link: the scan routes' own handlers, under the share link's access rule.
  await app.register(async (group) => {
    group.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex');
    });
    const reading = guardRoutes(group, sharedScan(db));
    registerScanReadRoutes(group, { db, mount: SHARED_SCAN_READS, reading });
  });
};
