import { siteSettingsSchema, updateSiteSettingsSchema } from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../../access/index.js';
import { recordBy } from '../../activity/index.js';
import type { AllowanceReader } from '../../billing/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { problems } from '../../platform/http/problem-responses.js';
import type { CredentialsCipher } from '../../platform/secrets/credentials-cipher.js';
import { ownSite } from '../access.js';
import { settingsToStore, toSiteSettingsView } from './site-settings-model.js';
import { findSiteSettings, saveSiteSettings, siteStartUrl } from './site-settings-repo.js';

export interface SiteSettingsPluginOptions {
  db: Database;
  allowance: AllowanceReader;
  clock: Clock;
  /** Undefined without CREDENTIALS_KEY: sign-ins with secrets are then refused. */
  cipher: CredentialsCipher | undefined;
}

const siteParams = z.object({ id: z.string().max(100) });

/**
 * How a site of the caller's plan is scanned: which pages its crawls visit and how they sign in.
 * Secrets are written, never read: the answer says only that one is stored.
 */
export const siteSettingsPlugin: FastifyPluginAsyncZod<SiteSettingsPluginOptions> = async (app, options) => {
  const { db, clock, cipher } = options;
  // How a site is signed in to and scoped is the team's business, not a client's.
  const siteOf = guardRoutes(app, ownSite(db, options.allowance, 'manage', 'team'));

  app.get(
    '/sites/:id/settings',
    {
      schema: {
        summary: "The site's scan settings: crawl scope and sign-in (without its secrets)",
        tags: ['sites'],
        params: siteParams,
        response: { 200: siteSettingsSchema, ...problems(401, 403, 404, 502) },
      },
    },
    async (request) => {
      const monitor = siteOf.of(request);
      const row = await findSiteSettings(db.orm, monitor.organisationId, monitor.site);
      return toSiteSettingsView(siteStartUrl(row, monitor.url), row, cipher !== undefined);
    },
  );

  app.put(
    '/sites/:id/settings',
    {
      schema: {
        summary: 'Change how the site is scanned',
        description:
          'startUrl changes where scans of the site begin (http or https, on the same site: 400 other_site otherwise); the default scope keeps to its folder. Patterns are paths on the site (`*` within a folder, `**` across folders). A secret left out keeps the stored one; `signIn: null` removes the sign-in and its secrets. Secrets are sealed with AES-256-GCM under CREDENTIALS_KEY; without it a sign-in with secrets answers 409 credentials_unavailable.',
        tags: ['sites'],
        params: siteParams,
        body: updateSiteSettingsSchema,
        response: { 200: siteSettingsSchema, ...problems(400, 401, 403, 404, 409, 413, 415, 502) },
      },
    },
    async (request) => {
      const monitor = siteOf.of(request);
      const existing = await findSiteSettings(db.orm, monitor.organisationId, monitor.site);
      const values = settingsToStore(request.body, {
        organisationId: monitor.organisationId,
        site: monitor.site,
        existing,
        cipher,
      });
      const viewer = request.viewer!;
      const row = await db.orm.transaction(async (tx) => {
        const saved = await saveSiteSettings(tx, values, clock.now());
        // What changed, never a secret: the sign-in only as set or removed.
        await recordBy(
          tx,
          viewer,
          {
            action: 'site.settings_changed',
            subject: { site: monitor.site },
            details: {
              startUrl: siteStartUrl(saved, monitor.url),
              scope: request.body.scope,
              signIn: request.body.signIn === null ? 'none' : 'set',
            },
          },
          clock.now(),
        );
        return saved;
      });
      return toSiteSettingsView(siteStartUrl(row, monitor.url), row, cipher !== undefined);
    },
  );
};
