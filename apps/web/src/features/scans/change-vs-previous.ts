import type { ScanListItem } from '@klarsicht/contracts';

/** How a finished scan's violations compare with the previous comparable scan (same site, scope, profile). */
export type ChangeVsPrevious =
  | { kind: 'none' }
  | { kind: 'noEarlier' }
  | { kind: 'same' }
  | { kind: 'fewer'; count: number }
  | { kind: 'more'; count: number };

/**
 * Only a succeeded scan has counts to compare. `previous: null` means the server found no earlier
 * succeeded scan of the same site, scope and profile (earlier scans of other kinds may exist, so
 * this is not "the first scan"); a missing field means it did not say.
 */
export function changeVsPrevious(
  scan: Pick<ScanListItem, 'status' | 'summary' | 'previous'>,
): ChangeVsPrevious {
  if (scan.status !== 'succeeded' || scan.previous === undefined) return { kind: 'none' };
  if (scan.previous === null) return { kind: 'noEarlier' };
  const difference = scan.summary.violations - scan.previous.violations;
  if (difference === 0) return { kind: 'same' };
  return difference < 0 ? { kind: 'fewer', count: -difference } : { kind: 'more', count: difference };
}

/** The scans-namespace key (and plural count) that says a change in words. */
export function changeMessage(change: ChangeVsPrevious): {
  key: `change.${ChangeVsPrevious['kind']}`;
  count?: number;
} {
  return 'count' in change
    ? { key: `change.${change.kind}`, count: change.count }
    : { key: `change.${change.kind}` };
}
