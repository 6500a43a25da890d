import { randomUUID } from 'node:crypto';
import {
  MAX_RECORDING_BYTES,
  MAX_SITE_FLOWS,
  siteFlowDetailSchema,
  siteFlowListSchema,
  siteFlowRequestSchema,
} from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../../access/index.js';
import { recordBy } from '../../activity/index.js';
import type { AllowanceReader } from '../../billing/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { problems } from '../../platform/http/problem-responses.js';
import { ownSite } from '../access.js';
import { findSiteSettings, siteStartUrl } from '../settings/site-settings-repo.js';
import {
  countSiteFlows,
  deleteSiteFlow,
  findSiteFlow,
  insertSiteFlow,
  listSiteFlows,
  updateSiteFlow,
} from './flows-repo.js';
import { checkRecording, toSiteFlowDetail, toSiteFlowView } from './site-flows.js';

export interface SiteFlowsPluginOptions {
  db: Database;
  allowance: AllowanceReader;
  clock: Clock;
}

const siteParams = z.object({ id: z.string().max(100) });
const flowParams = siteParams.extend({ flowId: z.string().max(100) });

/**
 * A site's user flows (decision 032): recordings from Chrome DevTools' Recorder that every scan of
 * the site replays after its crawl. Like the scan settings, the team's business: what a flow types
 * into the site's forms is the site's.
 */
export const siteFlowsPlugin: FastifyPluginAsyncZod<SiteFlowsPluginOptions> = async (app, options) => {
  const { db, clock } = options;
  const siteOf = guardRoutes(app, ownSite(db, options.allowance, 'manage', 'team'));

  /** The recording checked against the site, or a 400 naming each problem. */
  const checked = async (
    monitor: { organisationId: string; site: string; url: string },
    recording: unknown,
  ) => {
    const settings = await findSiteSettings(db.orm, monitor.organisationId, monitor.site);
    const outcome = checkRecording(recording, siteStartUrl(settings, monitor.url));
    if (!outcome.ok) {
      throw new HttpProblem(
        400,
        'invalid_recording',
        'The recording cannot be replayed as it is.',
        outcome.errors,
      );
    }
    return outcome.recording as unknown as Record<string, unknown>;
  };
  const notFound = () => new HttpProblem(404, 'not_found', 'The site has no such flow.');

  app.get(
    '/sites/:id/flows',
    {
      schema: {
        summary: "The site's user flows, in the order its scans replay them",
        tags: ['sites'],
        params: siteParams,
        response: { 200: siteFlowListSchema, ...problems(401, 403, 404, 502) },
      },
    },
    async (request) => {
      const monitor = siteOf.of(request);
      const rows = await listSiteFlows(db.orm, monitor.organisationId, monitor.site);
      return { items: rows.map(toSiteFlowView) };
    },
  );

  app.post(
    '/sites/:id/flows',
    {
      // A recording is larger than the service's other bodies: a long flow's JSON runs to some 100 kB.
      bodyLimit: MAX_RECORDING_BYTES,
      schema: {
        summary: 'Add a user flow: a recording from Chrome DevTools Recorder',
        description: `The recording is the Recorder's JSON export. It is checked as the engine replays it (step types, selectors, fields): problems answer 400 invalid_recording with one error per problem (field \`recording.<path>\`, code a recording problem code, or off_site for an address not on the site). A site has at most ${MAX_SITE_FLOWS} flows (409 flows_limit). Every scan of the site replays its flows after the crawl; a \`klarsicht.check\` custom step marks a state to check, and states a step opens (a page, a dialog, an expanded control, an error message) are checked too.`,
        tags: ['sites'],
        params: siteParams,
        body: siteFlowRequestSchema,
        response: { 201: siteFlowDetailSchema, ...problems(400, 401, 403, 404, 409, 413, 415, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const recording = await checked(monitor, request.body.recording);
      const now = clock.now();
      const row = await db.orm.transaction(async (tx) => {
        if ((await countSiteFlows(tx, monitor.organisationId, monitor.site)) >= MAX_SITE_FLOWS) {
          throw new HttpProblem(409, 'flows_limit', `A site has at most ${MAX_SITE_FLOWS} flows.`);
        }
        const inserted = await insertSiteFlow(tx, {
          id: randomUUID(),
          organisationId: monitor.organisationId,
          site: monitor.site,
          name: request.body.name,
          recording,
          createdBy: request.viewer!.userId,
          createdAt: now,
          updatedAt: now,
        });
        await recordBy(
          tx,
          request.viewer!,
          {
            action: 'site.flow_added',
            subject: { site: monitor.site },
            details: { flow: inserted.id, name: inserted.name },
          },
          now,
        );
        return inserted;
      });
      reply.code(201);
      return toSiteFlowDetail(row);
    },
  );

  app.get(
    '/sites/:id/flows/:flowId',
    {
      schema: {
        summary: 'One user flow with its recording (for download)',
        tags: ['sites'],
        params: flowParams,
        response: { 200: siteFlowDetailSchema, ...problems(401, 403, 404, 502) },
      },
    },
    async (request) => {
      const monitor = siteOf.of(request);
      const row = await findSiteFlow(db.orm, monitor.organisationId, monitor.site, request.params.flowId);
      if (!row) throw notFound();
      return toSiteFlowDetail(row);
    },
  );

  app.put(
    '/sites/:id/flows/:flowId',
    {
      bodyLimit: MAX_RECORDING_BYTES,
      schema: {
        summary: 'Rename a user flow or replace its recording',
        description: 'Checked as when it is added (400 invalid_recording).',
        tags: ['sites'],
        params: flowParams,
        body: siteFlowRequestSchema,
        response: { 200: siteFlowDetailSchema, ...problems(400, 401, 403, 404, 413, 415, 502) },
      },
    },
    async (request) => {
      const monitor = siteOf.of(request);
      const recording = await checked(monitor, request.body.recording);
      const now = clock.now();
      const key = { organisationId: monitor.organisationId, site: monitor.site, id: request.params.flowId };
      const row = await db.orm.transaction(async (tx) => {
        const updated = await updateSiteFlow(tx, key, { name: request.body.name, recording, updatedAt: now });
        if (!updated) throw notFound();
        await recordBy(
          tx,
          request.viewer!,
          {
            action: 'site.flow_changed',
            subject: { site: monitor.site },
            details: { flow: updated.id, name: updated.name },
          },
          now,
        );
        return updated;
      });
      return toSiteFlowDetail(row);
    },
  );

  app.delete(
    '/sites/:id/flows/:flowId',
    {
      schema: {
        summary: 'Delete a user flow (scans already run keep the states it checked)',
        tags: ['sites'],
        params: flowParams,
        response: { 204: z.null(), ...problems(401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const key = { organisationId: monitor.organisationId, site: monitor.site, id: request.params.flowId };
      await db.orm.transaction(async (tx) => {
        if (!(await deleteSiteFlow(tx, key))) throw notFound();
        await recordBy(
          tx,
          request.viewer!,
          { action: 'site.flow_deleted', subject: { site: monitor.site }, details: { flow: key.id } },
          clock.now(),
        );
      });
      reply.code(204);
      return null;
    },
  );
};
