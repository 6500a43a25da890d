import { type ReportLanguage, reportQuerySchema, scanReportSchema } from '@klarsicht/contracts';
import { MESSAGES } from '@klarsicht/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../access/index.js';
import { recordBy } from '../activity/index.js';
import type { AllowanceReader } from '../billing/index.js';
import { reportConformance } from '../conformance/index.js';
import { type Clock, systemClock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { HttpProblem } from '../platform/http/problem.js';
import { problems } from '../platform/http/problem-responses.js';
import { pickContentLanguage } from '../platform/i18n/request-language.js';
import type { ScanRow } from '../scans/index.js';
import { ownScan } from '../scans/index.js';
import { logoDataUrl, siteBranding } from '../sites/index.js';
import { type ReportFormat, reportFileName } from './file-name.js';
import { withPdfMetadata } from './pdf-metadata.js';
import { PdfPrinter } from './pdf-printer.js';
import { renderReportCsv } from './report-csv.js';
import { headerFooterTemplates, renderReportHtml } from './report-html.js';
import { buildScanReport } from './report-model.js';

/**
 * GET /api/scans/:id/report.json|.csv|.pdf — a finished scan's report, for its owner only.
 * Anonymous free checks have no owner and no downloadable report.
 */

export interface ReportsPluginOptions {
  db: Database;
  /** The printer to use; without one the plugin makes its own and closes it with the app. */
  printer?: PdfPrinter;
  chromiumPath?: string | undefined;
  clock?: Clock;
  /** The owners' plans: a report has a conformance section for a site the plan covers. */
  allowance?: AllowanceReader;
}

const scanParams = z.object({ id: z.string().max(100) });

const CONTENT_TYPES: Record<ReportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
  pdf: 'application/pdf',
};

export const reportsPlugin: FastifyPluginAsyncZod<ReportsPluginOptions> = async (app, options) => {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  let printer = options.printer;
  if (!printer) {
    const ownPrinter = new PdfPrinter({ chromiumPath: options.chromiumPath });
    app.addHook('onClose', () => ownPrinter.close());
    printer = ownPrinter;
  }
  const pdfPrinter = printer;

  // Reports are the owner's: anonymous scans are visible by id, but their reports are not (nobody owns them).
  const ownScanOf = guardRoutes(app, ownScan(db, 'export', { signIn: 'Sign in to download reports.' }));

  /** The owner's finished scan, or the problem that says why not. */
  function reportableScan(request: FastifyRequest): ScanRow {
    const scan = ownScanOf.of(request);
    if (scan.status === 'queued' || scan.status === 'running') {
      throw new HttpProblem(409, 'conflict', 'The scan has not finished yet.');
    }
    return scan;
  }

  /** The finished scan's report and the language to render it in: `lang`, else Accept-Language. */
  async function translatedReport(request: FastifyRequest, lang: ReportLanguage | undefined) {
    const scan = reportableScan(request);
    const language = pickContentLanguage(lang, request.headers['accept-language']);
    const report = await buildScanReport(db, scan, clock.now(), language);
    const conformance = options.allowance && (await reportConformance(db, options.allowance, scan, language));
    return { scan, language, report: conformance ? { ...report, conformance } : report };
  }

  /**
   * Starts the download of a report that was made, and enters it in the organisation's activity
   * record: who took which report of which scan.
   */
  async function download(
    request: FastifyRequest,
    reply: FastifyReply,
    scan: ScanRow,
    format: ReportFormat,
    language: ReportLanguage,
  ): Promise<void> {
    if (request.viewer && scan.organisationId) {
      // A transaction of its own: the record's lock on the organisation holds until the entry is in,
      // so two exports at once get two numbers, not one and a conflict.
      const viewer = request.viewer;
      await db.orm.transaction((tx) =>
        recordBy(
          tx,
          viewer,
          {
            action: 'report.exported',
            subject: { scan: scan.id, site: scan.site },
            details: { format, language },
          },
          clock.now(),
        ),
      );
    }
    reply
      .type(CONTENT_TYPES[format])
      .header(
        'content-disposition',
        `attachment; filename="${reportFileName(scan, format, format === 'json' ? undefined : language)}"`,
      )
      .header('cache-control', 'private, no-store')
      .header('content-language', language);
  }

  const schemaFor = (format: ReportFormat, summary: string) => ({
    summary,
    description:
      "For the scan's owner, once the scan has finished. Language: `lang`, else Accept-Language (German by default).",
    tags: ['reports'],
    params: scanParams,
    querystring: reportQuerySchema,
    response: {
      ...(format === 'json' ? { 200: scanReportSchema } : {}),
      ...problems(400, 401, 404, 409, ...(format === 'pdf' ? [503] : [])),
    },
  });

  app.get(
    '/scans/:id/report.json',
    { schema: schemaFor('json', 'The scan report as JSON (version 1)') },
    async (request, reply) => {
      const { scan, language, report } = await translatedReport(request, request.query.lang);
      await download(request, reply, scan, 'json', language);
      return reply.send(report);
    },
  );

  app.get(
    '/scans/:id/report.csv',
    {
      schema: schemaFor(
        'csv',
        'The scan report as CSV, one row per affected element: UTF-8 with a byte order mark, separated by semicolons in German (as German Excel expects) and by commas in English',
      ),
    },
    async (request, reply) => {
      const { scan, language, report } = await translatedReport(request, request.query.lang);
      await download(request, reply, scan, 'csv', language);
      return reply.send(renderReportCsv(report, MESSAGES[language].report, language));
    },
  );

  app.get(
    '/scans/:id/report.pdf',
    { schema: schemaFor('pdf', 'The scan report as PDF (A4)') },
    async (request, reply) => {
      const { scan, language, report } = await translatedReport(request, request.query.lang);
      // A client group's name and logo instead of ours, on a plan with branding.
      const found =
        options.allowance && scan.organisationId
          ? await siteBranding(db, options.allowance, scan.organisationId, scan.site)
          : undefined;
      const brand = found && { name: found.name, logoUrl: found.logo ? logoDataUrl(found.logo) : null };
      let pdf: Buffer;
      try {
        const printed = await pdfPrinter.print({
          html: renderReportHtml(report, language, brand),
          ...headerFooterTemplates(report, language, brand),
        });
        pdf = withPdfMetadata(printed, clock.now());
      } catch (error) {
        request.log.error({ err: error, scanId: scan.id }, 'report PDF failed');
        throw new HttpProblem(
          503,
          'unavailable',
          'The PDF report cannot be made right now. Try again later.',
        );
      }
      await download(request, reply, scan, 'pdf', language);
      return reply.send(pdf);
    },
  );
};
