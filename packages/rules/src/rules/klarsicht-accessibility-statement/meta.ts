import type { RuleMeta } from '../../model/rule.js';

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
export const meta: RuleMeta<'page-facts'> = {
  id: 'klarsicht-accessibility-statement',
  artifact: 'page-facts',
  // A legal duty backed by fines that leaves users without information on barriers and
  // their workarounds, but does not itself block using the page: serious, not critical.
  impact: 'serious',
  tags: ['klarsicht', 'bfsg', 'eaa'],
  requirements: { wcag: 'none', en301549: [], bfsg: 'accessibilityInformation', act: 'none' },
  helpUrl: 'https://www.gesetze-im-internet.de/bfsg/__14.html',
};
