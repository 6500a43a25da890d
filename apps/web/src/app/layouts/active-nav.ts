export const PRICING_HASH = '#pricing';

export type NavTarget = 'testing' | 'pricing' | 'contact' | 'scans' | 'sites' | 'profile';

/**
 * Which main link is highlighted (product §2): Pricing for / with #pricing (and /pricing), Testing
 * for / otherwise, Scans for /runs and below, Websites for /sites and below.
 */
export function activeNavTarget(pathname: string, hash: string): NavTarget | null {
  if ((pathname === '/' && hash === PRICING_HASH) || pathname === '/pricing') return 'pricing';
  if (pathname === '/') return 'testing';
  if (pathname === '/contact' || pathname === '/kontakt') return 'contact';
  if (pathname === '/runs' || pathname.startsWith('/runs/') || pathname.startsWith('/run/')) return 'scans';
  if (pathname === '/sites' || pathname.startsWith('/sites/')) return 'sites';
  if (pathname === '/profile' || pathname.startsWith('/profile/')) return 'profile';
  return null;
}
