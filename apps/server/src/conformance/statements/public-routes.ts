import { languageSchema } from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AllowanceReader } from '../../billing/index.js';
import type { Database } from '../../platform/db/database.js';
import { pickContentLanguage } from '../../platform/i18n/request-language.js';
import { logoDataUrl, siteBranding } from '../../sites/index.js';
import { STATEMENT_STYLESHEET, STATEMENT_STYLESHEET_PATH, statementPage } from './statement-page.js';
import { findStatementByPublicId, listStatementVersions } from './statements-repo.js';

export interface StatementPagesOptions {
  db: Database;
  /** The owners' plans: whether a client's brand may replace ours in the footer. */
  allowance: AllowanceReader;
}

const pageParams = z.object({ publicId: z.string().max(100) });
const pageQuery = z.object({
  lang: languageSchema.optional(),
  version: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

/** The public page of each published statement, at /erklaerung/:publicId, and its stylesheet. */
export const statementPagesPlugin: FastifyPluginAsyncZod<StatementPagesOptions> = async (app, options) => {
  const { db } = options;

  app.get(STATEMENT_STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(STATEMENT_STYLESHEET),
  );

  app.get(
    '/erklaerung/:publicId',
    { schema: { hide: true, params: pageParams, querystring: pageQuery } },
    async (request, reply) => {
      const statement = await findStatementByPublicId(db.orm, request.params.publicId);
      const versions = statement ? await listStatementVersions(db.orm, statement.id) : [];
      const wanted = request.query.version;
      const shown =
        wanted === undefined ? versions[0] : versions.find((version) => version.number === wanted);
      // The app's own 404 page: people follow these links.
      if (!statement || !shown) return reply.callNotFound();
      const language = pickContentLanguage(request.query.lang, request.headers['accept-language']);
      const found = await siteBranding(db, options.allowance, statement.organisationId, statement.site);
      const brand = found && { name: found.name, logoUrl: found.logo ? logoDataUrl(found.logo) : null };
      return reply
        .type('text/html; charset=utf-8')
        .header('content-language', language)
        .header('vary', 'Accept-Language')
        .header('cache-control', 'public, max-age=300')
        .send(statementPage({ publicId: statement.publicId, language, shown, versions, brand }));
    },
  );
};
