import { type AcrFormat, acrQuerySchema } from '@klarsicht/contracts';
import { type AcrDocument, acrDocument, CONFORMANCE_TARGETS } from '@klarsicht/report';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../../access/index.js';
import type { AllowanceReader } from '../../billing/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { problems } from '../../platform/http/problem-responses.js';
import { answerLanguage } from '../../platform/i18n/request-language.js';
import { ownSite } from '../../sites/index.js';
import { loadSiteConformance } from '../site-conformance.js';
import { findStatement } from '../statements/statements-repo.js';
import { acrDocx } from './acr-docx.js';
import { ACR_HTML_CSP, acrHtml } from './acr-html.js';
import { acrInputOf } from './acr-input.js';
import { acrOpenAcr } from './acr-openacr.js';

export interface AcrPluginOptions {
  db: Database;
  allowance: AllowanceReader;
  clock: Clock;
}

const siteParams = z.object({ id: z.string().max(100) });

/**
 * How each format is sent. YAML has its own media type since RFC 9512 (GSA's OpenACR project names
 * none); the web page opens in the browser, the files download.
 */
const FORMATS: Readonly<
  Record<
    AcrFormat,
    {
      type: string;
      extension: string;
      disposition: 'inline' | 'attachment';
      render: (document: AcrDocument) => string | Promise<Buffer>;
    }
  >
> = {
  html: { type: 'text/html; charset=utf-8', extension: 'html', disposition: 'inline', render: acrHtml },
  docx: {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    disposition: 'attachment',
    render: acrDocx,
  },
  openacr: {
    type: 'application/yaml; charset=utf-8',
    extension: 'yaml',
    disposition: 'attachment',
    render: acrOpenAcr,
  },
};

/** A host name as a file name's part: letters, digits, dots and hyphens. */
const fileNamePart = (site: string) => site.replace(/[^a-z0-9.-]+/gi, '-');

/**
 * GET /api/sites/:id/acr — an Accessibility Conformance Report of the site, from its conformance
 * table, for whoever may export the site's reports.
 */
export const acrPlugin: FastifyPluginAsyncZod<AcrPluginOptions> = async (app, options) => {
  const { db, clock } = options;
  const siteOf = guardRoutes(app, ownSite(db, options.allowance, 'export', 'export'));

  // A plain FastifySchema: the answer is a page or a file, which the typed routes' problem-only responses refuse.
  const schema: FastifySchema = {
    summary: 'An Accessibility Conformance Report of the site (VPAT® 2.5)',
    description:
      "The site's conformance table as an Accessibility Conformance Report based on VPAT® 2.5: the WCAG edition (tables for Level A, AA and AAA), the EU edition (EN 301 549 chapters 4 to 13) or the international edition (WCAG, Revised Section 508 and EN 301 549). Edition: `edition`, else eu for a profile that follows EN 301 549 and wcag otherwise. Format: an accessible web page (`html`, the default), a Word document (`docx`) or an OpenACR file (`openacr`, YAML after GSA's schema 0.1.0). Language: `lang`, else Accept-Language (German by default). Product, operator and contact come from the site's accessibility statement draft, else the site's host name.",
    tags: ['conformance'],
    params: siteParams,
    querystring: acrQuerySchema,
    response: { ...problems(400, 401, 403, 404, 502) },
  };

  app.get('/sites/:id/acr', { schema }, async (request, reply) => {
    const monitor = siteOf.of(request);
    // Validated already (a bad value answers 400); parsed again for its type.
    const query = acrQuerySchema.parse(request.query);
    const language = answerLanguage({ query, headers: request.headers }, reply);
    const { format } = query;
    const edition = query.edition ?? (CONFORMANCE_TARGETS[monitor.profile].en301549 ? 'eu' : 'wcag');
    const [state, statement] = await Promise.all([
      loadSiteConformance(db.orm, monitor, language),
      findStatement(db.orm, monitor.organisationId, monitor.site),
    ]);
    const today = clock.now();
    const document = acrDocument(acrInputOf(monitor, state, statement?.draft, { edition, language, today }));
    const sent = FORMATS[format];
    const fileName = `klarsicht-acr-${fileNamePart(monitor.site)}-${edition}-${language}-${today.toISOString().slice(0, 10)}.${sent.extension}`;
    reply
      .type(sent.type)
      .header('content-disposition', `${sent.disposition}; filename="${fileName}"`)
      .header('cache-control', 'private, no-store');
    // The page has an inline stylesheet, which the API's own policy does not allow.
    if (format === 'html') reply.header('content-security-policy', ACR_HTML_CSP);
    return reply.send(await sent.render(document));
  });
};
