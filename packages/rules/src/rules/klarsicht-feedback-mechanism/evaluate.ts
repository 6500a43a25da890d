import type { PageFacts } from '../../artifacts/page-facts.js';
import type { ElementRef, Verdict } from '../../model/rule.js';
import { namesPage } from '../../shared/eu-words.js';
import {
  anyMatches,
  headingRef,
  linkMatches,
  linkRef,
  pageRef,
  reviewWithoutWords,
  type TextMatcher,
} from '../../shared/page-parts.js';

/*
 * What counts: a mailto: link, a link whose text, label or path names contact, feedback or support,
 * a form with a message field, or the page being the contact page. A tel: link alone does not: a
 * phone line shuts out deaf and hard-of-hearing people, which is what clause 12.2.3 is about.
 */

/** Contact and feedback words, in the EU's languages (shared/eu-words.ts). */
const namesFeedback: TextMatcher = (normalised) => namesPage('feedback', normalised);

/** Any one of these would have let a visitor get in touch: the failure summary lists them all. */
const WAYS = ['feedback-mail-link', 'feedback-contact-link', 'feedback-form'];

export function evaluate(facts: PageFacts): Verdict[] {
  const scheme = (href: string) => /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase();
  const mailLinks = facts.links.filter((link) => scheme(link.href) === 'mailto');
  const contactLinks = facts.links.filter((link) => {
    const linkScheme = scheme(link.href);
    return linkScheme !== 'mailto' && linkScheme !== 'tel' && linkMatches(link, facts.url, namesFeedback);
  });
  const ways: ElementRef[] = [...mailLinks, ...contactLinks].map(linkRef);
  if (facts.formCount > 0) ways.push({ selector: 'form', html: '<form>' });
  if (anyMatches([facts.title], namesFeedback)) ways.push(headingRef('title', facts.title));
  for (const heading of facts.headings) {
    if (anyMatches([heading], namesFeedback)) ways.push(headingRef('h1', heading));
  }
  if (ways.length > 0) return ways.map((ref) => ({ ...ref, outcome: 'passed', check: WAYS[0]! }));

  return [
    reviewWithoutWords(facts, 'feedback-language') ?? {
      ...pageRef(facts),
      outcome: 'failed',
      check: WAYS[0]!,
      anyOf: WAYS,
    },
  ];
}
