import { randomUUID } from 'node:crypto';
import {
  type UploadedPage,
  uploadResultRequestSchema,
  uploadResultResponseSchema,
} from '@klarsicht/contracts';
import type { IMPACTS, PageReport, ScanReport } from '@klarsicht/report';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardRoutes } from '../../access/index.js';
import { recordBy } from '../../activity/index.js';
import { type BillingService, decideScanAllowance } from '../../billing/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { problems } from '../../platform/http/problem-responses.js';
import { parseScanTarget } from '../../platform/http/target-url.js';
import { writeScanResult } from '../records/results-repo.js';
import { insertScan, startAttempt } from '../records/scans-repo.js';

export interface UploadsPluginOptions {
  db: Database;
  billing: BillingService;
  clock: Clock;
  publicUrl: string;
}

/** A busy page's report is a few hundred kilobytes; the findings' own limits bound it anyway. */
const UPLOAD_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** The engine's name in an uploaded report: the check ran in the team's own test, not on our workers. */
const UPLOADED_ENGINE = { name: 'klarsicht', version: 'uploaded', axeVersion: '', userAgent: '' } as const;

/**
 * `POST /api/scans/uploads` (decision 030): a page checked in a team's own Playwright test
 * (`@klarsicht/playwright`'s `sendTo`), stored as a single-page scan of a site on the organisation's
 * plan, with the plan's profiles. Editors and API tokens may send; the result is the organisation's
 * own word about its site, like a scan it started. It is not compared with the site's scans and
 * settles no decisions: a dialog's state says nothing about whether the page's other issues are gone.
 */
export const uploadsPlugin: FastifyPluginAsyncZod<UploadsPluginOptions> = async (app, options) => {
  const { db, clock } = options;
  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const member = guardRoutes(group, {
      kind: 'organisation',
      action: 'scan',
      signIn: 'Sign in, or send an API token, to send results.',
    });
    routes.post(
      '/scans/uploads',
      {
        // A page's whole report (passes and inapplicable rules with their elements) outgrows the
        // limit sized for our own forms.
        bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
        schema: {
          summary: 'Store a page checked in your own test (e.g. @klarsicht/playwright) as a scan',
          description:
            "The page's site must be on the organisation's plan, the profile one of the plan's (403 url_not_allowed, profile_not_allowed, plan_required). Findings as the engine reports them; screenshots and the checks as data are not taken.",
          tags: ['scans'],
          body: uploadResultRequestSchema,
          response: { 201: uploadResultResponseSchema, ...problems(400, 401, 403, 413, 415) },
        },
      },
      async (request, reply) => {
        const viewer = member.of(request);
        const { profile, page } = request.body;
        const target = parseScanTarget(page.url);
        const allowance = await decideScanAllowance(options.billing, viewer.organisationId, {
          site: target.site,
          scope: 'site',
          profile,
        });
        if (allowance.kind !== 'plan')
          throw new HttpProblem(
            403,
            'url_not_allowed',
            `${target.site} is not on your plan; add it to your sites first.`,
          );
        const report = reportOf(target.url, profile, page, clock.now().toISOString());
        const id = randomUUID();
        const token = randomUUID();
        await db.orm.transaction(async (tx) => {
          await insertScan(tx, {
            id,
            organisationId: viewer.organisationId,
            startedBy: viewer.userId,
            url: target.url,
            site: target.site,
            scope: 'page',
            profile,
            pageBudget: null,
          });
          await startAttempt(tx, id, token);
          if (!(await writeScanResult(tx, id, token, report)))
            throw new Error('the uploaded result was not written');
          await recordBy(
            tx,
            viewer,
            {
              action: 'scan.started',
              subject: { scan: id, site: target.site },
              details: { uploaded: true, profile },
            },
            clock.now(),
          );
        });
        return reply.status(201).send({ id, resultUrl: `${options.publicUrl}/run/${id}` });
      },
    );
  });
};

function reportOf(url: string, profile: ScanReport['profile'], page: UploadedPage, at: string): ScanReport {
  const counts: PageReport['counts'] = {
    violations: page.violations.length,
    passes: page.passes.length,
    incomplete: page.incomplete.length,
    inapplicable: page.inapplicable.length,
    bestPractices: page.bestPractices.length,
  };
  const impactsOf = (impact: (typeof IMPACTS)[number]) =>
    page.violations.filter((finding) => finding.impact === impact).length;
  const byImpact: PageReport['byImpact'] = {
    critical: impactsOf('critical'),
    serious: impactsOf('serious'),
    moderate: impactsOf('moderate'),
    minor: impactsOf('minor'),
  };
  const pageReport: PageReport = {
    url,
    finalUrl: page.finalUrl ?? url,
    ...(page.title === undefined ? {} : { title: page.title }),
    violations: page.violations,
    passes: page.passes,
    incomplete: page.incomplete,
    inapplicable: page.inapplicable,
    bestPractices: page.bestPractices,
    counts,
    byImpact,
    durationMs: 0,
  };
  return {
    url,
    profile,
    startedAt: at,
    finishedAt: at,
    pages: [pageReport],
    summary: {
      pagesScanned: 1,
      pagesFailed: 0,
      ...counts,
      byImpact,
      violatedRules: new Set(page.violations.map((finding) => finding.id)).size,
      affectedNodes: page.violations.reduce((total, finding) => total + finding.nodeCount, 0),
    },
    engine: UPLOADED_ENGINE,
  };
}
