import type { ProfileId } from '@klarsicht/contracts';

export const PROFILE_NAMES: Record<ProfileId, string> = {
  wcag21aa: 'WCAG 2.1 A/AA',
  bfsg: 'EN 301 549 / BFSG (WCAG 2.1 A/AA)',
  wcag22aa: 'WCAG 2.2 A/AA',
  wcag22aaa: 'WCAG 2.2 A/AA/AAA',
};
