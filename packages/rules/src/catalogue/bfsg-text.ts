import { bfsgNoteForCriteria, findCriterion, type Language, type WcagCriterion } from '@klarsicht/report';
import { ruleBfsgNote } from '../model/requirements.js';
import { ownRule } from '../registry.js';

/**
 * Where the BFSG asks for what a finding tests, in `language`: for our own rules as their
 * requirements say (the PDF rules cite EN 301 549 clause 10, not the clause 9 their criteria would
 * give), for axe's rules the one that follows from the WCAG criteria the finding cites. Undefined
 * where the BFSG asks nothing of it (best practices, WCAG 2.2-only and AAA criteria).
 */
export function bfsgText(ruleId: string, wcagIds: readonly string[], language: Language): string | undefined {
  const own = ownRule(ruleId);
  if (own) return ruleBfsgNote(own, language);
  const criteria = wcagIds.flatMap((id): WcagCriterion[] => {
    const criterion = findCriterion(id);
    return criterion ? [criterion] : [];
  });
  return bfsgNoteForCriteria(criteria, language);
}
