import { bfsgNote } from '@klarsicht/report';
import { OWN_RULE_TEXTS } from '../texts/own-rule-texts.js';
import { namesPage } from './eu-words.js';
import {
  anyMatches,
  failedChecks,
  headingNode,
  linkMatches,
  linkNode,
  type OwnCheckRule,
  pageNode,
  reviewWithoutWords,
  type TextMatcher,
} from './own-check-rule.js';
import type { PageFacts } from './page-facts.js';

/*
 * Why: people who meet a barrier need a way to say so and to get the information another way. The
 * BFSG has no explicit "feedback mechanism" (that duty, BITV 2.0 § 7 / Directive (EU) 2016/2102
 * Art. 7(1)(b), binds public bodies), but where a service offers support (help desk, contact), the
 * BFSGV § 12 / EAA Annex I Section IV (d) requires it to inform about accessibility in accessible
 * modes of communication, which EN 301 549 V3.2.1 clause 12.2 details: 12.2.2 (information on
 * accessibility features) and 12.2.3 (effective communication). A reachable contact on the page is
 * what those clauses presuppose; the check cannot judge whether the support itself is accessible.
 * Hence "moderate", not "serious".
 *
 * What counts: a mailto: link, a link whose text, label or path names contact, feedback or support,
 * a form with a message field, or the page being the contact page. A tel: link alone does not: a
 * phone line shuts out deaf and hard-of-hearing people, which is what clause 12.2.3 is about.
 */

const EN_301_549_SUPPORT_CLAUSES = ['12.2.2', '12.2.3'];

/** Contact and feedback words, in the EU's languages (eu-words.ts). */
const namesFeedback: TextMatcher = (normalised) => namesPage('feedback', normalised);

const TEXTS = OWN_RULE_TEXTS['klarsicht-feedback-mechanism'].en;

export const feedbackMechanismRule: OwnCheckRule = {
  id: 'klarsicht-feedback-mechanism',
  impact: 'moderate',
  description: TEXTS.description,
  help: TEXTS.help,
  helpUrl: 'https://www.w3.org/WAI/planning/statements/',
  tags: ['klarsicht', 'bfsg', 'eaa', 'EN-301-549', 'EN-12.2.2', 'EN-12.2.3'],
  en301549: EN_301_549_SUPPORT_CLAUSES,
  actRules: [],
  bfsgReference: 'supportServices',
  bfsg: bfsgNote('supportServices', EN_301_549_SUPPORT_CLAUSES),
  evaluate(facts: PageFacts) {
    const scheme = (href: string) => /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase();
    const mailLinks = facts.links.filter((link) => scheme(link.href) === 'mailto');
    const contactLinks = facts.links.filter((link) => {
      const linkScheme = scheme(link.href);
      return linkScheme !== 'mailto' && linkScheme !== 'tel' && linkMatches(link, facts.url, namesFeedback);
    });
    const nodes = [...mailLinks, ...contactLinks].map(linkNode);
    if (facts.formCount > 0) nodes.push({ selector: 'form', html: '<form>' });
    if (anyMatches([facts.title], namesFeedback)) nodes.push(headingNode('title', facts.title));
    for (const heading of facts.headings) {
      if (anyMatches([heading], namesFeedback)) nodes.push(headingNode('h1', heading));
    }
    if (nodes.length > 0) return { outcome: 'passed', nodes };

    return (
      reviewWithoutWords(facts, 'feedback-language') ?? {
        outcome: 'failed',
        nodes: [
          pageNode(
            facts,
            failedChecks('any', ['feedback-mail-link', 'feedback-contact-link', 'feedback-form']),
          ),
        ],
      }
    );
  },
};
