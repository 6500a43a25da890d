import { IMPACTS } from '@klarsicht/contracts';
import { ruleTexts } from '@klarsicht/rules';
import { fill, MESSAGES } from '@klarsicht/texts';
import type { Language } from '../../platform/i18n/language.js';
import { bilingualMail } from '../../platform/mail/bilingual-mail.js';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import type { NewIssue } from '../../scans/index.js';

/** The "new issues" mail of monitoring: German first, English below, plain text. */

/** Issues listed per rule before "and N more". */
const ISSUES_PER_RULE = 10;

export interface NewViolationsMailInput {
  to: string;
  from: string;
  site: string;
  /** Link to the scan's report in the web app. */
  reportUrl: string;
  /** The new issues, as the runs list and the result page count them. */
  issues: NewIssue[];
}

/** The recipient's language is not known to a scheduled scan, so the mail carries both, German first. */
export function newViolationsMail(input: NewViolationsMailInput): OutgoingMail {
  const byRule = new Map<string, NewIssue[]>();
  for (const issue of input.issues) {
    byRule.set(issue.ruleId, [...(byRule.get(issue.ruleId) ?? []), issue]);
  }
  const count = input.issues.length;
  const part = (language: Language) => {
    const t = MESSAGES[language].mail.newViolations;
    const list = [...byRule.entries()].map(([ruleId, issues]) => {
      const impact = IMPACTS[issues[0]?.impactRank ?? -1];
      const label = impact ? t.impacts[impact] : '';
      const help = ruleTexts(ruleId, language)?.help ?? issues[0]?.help ?? '';
      const lines = issues.slice(0, ISSUES_PER_RULE).map((issue) => {
        const where =
          issue.pageCount > 1
            ? fill(t.onPages, { url: issue.pageUrl, count: issue.pageCount - 1 })
            : issue.pageUrl;
        return issue.selector ? `    ${issue.selector} — ${where}` : `    ${where}`;
      });
      const more = issues.length - ISSUES_PER_RULE;
      if (more > 0) lines.push(`    ${fill(t.more, { count: more })}`);
      return [`  - ${ruleId} (${label}): ${help}`, ...lines].join('\n');
    });
    return [
      t.greeting,
      '',
      fill(count === 1 ? t.introOne : t.intro, { site: input.site, count }),
      '',
      list.join('\n'),
      '',
      fill(t.report, { url: input.reportUrl }),
      '',
      '— Klarsicht',
    ].join('\n');
  };

  return bilingualMail({
    to: input.to,
    from: input.from,
    subject: (language) => fill(MESSAGES[language].mail.newViolations.subject, { site: input.site }),
    text: part,
  });
}
