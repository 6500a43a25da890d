import { randomUUID } from 'node:crypto';
import {
  createdWebhookSchema,
  createWebhookRequestSchema,
  deliveryListSchema,
  deliveryViewSchema,
  MAX_WEBHOOKS,
  updateWebhookRequestSchema,
  webhookListSchema,
  webhookViewSchema,
} from '@klarsicht/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, type Viewer } from '../access/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { isUuid } from '../platform/db/uuid.js';
import { HttpProblem } from '../platform/http/problem.js';
import { problems } from '../platform/http/problem-responses.js';
import { parseScanTarget } from '../platform/http/target-url.js';
import type { RecordActivity } from '../platform/record-activity.js';
import type { CredentialsCipher } from '../platform/secrets/credentials-cipher.js';
import { type DeliveryQueue, emitTestEvent, redeliver } from './emit.js';
import { webhooks } from './schema.js';
import { newSigningSecret } from './signing.js';
import { toDeliveryView, toWebhookView } from './views.js';
import { checkTarget, shownTarget, type TargetPolicy } from './webhook-target.js';
import {
  countWebhooks,
  deliveriesOf,
  findDelivery,
  findWebhook,
  insertWebhook,
  lastDeliveries,
  secretBinding,
  urlBinding,
  type WebhookRow,
  webhooksOf,
} from './webhooks-repo.js';

export interface WebhooksPluginOptions {
  db: Database;
  clock: Clock;
  record: RecordActivity;
  queue: DeliveryQueue;
  cipher: CredentialsCipher | undefined;
  policy: TargetPolicy;
}

const webhookParams = z.object({ webhookId: z.string().max(100) });
const deliveryParams = webhookParams.extend({ deliveryId: z.string().max(100) });

const noCipher = () =>
  new HttpProblem(
    409,
    'credentials_unavailable',
    'Webhook addresses and secrets are sealed under CREDENTIALS_KEYS, which this service does not have.',
  );

/** A site as events name it (`example.com`), from whatever form it was given in. */
function siteOf(input: string): string {
  try {
    return parseScanTarget(input).site;
  } catch {
    throw new HttpProblem(400, 'validation_failed', 'The site is not an address.', [
      { field: 'site', code: 'invalid', message: 'The site is not an address.' },
    ]);
  }
}

/**
 * /api/organisation/webhooks (decision 030): where the organisation's events go, their deliveries,
 * a test event and redelivery. Admins and owners, signed in: a token leaked from a pipeline must
 * not be able to point the organisation's events somewhere else.
 */
export const webhooksPlugin: FastifyPluginAsyncZod<WebhooksPluginOptions> = async (app, options) => {
  const { db, clock, queue, policy } = options;
  const cipherOrRefuse = () => {
    if (!options.cipher) throw noCipher();
    return options.cipher;
  };

  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const administrator = guardRoutes(group, {
      kind: 'organisation',
      action: 'administer',
      signIn: 'Sign in to manage integrations.',
      interactiveOnly: 'API tokens cannot manage integrations; sign in to the web app.',
    });

    routes.get(
      '/organisation/webhooks',
      {
        schema: {
          summary: "The organisation's webhooks, Slack and Teams channels",
          tags: ['webhooks'],
          response: { 200: webhookListSchema, ...problems(401, 403) },
        },
      },
      async (request) => {
        const { organisationId } = administrator.of(request);
        const rows = await webhooksOf(db.orm, organisationId);
        const last = await lastDeliveries(
          db.orm,
          rows.map((row) => row.id),
        );
        return { items: rows.map((row) => toWebhookView(row, last.get(row.id))) };
      },
    );

    routes.post(
      '/organisation/webhooks',
      {
        schema: {
          summary: 'Send events to a webhook, a Slack or a Teams channel',
          description: `A webhook gets every event as JSON, signed as the Standard Webhooks specification says (headers webhook-id, webhook-timestamp, webhook-signature); its secret (whsec_…) is in this answer only. Slack (https://hooks.slack.com/services/…) and Teams (a Workflows webhook) get a message in the chosen language. The address must be https and reach the internet (400 url_forbidden for private, loopback or reserved addresses). At most ${MAX_WEBHOOKS} per organisation.`,
          tags: ['webhooks'],
          body: createWebhookRequestSchema,
          response: { 201: createdWebhookSchema, ...problems(400, 401, 403, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const viewer = administrator.of(request);
        const cipher = cipherOrRefuse();
        const { body } = request;
        const url = await checkTarget(body.kind, body.url, policy);
        const site = body.site === undefined ? null : siteOf(body.site);
        const secret = body.kind === 'webhook' ? newSigningSecret() : undefined;
        const row = await db.orm.transaction(async (tx) => {
          if ((await countWebhooks(tx, viewer.organisationId)) >= MAX_WEBHOOKS)
            throw new HttpProblem(
              409,
              'webhooks_limit',
              `An organisation has at most ${MAX_WEBHOOKS} webhooks; delete one first.`,
            );
          const made = await insertWebhook(tx, cipher, {
            id: randomUUID(),
            organisationId: viewer.organisationId,
            kind: body.kind,
            url: url.href,
            urlShown: shownTarget(body.kind, url),
            secret,
            events: [...new Set(body.events)],
            site,
            language: body.language,
            description: body.description || null,
            createdBy: viewer.userId,
          });
          await options.record(tx, viewer, {
            action: 'webhook.created',
            subject: { integration: made.urlShown, ...(site ? { site } : {}) },
            details: { kind: made.kind, events: made.events },
          });
          return made;
        });
        return reply
          .status(201)
          .header('cache-control', 'no-store')
          .send({ ...toWebhookView(row, undefined), ...(secret ? { secret } : {}) });
      },
    );
  });

  // The routes of one webhook: its id is looked up before the body is read, so another
  // organisation's id answers 404 whatever was sent.
  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const webhookOf = guardRoutes<{ viewer: Viewer; row: WebhookRow }>(group, {
      kind: 'organisation',
      action: 'administer',
      phase: 'onRequest',
      signIn: 'Sign in to manage integrations.',
      interactiveOnly: 'API tokens cannot manage integrations; sign in to the web app.',
      notFound: 'There is no such webhook.',
      load: async (request, viewer) => {
        const { webhookId } = (request.params ?? {}) as { webhookId?: unknown };
        if (!viewer || typeof webhookId !== 'string' || !isUuid(webhookId)) return undefined;
        const row = await findWebhook(db.orm, viewer.organisationId, webhookId.toLowerCase());
        return (
          row && {
            resource: { kind: 'organisation', organisationId: viewer.organisationId },
            value: { viewer, row },
          }
        );
      },
    });
    const viewOf = async (row: WebhookRow) =>
      toWebhookView(row, (await lastDeliveries(db.orm, [row.id])).get(row.id));

    routes.patch(
      '/organisation/webhooks/:webhookId',
      {
        schema: {
          summary: 'Change a webhook: its events, site, language, address, or switch it on or off',
          tags: ['webhooks'],
          params: webhookParams,
          body: updateWebhookRequestSchema,
          response: { 200: webhookViewSchema, ...problems(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request) => {
        const { viewer, row } = webhookOf.of(request);
        const { body } = request;
        const changes: Partial<typeof webhooks.$inferInsert> = {};
        if (body.url !== undefined) {
          const cipher = cipherOrRefuse();
          const url = await checkTarget(row.kind, body.url, policy);
          changes.urlSealed = cipher.seal(url.href, urlBinding(row.id));
          changes.urlShown = shownTarget(row.kind, url);
        }
        if (body.events !== undefined) changes.events = [...new Set(body.events)];
        if (body.site !== undefined) changes.site = body.site === null ? null : siteOf(body.site);
        if (body.language !== undefined) changes.language = body.language;
        if (body.description !== undefined) changes.description = body.description || null;
        if (body.enabled !== undefined) {
          changes.enabled = body.enabled;
          changes.disabledReason = null;
        }
        if (Object.keys(changes).length === 0) return viewOf(row);
        const updated = await db.orm.transaction(async (tx) => {
          const [changed] = await tx.update(webhooks).set(changes).where(eq(webhooks.id, row.id)).returning();
          await options.record(tx, viewer, {
            action: 'webhook.changed',
            subject: { integration: changed!.urlShown },
            details: { fields: Object.keys(body) },
          });
          return changed!;
        });
        return viewOf(updated);
      },
    );

    routes.delete(
      '/organisation/webhooks/:webhookId',
      {
        schema: {
          summary: 'Delete a webhook and its delivery log',
          tags: ['webhooks'],
          params: webhookParams,
          response: { 204: z.null().describe('Deleted'), ...problems(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { viewer, row } = webhookOf.of(request);
        await db.orm.transaction(async (tx) => {
          await tx.delete(webhooks).where(eq(webhooks.id, row.id));
          await options.record(tx, viewer, {
            action: 'webhook.deleted',
            subject: { integration: row.urlShown },
            details: { kind: row.kind },
          });
        });
        return reply.status(204).send(null);
      },
    );

    routes.post(
      '/organisation/webhooks/:webhookId/secret',
      {
        schema: {
          summary: "Renew a webhook's signing secret (shown once; the old one stops at once)",
          tags: ['webhooks'],
          params: webhookParams,
          response: { 200: createdWebhookSchema, ...problems(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { viewer, row } = webhookOf.of(request);
        if (row.kind !== 'webhook')
          throw new HttpProblem(400, 'validation_failed', 'Only webhooks have a signing secret.');
        const cipher = cipherOrRefuse();
        const secret = newSigningSecret();
        const updated = await db.orm.transaction(async (tx) => {
          const [changed] = await tx
            .update(webhooks)
            .set({ secretSealed: cipher.seal(secret, secretBinding(row.id)) })
            .where(eq(webhooks.id, row.id))
            .returning();
          await options.record(tx, viewer, {
            action: 'webhook.secret_renewed',
            subject: { integration: row.urlShown },
          });
          return changed!;
        });
        return reply.header('cache-control', 'no-store').send({ ...(await viewOf(updated)), secret });
      },
    );

    routes.post(
      '/organisation/webhooks/:webhookId/test',
      {
        schema: {
          summary: 'Send a test event (webhook.test) now, once',
          tags: ['webhooks'],
          params: webhookParams,
          response: { 202: deliveryViewSchema, ...problems(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { row } = webhookOf.of(request);
        const eventId = await db.orm.transaction((tx) => emitTestEvent(tx, queue, row, clock.now()));
        const delivery = (await deliveriesOf(db.orm, row.id)).find((entry) => entry.eventId === eventId);
        return reply.status(202).send(toDeliveryView(delivery!));
      },
    );

    routes.get(
      '/organisation/webhooks/:webhookId/deliveries',
      {
        schema: {
          summary: "A webhook's latest deliveries, newest first",
          tags: ['webhooks'],
          params: webhookParams,
          response: { 200: deliveryListSchema, ...problems(401, 403, 404) },
        },
      },
      async (request) => {
        const { row } = webhookOf.of(request);
        return { items: (await deliveriesOf(db.orm, row.id)).map(toDeliveryView) };
      },
    );

    routes.post(
      '/organisation/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
      {
        schema: {
          summary: 'Send a delivery again now, once (the same event, the same webhook-id)',
          tags: ['webhooks'],
          params: deliveryParams,
          response: { 202: deliveryViewSchema, ...problems(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { row } = webhookOf.of(request);
        const { deliveryId } = request.params;
        const delivery = isUuid(deliveryId)
          ? await findDelivery(db.orm, row.id, deliveryId.toLowerCase())
          : undefined;
        if (!delivery) throw new HttpProblem(404, 'not_found', 'There is no such delivery.');
        await db.orm.transaction((tx) => redeliver(tx, queue, delivery, clock.now()));
        return reply
          .status(202)
          .send(toDeliveryView({ ...delivery, status: 'pending', nextAttemptAt: clock.now() }));
      },
    );
  });
};
