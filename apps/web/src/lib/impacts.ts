import type { Impact } from '@klarsicht/contracts';

/**
 * Most severe first. A copy of the contracts' IMPACTS on purpose: a value import from the
 * contracts would pull zod into the home route's bundle (a unit test keeps the two equal).
 */
export const IMPACT_ORDER = ['critical', 'serious', 'moderate', 'minor'] as const satisfies readonly Impact[];
