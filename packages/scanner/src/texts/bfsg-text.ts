import {
  bfsgNote,
  bfsgNoteForCriteria,
  findCriterion,
  type Language,
  type WcagCriterion,
} from '@klarsicht/report';
import { OWN_CHECKS } from '../checks/own-checks.js';
import { documentBfsgNote } from '../documents/document-checks.js';
import { PDF_RULES } from '../documents/pdf-rules.js';

/**
 * Where the BFSG asks for what a finding tests, in `language`: for our own rules their reference,
 * for axe's rules the one that follows from the WCAG criteria the finding cites. Undefined where
 * the BFSG asks nothing of it (best practices, WCAG 2.2-only and AAA criteria). The PDF rules cite
 * EN 301 549 clause 10 (non-web documents), not the clause 9 their criteria would give.
 */
export function bfsgText(ruleId: string, wcagIds: readonly string[], language: Language): string | undefined {
  const own = OWN_CHECKS.find((rule) => rule.id === ruleId);
  if (own) return bfsgNote(own.bfsgReference, own.en301549, language);
  const document = PDF_RULES.find((rule) => rule.id === ruleId);
  if (document) return documentBfsgNote(document, language);
  const criteria = wcagIds.flatMap((id): WcagCriterion[] => {
    const criterion = findCriterion(id);
    return criterion ? [criterion] : [];
  });
  return bfsgNoteForCriteria(criteria, language);
}
