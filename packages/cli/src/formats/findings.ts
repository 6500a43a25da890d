import { IMPACTS } from '@klarsicht/report';
import type { Finding, Impact, ProfileId } from '@klarsicht/scanner';
import { effectiveImpact } from '../exit-code.js';

/** Most severe first, then by rule id, so output is stable from run to run. */
export function bySeverity(a: Finding, b: Finding): number {
  const rank = (finding: Finding) => IMPACTS.indexOf(effectiveImpact(finding.impact));
  return rank(a) - rank(b) || a.id.localeCompare(b.id);
}

export function sortedBySeverity(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(bySeverity);
}

/** "1.1.1 (A), 1.4.3 (AA)" */
export function wcagLabel(finding: Finding): string {
  return finding.wcag.map((criterion) => `${criterion.id} (${criterion.level})`).join(', ');
}

/** "WCAG 1.1.1 (A) · EN 301 549 9.1.1.1 · BFSG: …", leaving out what the finding does not have. */
export function standardsLine(finding: Finding): string {
  const parts: string[] = [];
  if (finding.wcag.length > 0) parts.push(`WCAG ${wcagLabel(finding)}`);
  if (finding.en301549.length > 0) parts.push(`EN 301 549 ${finding.en301549.join(', ')}`);
  if (finding.bfsg) parts.push(`BFSG: ${finding.bfsg}`);
  return parts.join(' · ');
}

/**
 * A finding's impact as a code for machine formats (SARIF properties): findings without one (some
 * of our own checks) are "unrated"; --fail-on counts them as minor. Words for people: `impactWord`.
 */
export function impactLabel(impact: Impact | null): string {
  return impact ?? 'unrated';
}

export const PROFILE_NAMES: Record<ProfileId, string> = {
  wcag21aa: 'WCAG 2.1 A/AA',
  bfsg: 'EN 301 549 / BFSG',
  wcag22aa: 'WCAG 2.2 A/AA',
  wcag22aaa: 'WCAG 2.2 A/AA/AAA',
};
