import { decisionStatusWord } from '@klarsicht/report';
import { ruleTexts } from '@klarsicht/rules';
import { fill, MESSAGES } from '@klarsicht/texts';
import { findUserById } from '../../accounts/index.js';
import type { Database } from '../../platform/db/database.js';
import { LANGUAGES, type Language } from '../../platform/i18n/language.js';
import type { Logger } from '../../platform/log.js';
import type { Mailer, OutgoingMail } from '../../platform/mail/mailer.js';
import type { SettledDecisions } from './after-scan.js';

export interface ReopenedMailDeps {
  db: Database;
  mailer: Mailer;
  /** Sender of the mail (MAIL_FROM). */
  from: string;
  publicUrl: string;
  logger: Pick<Logger, 'info' | 'warn'>;
}

type Reopened = SettledDecisions['reopened'][number];

/** The mail to one person about issues a scan found again: German first, English below, plain text. */
export function reopenedMail(input: {
  to: string;
  from: string;
  site: string;
  resultUrl: string;
  issues: readonly Reopened[];
}): OutgoingMail {
  const count = input.issues.length;
  const part = (language: Language) => {
    const t = MESSAGES[language].mail.issueReopened;
    const lines = input.issues.map(({ decision, was }) => {
      const help = ruleTexts(decision.ruleId, language)?.help ?? decision.ruleId;
      const where = decision.pagePath ? ` — ${decision.pagePath}` : '';
      const status = decisionStatusWord(was, language);
      return `  - ${decision.ruleId}: ${help}${where} (${fill(t.was, { status })})`;
    });
    return [
      t.greeting,
      '',
      fill(t.intro, { site: input.site }),
      '',
      ...lines,
      '',
      fill(t.report, { url: input.resultUrl }),
      '',
      '— Klarsicht',
    ].join('\n');
  };
  return {
    to: input.to,
    from: input.from,
    subject: LANGUAGES.map((language) =>
      fill(MESSAGES[language].mail.issueReopened.subject, { site: input.site, count }),
    ).join(' / '),
    text: `${LANGUAGES.map(part).join('\n\n----------------------------------------\n\n')}\n`,
  };
}

/** Tells each person whose issues a scan reopened, one mail each; returns how many mails went out. */
export async function notifyReopened(
  deps: ReopenedMailDeps,
  scan: { id: string; site: string },
  reopened: readonly Reopened[],
): Promise<number> {
  const byPerson = new Map<string, Reopened[]>();
  for (const entry of reopened) {
    if (entry.notify) byPerson.set(entry.notify, [...(byPerson.get(entry.notify) ?? []), entry]);
  }
  let sent = 0;
  for (const [userId, issues] of byPerson) {
    const person = await findUserById(deps.db.orm, userId);
    if (!person?.email) {
      deps.logger.warn({ scanId: scan.id, userId }, 'issues reopened, but the person has no e-mail address');
      continue;
    }
    await deps.mailer.send(
      reopenedMail({
        to: person.email,
        from: deps.from,
        site: scan.site,
        resultUrl: `${deps.publicUrl}/run/${scan.id}`,
        issues,
      }),
    );
    sent += 1;
  }
  if (sent > 0)
    deps.logger.info(
      { scanId: scan.id, reopened: reopened.length, mails: sent },
      'reopened-issues mail sent',
    );
  return sent;
}
