import type { Finding, Language, PageReport } from '@klarsicht/report';
import { bfsgText } from './bfsg-text.js';
import { translateFinding } from './rule-texts.js';

/**
 * A finding wholly in `language`: its rule's texts and failure summaries (`translateFinding`), and
 * its BFSG note from where the web app takes its notes (`bfsgText`). A finding without a note keeps
 * none. Apart from rule-texts.ts because the note needs our rules' references, whose modules need
 * the rule texts.
 */
function findingIn(finding: Finding, language: Language): Finding {
  const translated = translateFinding(finding, language);
  if (finding.bfsg === undefined) return translated;
  const wcagIds = finding.wcag.map((criterion) => criterion.id);
  const bfsg = bfsgText(finding.id, wcagIds, language);
  return bfsg === undefined ? translated : { ...translated, bfsg };
}

/**
 * A page report in `language`: every finding's texts and BFSG note. The engine writes English, so
 * an English page is returned as it is.
 */
export function translatePage(page: PageReport, language: Language): PageReport {
  if (language === 'en') return page;
  const translate = (findings: Finding[]) => findings.map((finding) => findingIn(finding, language));
  return {
    ...page,
    violations: translate(page.violations),
    incomplete: translate(page.incomplete),
    passes: translate(page.passes),
    inapplicable: translate(page.inapplicable),
    bestPractices: translate(page.bestPractices),
  };
}
