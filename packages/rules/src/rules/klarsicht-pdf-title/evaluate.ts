import type { PdfFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { catalogNode, infoNode } from '../../shared/document-parts.js';

/**
 * Titles that name a file or say nothing: what Word, converters and print drivers write when the
 * author gave the document no title.
 */
const PLACEHOLDER_TITLES: readonly RegExp[] = [
  /\.(pdf|docx?|dotx?|odt|rtf|txt|xlsx?|ods|pptx?|odp|indd|qxp|pub|html?|tiff?|jpe?g|png)$/i,
  /^microsoft (word|excel|powerpoint) - /i,
  /^(untitled|unbenannt|ohne titel|titel|title|document|dokument|neues dokument|new document)(\s*\d+)?$/i,
  /^(about:blank|https?:\/\/\S+|file:\/\/\S+)$/i,
];

export function evaluate(facts: PdfFacts): Verdict[] {
  const { title } = facts;
  const node = infoNode(title);
  if (title === undefined) return [{ ...node, outcome: 'failed', check: 'pdf-title-missing' }];
  if (PLACEHOLDER_TITLES.some((pattern) => pattern.test(title))) {
    return [{ ...node, outcome: 'review', check: 'pdf-title-placeholder', data: { title } }];
  }
  // PDF18: viewers show the file name unless /DisplayDocTitle asks for the title. Whether the
  // file name says enough is for a person to judge, so this is a doubt, not a failure.
  if (!facts.displayDocTitle) {
    return [
      {
        ...catalogNode('/ViewerPreferences << /DisplayDocTitle false >>'),
        outcome: 'review',
        check: 'pdf-title-not-shown',
        data: { title },
      },
    ];
  }
  return [{ ...node, outcome: 'passed', check: 'pdf-title', data: { title } }];
}
