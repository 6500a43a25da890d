import type { Impact } from '@klarsicht/contracts';
import type { ViolationKey } from '../db/site-monitors-repo.js';
import { fill, LANGUAGES, type Language } from '../i18n/language.js';
import { MESSAGES } from '../i18n/messages.js';
import type { OutgoingMail } from '../mail/mailer.js';

/** The "new violations" mail of monitoring: German first, English below, plain text. */

/** Pages listed per rule before "and N more". */
const PAGES_PER_RULE = 10;

export interface NewViolationsMailInput {
  to: string;
  from: string;
  site: string;
  /** Link to the scan's report in the web app. */
  reportUrl: string;
  violations: ViolationKey[];
}

/** The recipient's language is not known to a scheduled scan, so the mail carries both, German first. */
export function newViolationsMail(input: NewViolationsMailInput): OutgoingMail {
  const byRule = new Map<string, ViolationKey[]>();
  for (const violation of input.violations) {
    byRule.set(violation.ruleId, [...(byRule.get(violation.ruleId) ?? []), violation]);
  }
  const count = input.violations.length;
  const part = (language: Language) => {
    const t = MESSAGES[language].mail.newViolations;
    const list = [...byRule.entries()].map(([ruleId, entries]) => {
      const impact = entries[0]?.impact;
      const label = impact && impact in t.impacts ? t.impacts[impact as Impact] : (impact ?? '');
      const pages = entries.slice(0, PAGES_PER_RULE).map((entry) => `    ${entry.pageUrl}`);
      const more = entries.length - PAGES_PER_RULE;
      if (more > 0) pages.push(`    ${fill(t.more, { count: more })}`);
      return [`  - ${ruleId} (${label}): ${entries[0]?.help ?? ''}`, ...pages].join('\n');
    });
    return [
      t.greeting,
      '',
      fill(t.intro, { site: input.site, count }),
      '',
      list.join('\n'),
      '',
      fill(t.report, { url: input.reportUrl }),
      '',
      '— Klarsicht',
    ].join('\n');
  };

  return {
    to: input.to,
    from: input.from,
    subject: LANGUAGES.map((language) =>
      fill(MESSAGES[language].mail.newViolations.subject, { site: input.site }),
    ).join(' / '),
    text: `${LANGUAGES.map(part).join('\n\n----------------------------------------\n\n')}\n`,
  };
}
