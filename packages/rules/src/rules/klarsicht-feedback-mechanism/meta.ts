import type { RuleMeta } from '../../model/rule.js';

/*
 * Why: people who meet a barrier need a way to say so and to get the information another way. The
 * BFSG has no explicit "feedback mechanism" (that duty, BITV 2.0 § 7 / Directive (EU) 2016/2102
 * Art. 7(1)(b), binds public bodies), but where a service offers support (help desk, contact), the
 * BFSGV § 12 / EAA Annex I Section IV (d) requires it to inform about accessibility in accessible
 * modes of communication, which EN 301 549 V3.2.1 clause 12.2 details: 12.2.2 (information on
 * accessibility features) and 12.2.3 (effective communication). A reachable contact on the page is
 * what those clauses presuppose; the check cannot judge whether the support itself is accessible.
 * Hence "moderate", not "serious".
 */
export const meta: RuleMeta<'page-facts'> = {
  id: 'klarsicht-feedback-mechanism',
  artifact: 'page-facts',
  impact: 'moderate',
  tags: ['klarsicht', 'bfsg', 'eaa'],
  requirements: { wcag: 'none', en301549: ['12.2.2', '12.2.3'], bfsg: 'supportServices', act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/planning/statements/',
};
