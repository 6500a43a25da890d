import type { RuleMeta } from '../../model/rule.js';

export const meta: RuleMeta<'pdf'> = {
  id: 'klarsicht-pdf-tagged',
  artifact: 'pdf',
  // Without tags a screen reader gets the text as one stream in drawing order: no headings,
  // lists, tables or alternative texts. Readable, often wrongly ordered, never navigable.
  impact: 'serious',
  tags: ['klarsicht', 'pdf', 'cat.structure'],
  requirements: { wcag: ['1.3.1'], en301549: ['10.1.3.1'], bfsg: 'webContent', act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html',
};
