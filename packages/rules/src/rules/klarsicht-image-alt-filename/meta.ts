import type { RuleMeta } from '../../model/rule.js';

/** WCAG 1.1.1 Non-text Content: an image's file name is no text alternative. */
export const meta: RuleMeta<'content'> = {
  id: 'klarsicht-image-alt-filename',
  artifact: 'content',
  impact: 'serious',
  tags: ['cat.text-alternatives'],
  requirements: { wcag: ['1.1.1'], act: ['qt1vmo'] },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/failures/F30',
};
