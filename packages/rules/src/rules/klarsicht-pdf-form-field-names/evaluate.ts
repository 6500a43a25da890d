import type { PdfFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { fieldNode } from '../../shared/document-parts.js';

export function evaluate(facts: PdfFacts): Verdict[] {
  return facts.formFields.map((field): Verdict => {
    const node = fieldNode(field.name, field.accessibleName);
    const data = { name: field.name, page: field.page };
    if (field.accessibleName !== undefined) {
      return { ...node, outcome: 'passed', check: 'pdf-field-named', data };
    }
    // pdf.js does not report the /TU of a parent field, where radio groups usually keep it.
    if (field.nameMayBeInherited)
      return { ...node, outcome: 'review', check: 'pdf-field-name-inherited', data };
    // A push button may be announced by its caption (/MK /CA), which pdf.js does not report either.
    if (field.kind === 'button') return { ...node, outcome: 'review', check: 'pdf-button-caption', data };
    return { ...node, outcome: 'failed', check: 'pdf-field-unnamed', data };
  });
}
