import type { NotificationKind } from '@klarsicht/contracts';
import { formatStatementDate } from '@klarsicht/report';
import { ruleTexts } from '@klarsicht/rules';
import { fill, MESSAGES } from '@klarsicht/texts';
import { findOrganisation, findUserById } from '../accounts/index.js';
import type { Executor } from '../platform/db/database.js';
import type { Language } from '../platform/i18n/language.js';
import type { Logger } from '../platform/log.js';
import { bilingualMail } from '../platform/mail/bilingual-mail.js';
import type { Mailer, OutgoingMail } from '../platform/mail/mailer.js';
import {
  insertNotifications,
  type NewNotification,
  type NotificationRow,
  settingsOf,
} from './notifications-repo.js';

/** What sending a notice by mail needs; the caller's process has it. */
export interface NotifyDeps {
  mailer: Mailer;
  /** Sender of the mail (MAIL_FROM). */
  from: string;
  publicUrl: string;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/** The web app's page where a person chooses what they hear of (app-routes `notifications`). */
export const SETTINGS_PATH = '/profile/notifications';

/**
 * Records notices in the caller's transaction and returns the new ones, for `mailNotifications`
 * to send once that transaction has committed (a mail must not go out for a change rolled back).
 */
export function recordNotifications(
  db: Executor,
  list: readonly NewNotification[],
  at: Date,
): Promise<NotificationRow[]> {
  return insertNotifications(db, list, at);
}

/**
 * Mails new notices to the people who want them by mail: one mail per person, organisation, site
 * and kind, German first and English below (a person's language is not known to a scan). Returns
 * how many mails went out; a failing mail is logged and does not stop the others.
 */
export async function mailNotifications(
  db: Executor,
  deps: NotifyDeps,
  rows: readonly NotificationRow[],
): Promise<number> {
  const groups = new Map<string, NotificationRow[]>();
  for (const row of rows) {
    const key = [row.userId, row.organisationId, row.subject.site, row.kind].join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let sent = 0;
  for (const group of groups.values()) {
    const first = group[0]!;
    const settings = await settingsOf(db, first.userId);
    if (!settings.kinds[first.kind].email) continue;
    const [person, organisation] = await Promise.all([
      findUserById(db, first.userId),
      findOrganisation(db, first.organisationId),
    ]);
    if (!person?.email) {
      deps.logger.warn({ userId: first.userId, kind: first.kind }, 'a notice has no e-mail address to go to');
      continue;
    }
    try {
      await deps.mailer.send(
        notificationMail({
          to: person.email,
          from: deps.from,
          publicUrl: deps.publicUrl,
          organisation: organisation?.name ?? '',
          kind: first.kind,
          rows: group,
        }),
      );
      sent += 1;
    } catch (error) {
      deps.logger.warn(
        { err: error, userId: first.userId, kind: first.kind },
        'a notice could not be mailed',
      );
    }
  }
  return sent;
}

export function notificationMail(input: {
  to: string;
  from: string;
  publicUrl: string;
  organisation: string;
  kind: NotificationKind;
  rows: readonly NotificationRow[];
}): OutgoingMail {
  const { rows, kind } = input;
  const site = rows[0]?.subject.site ?? '';
  const scanId = rows.find((row) => row.subject.scanId)?.subject.scanId;
  const part = (language: Language) => {
    const t = MESSAGES[language].mail.notifications;
    const lines = rows.map(({ subject }) => {
      const help = ruleTexts(subject.ruleId, language)?.help ?? subject.ruleId;
      const details = [
        subject.pagePath ? fill(t.onPage, { page: subject.pagePath }) : '',
        subject.dueOn ? fill(t.dueOn, { date: formatStatementDate(subject.dueOn, language) }) : '',
      ].filter(Boolean);
      return `  - ${subject.ruleId}: ${help}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
    });
    return [
      t.greeting,
      '',
      fill(t.intro[kind], { site, organisation: input.organisation }),
      '',
      ...lines,
      '',
      ...(scanId ? [fill(t.results, { url: `${input.publicUrl}/run/${scanId}` })] : []),
      fill(t.settings, { url: `${input.publicUrl}${SETTINGS_PATH}` }),
      '',
      '— Klarsicht',
    ].join('\n');
  };
  return bilingualMail({
    to: input.to,
    from: input.from,
    subject: (language) =>
      fill(MESSAGES[language].mail.notifications.subject[kind], { site, count: rows.length }),
    text: part,
  });
}
