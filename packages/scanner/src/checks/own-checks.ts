import { PROFILES } from '../profiles/profiles.js';
import type { Finding, ProfileId } from '../report/types.js';
import { sortFindings } from '../standards/map-axe-results.js';
import { accessibilityStatementRule } from './accessibility-statement.js';
import { feedbackMechanismRule } from './feedback-mechanism.js';
import type { OwnCheckRule } from './own-check-rule.js';
import type { PageFacts } from './page-facts.js';

/** Our own checks, for what BFSG/EAA expect and axe does not test. The engine knows none by name. */
export const OWN_CHECKS: readonly OwnCheckRule[] = [accessibilityStatementRule, feedbackMechanismRule];

export interface OwnCheckOptions {
  /** Nodes kept per finding (default 50, as `ScanOptions.maxNodesPerFinding`); `nodeCount` keeps the true number. */
  maxNodesPerFinding?: number;
}

/**
 * Runs the own checks on one page's facts. They run only for profiles with `ownChecks` (bfsg and
 * the WCAG 2.2 profiles, which include bfsg); for wcag21aa all lists are empty.
 */
export function runOwnChecks(
  facts: PageFacts,
  profile: ProfileId,
  options: OwnCheckOptions = {},
): { violations: Finding[]; incomplete: Finding[]; passes: Finding[] } {
  const violations: Finding[] = [];
  const incomplete: Finding[] = [];
  const passes: Finding[] = [];
  if (!PROFILES[profile].ownChecks) return { violations, incomplete, passes };

  const maxNodes = Math.max(0, options.maxNodesPerFinding ?? 50);
  for (const rule of OWN_CHECKS) {
    const result = rule.evaluate(facts);
    const passed = result.outcome === 'passed';
    const finding: Finding = {
      id: rule.id,
      source: 'klarsicht',
      // As axe does: impact belongs to a failure or a doubt; a pass has none.
      impact: passed ? null : rule.impact,
      description: rule.description,
      help: rule.help,
      helpUrl: rule.helpUrl,
      tags: [...rule.tags],
      wcag: [],
      en301549: [...rule.en301549],
      bfsg: rule.bfsg,
      actRules: [...rule.actRules],
      nodes: result.nodes.slice(0, maxNodes),
      nodeCount: result.nodes.length,
    };
    ({ passed: passes, failed: violations, review: incomplete })[result.outcome].push(finding);
  }
  return {
    violations: sortFindings(violations),
    incomplete: sortFindings(incomplete),
    passes: sortFindings(passes),
  };
}
