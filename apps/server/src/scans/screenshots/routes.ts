import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../../access/index.js';
import type { Database } from '../../platform/db/database.js';
import { isUuid } from '../../platform/db/uuid.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { problems } from '../../platform/http/problem-responses.js';
import { readableScan, sharedScan } from '../access.js';
import { findFindingScreenshot } from './screenshots-repo.js';

export interface ScreenshotsPluginOptions {
  db: Database;
}

const scanParams = z.object({ id: z.string().max(100), screenshotId: z.string().max(100) });
const flowParams = z.object({ id: z.string().max(100), flowId: z.string().max(100) });
const JPEG_DATA_URL = /^data:image\/jpeg;base64,([A-Za-z0-9+/=]+)$/;
const sharedParams = z.object({ token: z.string().max(200), screenshotId: z.string().max(100) });
const notFound = problems(404);

/**
 * GET /api/scans/:id/screenshots/:screenshotId — a violating element highlighted in its page, for
 * whoever may see the scan; GET /api/shared/:token/screenshots/:screenshotId — the same through a
 * live share link. A picture never changes once stored, so the owner's copy may be cached; shared
 * ones are not, so that revoking the link takes effect at once.
 */
export const screenshotsPlugin: FastifyPluginAsyncZod<ScreenshotsPluginOptions> = async (app, options) => {
  const { db } = options;

  const sendScreenshot = async (
    reply: FastifyReply,
    scanId: string,
    screenshotId: string,
    cacheControl: string,
  ) => {
    const screenshot = isUuid(screenshotId)
      ? await findFindingScreenshot(db.orm, scanId, screenshotId.toLowerCase())
      : undefined;
    if (!screenshot) throw new HttpProblem(404, 'not_found', 'No such screenshot.');
    const { bytes } = screenshot;
    return sendPicture(
      reply,
      screenshot.mime,
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      cacheControl,
    );
  };
  const sendPicture = (reply: FastifyReply, mime: string, bytes: Buffer, cacheControl: string) =>
    reply
      .type(mime)
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .send(bytes);

  // Whoever may read the scan, by the scan routes' rule.
  await app.register(async (group) => {
    const reading = guardRoutes(group, readableScan(db));
    group.withTypeProvider<ZodTypeProvider>().get(
      '/scans/:id/screenshots/:screenshotId',
      {
        schema: {
          summary: "A screenshot of one of a scan's violating elements, highlighted (image/jpeg)",
          description: "The finding's node names it in `screenshot`. Visible exactly when the scan is.",
          tags: ['scans'],
          params: scanParams,
          response: notFound,
        },
      },
      async (request, reply) => {
        const { scan } = reading.of(request);
        return sendScreenshot(
          reply,
          scan.id,
          request.params.screenshotId,
          'private, max-age=86400, immutable',
        );
      },
    );
    group.withTypeProvider<ZodTypeProvider>().get(
      '/scans/:id/flows/:flowId/screenshot',
      {
        schema: {
          summary: "The page where one of the scan's user flows stopped, as the engine saw it (image/jpeg)",
          description: "Present when the flow's run in `flows` has `failedAt.screenshot: true`.",
          tags: ['scans'],
          params: flowParams,
          response: notFound,
        },
      },
      async (request, reply) => {
        const { scan } = reading.of(request);
        const run = scan.flowRuns.find((candidate) => candidate.flow === request.params.flowId);
        const picture = JPEG_DATA_URL.exec(run?.failedAt?.screenshot ?? '');
        if (!picture) throw new HttpProblem(404, 'not_found', 'No picture of where this flow stopped.');
        return sendPicture(
          reply,
          'image/jpeg',
          Buffer.from(picture[1]!, 'base64'),
          'private, max-age=86400, immutable',
        );
      },
    );
  });

  // Whoever holds a live share link, by the share link's rule.
  await app.register(async (group) => {
    // Before the access check (hooks run in order), as the handler set it before looking the link up.
    group.addHook('preHandler', async (_request, reply) => {
      reply.header('x-robots-tag', 'noindex');
    });
    const reading = guardRoutes(group, sharedScan(db));
    group.withTypeProvider<ZodTypeProvider>().get(
      '/shared/:token/screenshots/:screenshotId',
      {
        schema: {
          summary: "A screenshot of one of a shared scan's violating elements (image/jpeg)",
          tags: ['sharing'],
          params: sharedParams,
          response: notFound,
        },
      },
      async (request, reply) => {
        const { scan } = reading.of(request);
        return sendScreenshot(reply, scan.id, request.params.screenshotId, 'private, no-store');
      },
    );
  });
};
