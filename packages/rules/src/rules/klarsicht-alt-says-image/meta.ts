import type { RuleMeta } from '../../model/rule.js';

/**
 * Best practice (WCAG technique H37): screen readers announce an image as one ("Grafik", "image")
 * before its alt text, so an alt text that opens with "Bild von …" or "photo of …" has them say it
 * twice and puts the words that tell the image apart further back.
 */
export const meta: RuleMeta<'content'> = {
  id: 'klarsicht-alt-says-image',
  artifact: 'content',
  impact: 'minor',
  tags: ['cat.text-alternatives', 'best-practice'],
  requirements: { wcag: 'none', act: 'none' },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Techniques/html/H37',
};
