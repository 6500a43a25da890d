import { randomUUID } from 'node:crypto';
import {
  bulkDecisionRequestSchema,
  bulkDecisionResultSchema,
  type FieldError,
  type IssueDecisionRequest,
  issueDecisionListSchema,
  issueDecisionRequestSchema,
  issueDecisionViewSchema,
  MAX_BULK_DECISIONS,
  ruleDecisionRequestSchema,
} from '@klarsicht/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, roleMay, type Viewer } from '../../access/index.js';
import { membershipIn } from '../../accounts/index.js';
import { recordBy } from '../../activity/index.js';
import {
  mailNotifications,
  type NotificationRow,
  type NotifyDeps,
  recordNotifications,
} from '../../notifications/index.js';
import { type Clock, systemClock } from '../../platform/clock.js';
import type { Database, Executor } from '../../platform/db/database.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { problems } from '../../platform/http/problem-responses.js';
import { type OwnedScan, ownScan } from '../access.js';
import {
  findIssue,
  findIssues,
  type IssueRow,
  issueKeysOfRules,
  pagesOfIssues,
} from '../records/issues-repo.js';
import { toDecisionView } from './decision-views.js';
import {
  type DecisionRow,
  type DecisionTarget,
  decisionsOfSite,
  EVERY_PAGE,
  pagePathOf,
  putDecision,
  ruleKey,
} from './decisions-repo.js';

export interface DecisionsPluginOptions {
  db: Database;
  clock?: Clock;
  /** Where an assignee's notice is mailed from. */
  notify: Omit<NotifyDeps, 'logger'>;
}

/** What a person decides, from an issue's request or a rule's. */
interface DecidedFields {
  status: IssueDecisionRequest['status'];
  note?: string | undefined;
  assigneeId?: string | undefined;
  dueOn?: string | undefined;
  reason?: IssueDecisionRequest['reason'];
  assessedOn?: string | undefined;
  plannedOn?: string | undefined;
  reviewOn?: string | undefined;
  version?: number | undefined;
}

const issueParams = z.object({ id: z.string().max(100), issueId: z.string().max(40) });
const idParams = z.object({ id: z.string().max(100) });
const ruleParams = z.object({ id: z.string().max(100), ruleId: z.string().max(200) });

/** A refused field of the request: `prefix` names the bulk item it belongs to. */
const fieldError = (prefix: string, field: string, code: string, message: string): FieldError => ({
  field: `${prefix}${field}`,
  code,
  message,
});

/** Today in UTC, as the dates of a decision are written (YYYY-MM-DD). */
const today = (clock: Clock) => clock.now().toISOString().slice(0, 10);

/**
 * Decisions on a scan's issues (decision 029). A decision belongs to the organisation and the
 * scan's site, not to the scan: later scans of the site show it, by the issue's key.
 */
export const decisionsPlugin: FastifyPluginAsyncZod<DecisionsPluginOptions> = async (app, options) => {
  const { db } = options;
  const clock = options.clock ?? systemClock;

  /**
   * Checks one decision against what the request alone cannot tell: the role it needs, the page
   * and the assignee it names, its dates. Returns what is wrong (empty: nothing).
   */
  async function problemsOf(
    tx: Executor,
    viewer: Viewer,
    scan: OwnedScan,
    fields: IssueDecisionRequest,
    pages: readonly string[],
    prefix: string,
  ): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    if (fields.scope === 'page' && fields.pageUrl !== undefined) {
      const path = pagePathOf(fields.pageUrl);
      if (!pages.some((page) => pagePathOf(page) === path)) {
        errors.push(fieldError(prefix, 'pageUrl', 'not_a_page_of_issue', 'The issue is not on this page.'));
      }
    }
    if (fields.assigneeId !== undefined) {
      const standing = /^[0-9a-f-]{36}$/i.test(fields.assigneeId)
        ? await membershipIn(tx, scan.organisationId, fields.assigneeId.toLowerCase())
        : undefined;
      if (!standing || !roleMay(standing.role, 'review')) {
        errors.push(
          fieldError(
            prefix,
            'assigneeId',
            'not_a_member',
            'The assignee must be a member who may work on issues.',
          ),
        );
      }
    }
    if (fields.dueOn !== undefined && fields.dueOn < today(clock)) {
      errors.push(fieldError(prefix, 'dueOn', 'in_past', 'The due date is in the past.'));
    }
    if (fields.status === 'accepted' && !roleMay(viewer.role, 'manage')) {
      // Accepting feeds the published statement: the admins' call, as the statement is.
      throw new HttpProblem(403, 'role_insufficient', 'Accepting an issue needs the admin role.');
    }
    return errors;
  }

  /**
   * Writes a checked decision on its target (an issue's page or site, or a rule's path) and its
   * activity entry, in the caller's transaction; 409 when `fields.version` is no longer current.
   */
  async function writeDecision(
    tx: Executor,
    viewer: Viewer,
    scan: OwnedScan,
    target: DecisionTarget,
    fields: DecidedFields,
    subject: Record<string, string>,
    at: Date,
  ): Promise<{ row: DecisionRow; previous: DecisionRow | undefined }> {
    const written = await putDecision(
      tx,
      randomUUID(),
      target,
      {
        status: fields.status,
        note: fields.note || null,
        assigneeId: fields.assigneeId?.toLowerCase() ?? null,
        dueOn: fields.dueOn ?? null,
        reason: fields.reason ?? null,
        assessedOn: fields.assessedOn ?? null,
        plannedOn: fields.plannedOn ?? null,
        reviewOn: fields.reviewOn ?? null,
        scanId: null,
        decidedBy: viewer.userId,
      },
      at,
      fields.version,
    );
    if (written === 'stale') {
      throw new HttpProblem(
        409,
        'conflict',
        'Someone decided this meanwhile. Load it again and decide on what is there now.',
      );
    }
    await recordBy(
      tx,
      { organisationId: scan.organisationId, userId: viewer.userId },
      {
        action: 'issue.decided',
        subject: { site: scan.site, ...subject },
        details: {
          status: fields.status,
          previous: written.previous?.status ?? 'open',
          scan: scan.id,
          ...(fields.note ? { note: fields.note } : {}),
          ...(fields.assigneeId ? { assignee: fields.assigneeId } : {}),
          ...(fields.dueOn ? { dueOn: fields.dueOn } : {}),
          ...(fields.reason ? { reason: fields.reason } : {}),
          ...(fields.reviewOn ? { reviewOn: fields.reviewOn } : {}),
        },
      },
      at,
    );
    return written;
  }

  /**
   * Writes one checked decision, its activity entry and, for a new assignee other than the decider,
   * their notice, in the caller's transaction; returns the decision and the notices to mail.
   */
  async function decide(
    tx: Executor,
    viewer: Viewer,
    scan: OwnedScan,
    issue: IssueRow,
    fields: IssueDecisionRequest,
    at: Date,
  ): Promise<{ row: DecisionRow; notices: NotificationRow[] }> {
    const pagePath = fields.scope === 'page' && fields.pageUrl ? pagePathOf(fields.pageUrl) : EVERY_PAGE;
    const written = await writeDecision(
      tx,
      viewer,
      scan,
      {
        organisationId: scan.organisationId,
        site: scan.site,
        ruleId: issue.ruleId,
        issueKey: issue.issueKey,
        pagePath,
      },
      fields,
      { rule: issue.ruleId, issue: issue.issueKey, page: pagePath },
      at,
    );
    const { row } = written;
    const assigned =
      row.assigneeId !== null &&
      row.assigneeId !== viewer.userId &&
      row.assigneeId !== written.previous?.assigneeId;
    const notices = assigned
      ? await recordNotifications(
          tx,
          [
            {
              organisationId: scan.organisationId,
              userId: row.assigneeId!,
              kind: 'assigned',
              subject: {
                decisionId: row.id,
                site: scan.site,
                ruleId: row.ruleId,
                status: row.status,
                ...(row.pagePath ? { pagePath: row.pagePath } : {}),
                ...(row.dueOn ? { dueOn: row.dueOn } : {}),
                scanId: scan.id,
              },
            },
          ],
          at,
        )
      : [];
    return { row, notices };
  }

  /** Mails the notices of a committed change; a mail that fails is logged, the decision stands. */
  const mail = (request: FastifyRequest, notices: readonly NotificationRow[]) =>
    mailNotifications(db.orm, { ...options.notify, logger: request.log }, notices).catch((error: unknown) => {
      request.log.warn({ err: error }, 'notices of a decision could not be mailed');
    });

  async function viewsOf(scan: OwnedScan, rows: readonly DecisionRow[]) {
    const named = await decisionsOfSite(
      db.orm,
      scan.organisationId,
      scan.site,
      rows.map((row) => row.issueKey),
    );
    const byId = new Map(named.map((row) => [row.id, row]));
    return rows.map((row) =>
      toDecisionView(byId.get(row.id) ?? { ...row, assigneeName: null, decidedByName: null }),
    );
  }

  // Deciding: editors and up (accepting: admins and up), never a free check's reader.
  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    // Before the body is read: a stranger learns "not found", not what their body lacked.
    const scanOf = guardRoutes(group, { ...ownScan(db, 'review'), phase: 'onRequest' });

    routes.put(
      '/scans/:id/issues/:issueId/decision',
      {
        schema: {
          summary: 'Decide an issue of the scan, for its site',
          description:
            'Sets the status of the issue (the same in every later scan of the site, by its key) for every page of the site (`scope: site`) or one page (`scope: page` with `pageUrl`). `in_progress` takes an assignee (a member who may work on issues) and a due date; `false_positive` needs a note; `accepted` (admins) needs a reason (`third_party`, `disproportionate_burden` with `assessedOn`, `planned` with `plannedOn`), a note and a review date. Send the `version` you saw to be told (409) if someone decided meanwhile. `verified` and `reopened` are set by scans.',
          tags: ['decisions'],
          params: issueParams,
          body: issueDecisionRequestSchema,
          response: { 200: issueDecisionViewSchema, ...problems(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const scan = scanOf.of(request);
        const viewer = request.viewer!;
        const issue = await findIssue(db.orm, scan.id, request.params.issueId);
        if (!issue) throw new HttpProblem(404, 'not_found', 'The scan has no such issue.');
        const pages = (await pagesOfIssues(db.orm, scan.id, [issue.issueKey])).get(issue.issueKey) ?? [];
        const { row, notices } = await db.orm.transaction(async (tx) => {
          const errors = await problemsOf(tx, viewer, scan, request.body, pages, '');
          if (errors.length > 0) throw new HttpProblem(400, 'validation_failed', errors[0]!.message, errors);
          return decide(tx, viewer, scan, issue, request.body, clock.now());
        });
        await mail(request, notices);
        return (await viewsOf(scan, [row]))[0]!;
      },
    );

    routes.put(
      '/scans/:id/rules/:ruleId/decision',
      {
        schema: {
          summary: 'Decide a rule on the pages under a path of the site',
          description:
            "The rule's issues on every page of the scan's site whose path matches `pathPattern` (`/shop/*`: the pages under /shop/; `/kontakt`: that page; `/*`: every page), in this and later scans: `false_positive` (a note) or `accepted` (admins: reason, note, review date), or `open` to withdraw. A decision on one issue, for its page or the whole site, wins over it; among patterns the longest.",
          tags: ['decisions'],
          params: ruleParams,
          body: ruleDecisionRequestSchema,
          response: { 200: issueDecisionViewSchema, ...problems(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const scan = scanOf.of(request);
        const viewer = request.viewer!;
        const { ruleId } = request.params;
        const fields = request.body;
        if ((await issueKeysOfRules(db.orm, scan.id, [ruleId])).length === 0) {
          throw new HttpProblem(404, 'not_found', 'The scan has no issue of this rule.');
        }
        if (fields.status === 'accepted' && !roleMay(viewer.role, 'manage')) {
          throw new HttpProblem(403, 'role_insufficient', 'Accepting issues needs the admin role.');
        }
        const { row } = await db.orm.transaction((tx) =>
          writeDecision(
            tx,
            viewer,
            scan,
            {
              organisationId: scan.organisationId,
              site: scan.site,
              ruleId,
              issueKey: ruleKey(ruleId),
              pagePath: fields.pathPattern,
            },
            fields,
            { rule: ruleId, path: fields.pathPattern },
            clock.now(),
          ),
        );
        return (await viewsOf(scan, [row]))[0]!;
      },
    );

    routes.post(
      '/scans/:id/decisions',
      {
        schema: {
          summary: 'Decide many issues of the scan at once, all or nothing',
          description: `Each item is a decision as PUT /api/scans/{id}/issues/{issueId}/decision takes it, with its issueId (at most ${MAX_BULK_DECISIONS} items). Either every item is written or none: one refused item answers 400 naming it (\`items.<n>.<field>\`), one issue decided meanwhile 409. Undo sends the previous decisions back the same way.`,
          tags: ['decisions'],
          params: idParams,
          body: bulkDecisionRequestSchema,
          response: { 200: bulkDecisionResultSchema, ...problems(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const scan = scanOf.of(request);
        const viewer = request.viewer!;
        const { items } = request.body;
        const issues = await findIssues(
          db.orm,
          scan.id,
          items.map((item) => item.issueId),
        );
        const byId = new Map(issues.map((issue) => [String(issue.id), issue]));
        const missing = items.findIndex((item) => !byId.has(item.issueId));
        if (missing >= 0) {
          throw new HttpProblem(404, 'not_found', 'The scan has no such issue.', [
            fieldError(`items.${missing}.`, 'issueId', 'not_found', 'The scan has no such issue.'),
          ]);
        }
        const targets = new Set<string>();
        const pages = await pagesOfIssues(db.orm, scan.id, [
          ...new Set(issues.map((issue) => issue.issueKey)),
        ]);
        const rows = await db.orm.transaction(async (tx) => {
          const errors: FieldError[] = [];
          for (const [index, item] of items.entries()) {
            const issue = byId.get(item.issueId)!;
            const target = `${issue.issueKey}\u0000${item.scope === 'page' ? pagePathOf(item.pageUrl ?? '') : ''}`;
            if (targets.has(target)) {
              errors.push(
                fieldError(
                  `items.${index}.`,
                  'issueId',
                  'duplicate',
                  'The request decides this issue twice.',
                ),
              );
            }
            targets.add(target);
            errors.push(
              ...(await problemsOf(
                tx,
                viewer,
                scan,
                item,
                pages.get(issue.issueKey) ?? [],
                `items.${index}.`,
              )),
            );
          }
          if (errors.length > 0) throw new HttpProblem(400, 'validation_failed', errors[0]!.message, errors);
          const at = clock.now();
          const written: Array<Awaited<ReturnType<typeof decide>>> = [];
          for (const item of items)
            written.push(await decide(tx, viewer, scan, byId.get(item.issueId)!, item, at));
          return written;
        });
        await mail(
          request,
          rows.flatMap((entry) => entry.notices),
        );
        return {
          items: await viewsOf(
            scan,
            rows.map((entry) => entry.row),
          ),
        };
      },
    );
  });

  // Reading: whoever may read the scan's site, never through a share link.
  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const scanOf = guardRoutes(group, ownScan(db, 'read'));
    routes.get(
      '/scans/:id/decisions',
      {
        schema: {
          summary: "The decisions on the issues of the scan's site",
          description:
            'Every decision of the organisation on the site of the scan, whether or not this scan shows its issue, by rule and issue key.',
          tags: ['decisions'],
          params: idParams,
          response: { 200: issueDecisionListSchema, ...problems(401, 404) },
        },
      },
      async (request) => {
        const scan = scanOf.of(request);
        return { items: (await decisionsOfSite(db.orm, scan.organisationId, scan.site)).map(toDecisionView) };
      },
    );
  });
};
