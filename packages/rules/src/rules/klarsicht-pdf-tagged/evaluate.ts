import type { PdfFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { catalogNode } from '../../shared/document-parts.js';

export function evaluate(facts: PdfFacts): Verdict[] {
  const entries = [
    facts.marked ? '/MarkInfo << /Marked true >>' : '',
    facts.hasStructTree ? '/StructTreeRoot …' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const node = catalogNode(entries);
  if (!facts.hasStructTree) return [{ ...node, outcome: 'failed', check: 'pdf-no-tags' }];
  if (!facts.marked) return [{ ...node, outcome: 'failed', check: 'pdf-not-marked' }];
  return [{ ...node, outcome: 'passed', check: 'pdf-tagged' }];
}
