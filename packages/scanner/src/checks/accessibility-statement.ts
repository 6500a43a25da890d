import { bfsgNote, isKlarsichtStatementUrl } from '@klarsicht/report';
import { OWN_RULE_TEXTS } from '../texts/own-rule-texts.js';
import { namesPage } from './eu-words.js';
import {
  anyMatches,
  failedChecks,
  headingNode,
  linkMatches,
  linkNode,
  normalisedPath,
  type OwnCheckRule,
  pageNode,
  resolvePageLink,
  reviewWithoutWords,
  type TextMatcher,
} from './own-check-rule.js';
import type { PageFacts } from './page-facts.js';

/*
 * Why: BFSG § 14 obliges service providers to publish the information of Anlage 3 (how the service
 * meets the accessibility requirements) "in accessible form" and findably, in their terms or
 * "otherwise clearly perceivable" (EAA Art. 13(2) with Annex V). On websites that is, by common
 * practice, a page linked from every page: the "Barrierefreiheitserklärung". The check can only see
 * whether such a link exists (or the page is the statement), not whether the content is complete.
 *
 * No EN 301 549 clause is cited: the standard has no requirement to publish a statement; the duty
 * is a legal one.
 */

/**
 * Names of the statement in link texts, labels, URL paths and page titles, in the EU's languages
 * (eu-words.ts). "barrierefrei" counts only as a whole word: "barrierefreies Bad" is a product, not a
 * statement.
 */
const namesStatement: TextMatcher = (normalised) => namesPage('statement', normalised);

const TEXTS = OWN_RULE_TEXTS['klarsicht-accessibility-statement'].en;

export const accessibilityStatementRule: OwnCheckRule = {
  id: 'klarsicht-accessibility-statement',
  // A legal duty backed by fines that leaves users without information on barriers and
  // their workarounds, but does not itself block using the page: serious, not critical.
  impact: 'serious',
  description: TEXTS.description,
  help: TEXTS.help,
  helpUrl: 'https://www.gesetze-im-internet.de/bfsg/__14.html',
  tags: ['klarsicht', 'bfsg', 'eaa'],
  en301549: [],
  actRules: [],
  bfsgReference: 'accessibilityInformation',
  bfsg: bfsgNote('accessibilityInformation'),
  evaluate(facts: PageFacts) {
    // The statement page itself need not link to itself.
    const ownUrl = URL.canParse(facts.url) ? new URL(facts.url) : undefined;
    if (anyMatches([facts.title], namesStatement)) {
      return { outcome: 'passed', nodes: [headingNode('title', facts.title)] };
    }
    const matchingHeadings = facts.headings.filter((heading) => anyMatches([heading], namesStatement));
    if (matchingHeadings.length > 0) {
      return { outcome: 'passed', nodes: matchingHeadings.map((heading) => headingNode('h1', heading)) };
    }
    if (ownUrl && namesStatement(normalisedPath(ownUrl))) {
      return { outcome: 'passed', nodes: [pageNode(facts)] };
    }

    // Only links to pages: "mailto:barrierefreiheit@…" is a contact, not a statement. A statement
    // made with Klarsicht is recognised by its address, whatever the link says.
    const statementLinks = facts.links.filter((link) => {
      const target = resolvePageLink(link, facts.url);
      return (
        target !== undefined &&
        (isKlarsichtStatementUrl(target) || linkMatches(link, facts.url, namesStatement))
      );
    });
    if (statementLinks.length > 0) return { outcome: 'passed', nodes: statementLinks.map(linkNode) };

    return (
      reviewWithoutWords(facts, 'accessibility-statement-language') ?? {
        outcome: 'failed',
        nodes: [pageNode(facts, failedChecks('all', ['accessibility-statement-link']))],
      }
    );
  },
};
