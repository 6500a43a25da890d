import {
  markNotificationsReadSchema,
  notificationListSchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
} from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../access/index.js';
import { signedInUser } from '../accounts/index.js';
import { type Clock, systemClock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { problems } from '../platform/http/problem-responses.js';
import { inAppKinds, listNotifications, markRead, putSettings, settingsOf } from './notifications-repo.js';
import { toNotificationView } from './views.js';

export interface NotificationsPluginOptions {
  db: Database;
  clock?: Clock;
}

/**
 * A person's inbox of notices about decisions on issues (decision 029), across their
 * organisations, and their choice of what they hear of and how.
 */
export const notificationsPlugin: FastifyPluginAsyncZod<NotificationsPluginOptions> = async (
  app,
  options,
) => {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const userOf = guardRoutes(app, signedInUser(db, { signIn: 'Sign in to see your notifications.' }, 'read'));

  routes.get(
    '/me/notifications',
    {
      schema: {
        summary: 'Your notifications of decisions on issues, newest first',
        description:
          'Issues assigned to you, due soon, found again, confirmed fixed: the kinds you see in the app (see /api/me/notification-settings), in every organisation you belong to. `unread` counts all unread ones.',
        tags: ['notifications'],
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, ...problems(400, 401) },
      },
    },
    async (request) => {
      const user = userOf.of(request);
      const settings = await settingsOf(db.orm, user.id);
      const list = await listNotifications(db.orm, user.id, {
        unreadOnly: request.query.unread === 'true',
        limit: request.query.limit,
        kinds: inAppKinds(settings),
      });
      return {
        unread: list.unread,
        items: list.items.map(toNotificationView),
      };
    },
  );

  routes.post(
    '/me/notifications/read',
    {
      schema: {
        summary: 'Mark your notifications read: these, or all',
        tags: ['notifications'],
        body: markNotificationsReadSchema,
        response: { 204: z.null().describe('Marked'), ...problems(400, 401) },
      },
    },
    async (request, reply) => {
      await markRead(db.orm, userOf.of(request).id, request.body, clock.now());
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/me/notification-settings',
    {
      schema: {
        summary: 'What you hear of, in the app and by mail',
        tags: ['notifications'],
        response: { 200: notificationSettingsSchema, ...problems(401) },
      },
    },
    async (request) => settingsOf(db.orm, userOf.of(request).id),
  );

  routes.put(
    '/me/notification-settings',
    {
      schema: {
        summary: 'Choose what you hear of, in the app and by mail',
        tags: ['notifications'],
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...problems(400, 401) },
      },
    },
    async (request) => {
      const user = userOf.of(request);
      await putSettings(db.orm, user.id, request.body);
      return settingsOf(db.orm, user.id);
    },
  );
};
