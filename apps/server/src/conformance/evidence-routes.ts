import { criterionIdSchema, EVIDENCE_MAX_BYTES, EVIDENCE_MIME_TYPES } from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../access/index.js';
import type { AllowanceReader } from '../billing/index.js';
import type { Database } from '../platform/db/database.js';
import { sendPicture, uploadedPicture } from '../platform/http/pictures.js';
import { HttpProblem } from '../platform/http/problem.js';
import { problems } from '../platform/http/problem-responses.js';
import type { MonitorRow } from '../sites/index.js';
import { ownSite } from '../sites/index.js';
import {
  deleteCriterionEvidence,
  findCriterionEvidence,
  findCriterionResult,
  putCriterionEvidence,
} from './conformance-repo.js';

export interface EvidencePluginOptions {
  db: Database;
  allowance: AllowanceReader;
}

const params = z.object({ id: z.string().max(100), criterion: z.string().max(20) });

/**
 * A picture as evidence of a verdict (a screenshot of what the person saw): uploaded as the raw
 * body, one per verdict, read back by its owner only, removed with the verdict. In its own scope,
 * whose only parsers take the picture types as a Buffer.
 */
export const evidencePlugin: FastifyPluginAsyncZod<EvidencePluginOptions> = async (app, options) => {
  const { db } = options;
  const siteOf = guardRoutes(app, ownSite(db, options.allowance, 'review'));
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...EVIDENCE_MIME_TYPES],
    { parseAs: 'buffer', bodyLimit: EVIDENCE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  const verdictOf = async (monitor: MonitorRow, criterion: string) => {
    const result = criterionIdSchema.safeParse(criterion).success
      ? await findCriterionResult(db.orm, monitor.organisationId, monitor.site, criterion)
      : undefined;
    if (!result) throw new HttpProblem(404, 'not_found', 'No verdict on this criterion: record one first.');
    return result;
  };

  app.put(
    '/sites/:id/criteria/:criterion/evidence',
    {
      schema: {
        summary: 'Attach a picture to your verdict on a criterion',
        description: `The raw picture as the body, as ${EVIDENCE_MIME_TYPES.join(', ')}, at most ${EVIDENCE_MAX_BYTES / 1024 / 1024} MB; it replaces an earlier one. 404 without a verdict.`,
        tags: ['conformance'],
        params,
        response: { 204: z.null().describe('Attached'), ...problems(400, 401, 403, 404, 413, 415, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const result = await verdictOf(monitor, request.params.criterion);
      const body = request.body as Buffer;
      const type = uploadedPicture(request.headers['content-type'], body, EVIDENCE_MIME_TYPES);
      if (!type) {
        throw new HttpProblem(400, 'validation_failed', 'The body is not a picture of the type it names.', [
          {
            field: 'body',
            code: 'not_an_image',
            message: `Send a ${EVIDENCE_MIME_TYPES.join(', ')} picture.`,
          },
        ]);
      }
      await putCriterionEvidence(db.orm, { resultId: result.id, mime: type, bytes: body });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/sites/:id/criteria/:criterion/evidence',
    {
      schema: {
        summary: 'The picture attached to your verdict',
        tags: ['conformance'],
        params,
        response: { ...problems(401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const result = await verdictOf(monitor, request.params.criterion);
      const evidence = await findCriterionEvidence(db.orm, result.id);
      if (!evidence) throw new HttpProblem(404, 'not_found', 'No picture on this verdict.');
      return sendPicture(reply, evidence);
    },
  );

  app.delete(
    '/sites/:id/criteria/:criterion/evidence',
    {
      schema: {
        summary: 'Remove the picture from your verdict',
        tags: ['conformance'],
        params,
        response: { 204: z.null().describe('Removed'), ...problems(401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const result = await verdictOf(monitor, request.params.criterion);
      if (!(await deleteCriterionEvidence(db.orm, result.id))) {
        throw new HttpProblem(404, 'not_found', 'No picture on this verdict.');
      }
      return reply.status(204).send(null);
    },
  );
};
