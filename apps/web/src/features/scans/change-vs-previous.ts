import type { ScanListItem } from '@klarsicht/contracts';

/** How a finished scan's violations compare with the previous scan of the same site. */
export type ChangeVsPrevious =
  | { kind: 'none' }
  | { kind: 'first' }
  | { kind: 'same' }
  | { kind: 'fewer'; count: number }
  | { kind: 'more'; count: number };

/**
 * Only a succeeded scan has counts to compare. `previous: null` means the server found no earlier
 * succeeded scan of the site (this is the first); a missing field means it did not say.
 */
export function changeVsPrevious(
  scan: Pick<ScanListItem, 'status' | 'summary' | 'previous'>,
): ChangeVsPrevious {
  if (scan.status !== 'succeeded' || scan.previous === undefined) return { kind: 'none' };
  if (scan.previous === null) return { kind: 'first' };
  const difference = scan.summary.violations - scan.previous.violations;
  if (difference === 0) return { kind: 'same' };
  return difference < 0 ? { kind: 'fewer', count: -difference } : { kind: 'more', count: difference };
}
