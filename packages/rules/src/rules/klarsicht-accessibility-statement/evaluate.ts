import { isKlarsichtStatementUrl } from '@klarsicht/report';
import type { PageFacts } from '../../artifacts/page-facts.js';
import type { Verdict } from '../../model/rule.js';
import { namesPage } from '../../shared/eu-words.js';
import {
  anyMatches,
  headingRef,
  linkMatches,
  linkRef,
  normalisedPath,
  pageRef,
  resolvePageLink,
  reviewWithoutWords,
  type TextMatcher,
} from '../../shared/page-parts.js';

/**
 * Names of the statement in link texts, labels, URL paths and page titles, in the EU's languages
 * (shared/eu-words.ts). "barrierefrei" counts only as a whole word: "barrierefreies Bad" is a
 * product, not a statement.
 */
const namesStatement: TextMatcher = (normalised) => namesPage('statement', normalised);

const CHECK = 'accessibility-statement-link';

export function evaluate(facts: PageFacts): Verdict[] {
  const passed = (ref: { selector: string; html: string }): Verdict => ({
    ...ref,
    outcome: 'passed',
    check: CHECK,
  });
  // The statement page itself need not link to itself.
  const ownUrl = URL.canParse(facts.url) ? new URL(facts.url) : undefined;
  if (anyMatches([facts.title], namesStatement)) return [passed(headingRef('title', facts.title))];
  const matchingHeadings = facts.headings.filter((heading) => anyMatches([heading], namesStatement));
  if (matchingHeadings.length > 0)
    return matchingHeadings.map((heading) => passed(headingRef('h1', heading)));
  if (ownUrl && namesStatement(normalisedPath(ownUrl))) return [passed(pageRef(facts))];

  // Only links to pages: "mailto:barrierefreiheit@…" is a contact, not a statement. A statement
  // made with Klarsicht is recognised by its address, whatever the link says.
  const statementLinks = facts.links.filter((link) => {
    const target = resolvePageLink(link, facts.url);
    return (
      target !== undefined &&
      (isKlarsichtStatementUrl(target) || linkMatches(link, facts.url, namesStatement))
    );
  });
  if (statementLinks.length > 0) return statementLinks.map((link) => passed(linkRef(link)));

  return [
    reviewWithoutWords(facts, 'accessibility-statement-language') ?? {
      ...pageRef(facts),
      outcome: 'failed',
      check: CHECK,
    },
  ];
}
