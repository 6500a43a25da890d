import { fill, MESSAGES } from '@klarsicht/texts';
import { and, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { membersOf } from '../../accounts/index.js';
import { organisations } from '../../accounts/schema.js';
import {
  mailNotifications,
  type NotifyDeps,
  recordNotifications,
  SETTINGS_PATH,
  settingsOf,
} from '../../notifications/index.js';
import { issueDigests } from '../../notifications/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Language } from '../../platform/i18n/language.js';
import { bilingualMail } from '../../platform/mail/bilingual-mail.js';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { issueKeysOfScan } from '../records/issues-repo.js';
import { issueDecisions, scans } from '../schema.js';
import { countByStatus, statusesOfScan } from './issue-statuses.js';

/** An issue in progress is "due soon" this many days before its due date (and on it). */
export const DUE_SOON_DAYS = 2;
const DIGEST_EVERY_MS = 7 * 24 * 60 * 60 * 1000;

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Tells each assignee of an issue in progress due within DUE_SOON_DAYS, once per due date (a
 * changed date is told again): in the inbox and, if they want it, by mail. Safe to run every
 * minute and on several workers: the notice's dedupe key makes it once.
 */
export async function notifyDueSoon(db: Database, clock: Clock, deps: NotifyDeps): Promise<number> {
  const now = clock.now();
  const until = new Date(now.getTime() + DUE_SOON_DAYS * 24 * 60 * 60 * 1000);
  const due = await db.orm
    .select()
    .from(issueDecisions)
    .where(
      and(
        eq(issueDecisions.status, 'in_progress'),
        isNotNull(issueDecisions.assigneeId),
        gte(issueDecisions.dueOn, day(now)),
        lte(issueDecisions.dueOn, day(until)),
      ),
    );
  if (due.length === 0) return 0;
  const notices = await db.orm.transaction((tx) =>
    recordNotifications(
      tx,
      due.map((decision) => ({
        organisationId: decision.organisationId,
        userId: decision.assigneeId!,
        kind: 'due_soon' as const,
        subject: {
          decisionId: decision.id,
          site: decision.site,
          ruleId: decision.ruleId,
          status: decision.status,
          ...(decision.pagePath ? { pagePath: decision.pagePath } : {}),
          dueOn: decision.dueOn!,
        },
        dedupe: `due_soon:${decision.id}:${decision.dueOn}`,
      })),
      now,
    ),
  );
  await mailNotifications(db.orm, deps, notices);
  return notices.length;
}

/** One site's line in the digest. */
export interface DigestSite {
  site: string;
  open: number;
  inProgress: number;
  overdue: number;
  fixed: number;
  reopened: number;
  verified: number;
}

/**
 * The weekly digest of each organisation whose last one is a week old (or that never had one and
 * has decisions): to every member but clients who wants it. Each organisation's turn is claimed in
 * the database first, so two workers never send one twice. Returns how many mails went out.
 */
export async function sendWeeklyDigests(db: Database, clock: Clock, deps: NotifyDeps): Promise<number> {
  const now = clock.now();
  const since = new Date(now.getTime() - DIGEST_EVERY_MS);
  const decided = await db.orm
    .selectDistinct({ organisationId: issueDecisions.organisationId })
    .from(issueDecisions)
    .leftJoin(issueDigests, eq(issueDigests.organisationId, issueDecisions.organisationId))
    .where(sql`${issueDigests.sentAt} IS NULL OR ${issueDigests.sentAt} <= ${since.toISOString()}`);
  let sent = 0;
  for (const { organisationId } of decided) {
    const claimed = await db.orm
      .insert(issueDigests)
      .values({ organisationId, sentAt: now })
      .onConflictDoUpdate({
        target: issueDigests.organisationId,
        set: { sentAt: now },
        setWhere: sql`${issueDigests.sentAt} <= ${since.toISOString()}`,
      })
      .returning();
    if (claimed.length === 0) continue;
    sent += await sendDigest(db, now, deps, organisationId, since);
  }
  return sent;
}

async function sendDigest(
  db: Database,
  now: Date,
  deps: NotifyDeps,
  organisationId: string,
  since: Date,
): Promise<number> {
  const [organisation] = await db.orm
    .select()
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!organisation) return 0;
  const rows = await db.orm
    .select({
      site: issueDecisions.site,
      status: issueDecisions.status,
      dueOn: issueDecisions.dueOn,
      decidedAt: issueDecisions.decidedAt,
    })
    .from(issueDecisions)
    .where(eq(issueDecisions.organisationId, organisationId));
  const sites: DigestSite[] = [];
  for (const site of [...new Set(rows.map((row) => row.site))].sort()) {
    // The issues as the site's last scan found them, undecided ones open (decision 029).
    const [latest] = await db.orm
      .select()
      .from(scans)
      .where(
        and(eq(scans.organisationId, organisationId), eq(scans.site, site), eq(scans.status, 'succeeded')),
      )
      .orderBy(desc(scans.finishedAt))
      .limit(1);
    if (!latest) continue;
    const counts = countByStatus(
      await issueKeysOfScan(db.orm, latest.id, 'violations'),
      await statusesOfScan(db.orm, latest),
    );
    const ofSite = rows.filter((row) => row.site === site);
    sites.push({
      site,
      open: counts.open,
      inProgress: counts.in_progress,
      overdue: ofSite.filter(
        (row) => row.status === 'in_progress' && row.dueOn !== null && row.dueOn < day(now),
      ).length,
      fixed: counts.fixed,
      reopened: counts.reopened,
      verified: ofSite.filter((row) => row.status === 'verified' && row.decidedAt > since).length,
    });
  }
  let sent = 0;
  for (const member of await membersOf(db.orm, organisationId)) {
    if (member.role === 'client' || !member.email) continue;
    if (!(await settingsOf(db.orm, member.userId)).digest) continue;
    try {
      await deps.mailer.send(
        digestMail({
          to: member.email,
          from: deps.from,
          publicUrl: deps.publicUrl,
          organisation: organisation.name,
          date: day(now),
          sites,
        }),
      );
      sent += 1;
    } catch (error) {
      deps.logger.warn({ err: error, organisationId }, 'a weekly digest could not be mailed');
    }
  }
  return sent;
}

export function digestMail(input: {
  to: string;
  from: string;
  publicUrl: string;
  organisation: string;
  /** YYYY-MM-DD */
  date: string;
  sites: readonly DigestSite[];
}): OutgoingMail {
  const part = (language: Language) => {
    const t = MESSAGES[language].mail.digest;
    const lines =
      input.sites.length === 0 ? [t.nothing] : input.sites.map((site) => `  - ${fill(t.site, { ...site })}`);
    return [
      t.greeting,
      '',
      fill(t.intro, { organisation: input.organisation, date: input.date }),
      '',
      ...lines,
      '',
      fill(t.settings, { url: `${input.publicUrl}${SETTINGS_PATH}` }),
      '',
      '— Klarsicht',
    ].join('\n');
  };
  return bilingualMail({
    to: input.to,
    from: input.from,
    subject: (language) => fill(MESSAGES[language].mail.digest.subject, { organisation: input.organisation }),
    text: part,
  });
}
