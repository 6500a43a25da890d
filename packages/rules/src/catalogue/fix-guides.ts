import type { FixGuide, FixGuides, Language } from '@klarsicht/report';
import { FIX_GUIDES_ARIA } from '../engines/axe-fix-guides-aria.js';
import { FIX_GUIDES_COMMON } from '../engines/axe-fix-guides-common.js';
import { FIX_GUIDES_MORE } from '../engines/axe-fix-guides-more.js';
import { FIX_GUIDES_STRUCTURE } from '../engines/axe-fix-guides-structure.js';
import { FIX_GUIDES_WCAG22_AAA } from '../engines/axe-fix-guides-wcag22-aaa.js';
import { ownFixGuides } from '../registry.js';

/** Every rule's fix guide: axe's rules' (ours, in these files), then our own rules' (in their folders). */
export const FIX_GUIDES: FixGuides = {
  ...FIX_GUIDES_COMMON,
  ...FIX_GUIDES_STRUCTURE,
  ...FIX_GUIDES_ARIA,
  ...FIX_GUIDES_MORE,
  ...FIX_GUIDES_WCAG22_AAA,
  ...ownFixGuides(),
};

/** How to fix what the rule finds, in `language`; undefined for a rule without a guide. */
export function fixGuide(ruleId: string, language: Language): FixGuide | undefined {
  return FIX_GUIDES[ruleId]?.[language];
}
