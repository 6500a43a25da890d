import type { RuleMeta } from '../../model/rule.js';

export const meta: RuleMeta<'pdf'> = {
  id: 'klarsicht-pdf-language',
  artifact: 'pdf',
  // As axe's html-has-lang: the speech synthesizer reads the text with the wrong pronunciation.
  impact: 'serious',
  tags: ['klarsicht', 'pdf', 'cat.language'],
  requirements: { wcag: ['3.1.1'], en301549: ['10.3.1.1'], bfsg: 'webContent', act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/pdf/PDF16',
};
