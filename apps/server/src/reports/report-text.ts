import type { FailureCode, ProfileId } from '@klarsicht/contracts';
import type { ReportMessages } from '@klarsicht/texts';
import { fill } from '@klarsicht/texts';

export const PROFILE_NAMES: Record<ProfileId, string> = {
  wcag21aa: 'WCAG 2.1 A/AA',
  bfsg: 'EN 301 549 / BFSG (WCAG 2.1 A/AA)',
  wcag22aa: 'WCAG 2.2 A/AA',
  wcag22aaa: 'WCAG 2.2 A/AA/AAA',
};

/** A failure as the report's reader understands it: the cause in words (the engine's English detail is left out). */
export function failureText(m: ReportMessages, failure: { code: FailureCode; status?: number }): string {
  const status =
    (failure.code === 'http_error' || failure.code === 'robots_unavailable') && failure.status
      ? ` (${fill(m.httpStatus, { status: failure.status })})`
      : '';
  return `${m.failureReasons[failure.code]}${status}`;
}
