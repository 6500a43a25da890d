import type { ViolationKey } from '../db/site-monitors-repo.js';
import type { OutgoingMail } from '../mail/mailer.js';

/** The "new violations" mail of monitoring: German first, English below, plain text. */

/** Pages listed per rule before "and N more". */
const PAGES_PER_RULE = 10;

const IMPACT_DE: Record<string, string> = { critical: 'kritisch', serious: 'schwerwiegend' };

export interface NewViolationsMailInput {
  to: string;
  from: string;
  site: string;
  /** Link to the scan's report in the web app. */
  reportUrl: string;
  violations: ViolationKey[];
}

export function newViolationsMail(input: NewViolationsMailInput): OutgoingMail {
  const byRule = new Map<string, ViolationKey[]>();
  for (const violation of input.violations) {
    byRule.set(violation.ruleId, [...(byRule.get(violation.ruleId) ?? []), violation]);
  }
  const count = input.violations.length;
  const list = (language: 'de' | 'en') =>
    [...byRule.entries()]
      .map(([ruleId, entries]) => {
        const impact = entries[0]?.impact ?? '';
        const label = language === 'de' ? (IMPACT_DE[impact] ?? impact) : impact;
        const pages = entries.slice(0, PAGES_PER_RULE).map((entry) => `    ${entry.pageUrl}`);
        const more = entries.length - PAGES_PER_RULE;
        if (more > 0) pages.push(language === 'de' ? `    … und ${more} weitere` : `    … and ${more} more`);
        return [`  - ${ruleId} (${label}): ${entries[0]?.help ?? ''}`, ...pages].join('\n');
      })
      .join('\n');

  const text = [
    'Hallo,',
    '',
    `die geplante Prüfung von ${input.site} hat ${count} neue kritische oder schwerwiegende Verstöße gefunden, die bei der vorigen Prüfung nicht auftraten:`,
    '',
    list('de'),
    '',
    `Zum Bericht: ${input.reportUrl}`,
    '',
    '— Klarsicht',
    '',
    '----------------------------------------',
    '',
    'Hello,',
    '',
    `the scheduled scan of ${input.site} found ${count} new critical or serious violations that the previous scan did not have:`,
    '',
    list('en'),
    '',
    `Report: ${input.reportUrl}`,
    '',
    '— Klarsicht',
    '',
  ].join('\n');

  return {
    to: input.to,
    from: input.from,
    subject: `Neue Barrierefreiheitsprobleme auf ${input.site} / New accessibility issues on ${input.site}`,
    text,
  };
}
