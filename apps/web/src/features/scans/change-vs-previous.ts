import type { ScanListItem } from '@klarsicht/contracts';
import type { TFunction } from 'i18next';

/**
 * How a finished scan's issues compare with the previous comparable scan (same site, scope,
 * profile): the issues new since then and those fixed, as the result page's overview says it.
 */
export type ChangeVsPrevious =
  | { kind: 'none' }
  | { kind: 'noEarlier' }
  | { kind: 'unchanged' }
  | { kind: 'changed'; added: number; fixed: number };

/**
 * Only a succeeded scan has issues to compare. `previous: null` means the server found no earlier
 * succeeded scan of the same site, scope and profile (earlier scans of other kinds may exist, so
 * this is not "the first scan"); a missing field means it did not say.
 */
export function changeVsPrevious(scan: Pick<ScanListItem, 'status' | 'previous'>): ChangeVsPrevious {
  if (scan.status !== 'succeeded' || scan.previous === undefined) return { kind: 'none' };
  if (scan.previous === null) return { kind: 'noEarlier' };
  const { added, fixed } = scan.previous;
  return added === 0 && fixed === 0 ? { kind: 'unchanged' } : { kind: 'changed', added, fixed };
}

/** The change in words, with the overview's texts (scans namespace). */
export function changeInWords(change: ChangeVsPrevious, t: TFunction<'scans'>): string {
  switch (change.kind) {
    case 'none':
      return t('change.none');
    case 'noEarlier':
      return t('change.noEarlier');
    case 'unchanged':
      return t('overview.unchanged');
    case 'changed':
      return t('overview.change', {
        added: t('overview.added', { count: change.added }),
        fixed: t('overview.fixed', { count: change.fixed }),
      });
  }
}
