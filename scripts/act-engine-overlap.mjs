#!/usr/bin/env node
// What another engine would add to ours on the W3C ACT test cases, estimated from W3C's published
// implementation reports (../shared/act/data/implementations) and one run of the ACT harness.
//
//   node scripts/act-engine-overlap.mjs <harness-report.json> [engine ...]
//
// For each engine: the failed test cases it detects, those of them our run missed (what merging it
// would add), and its false alarms (a "failed" outcome on a case expected to pass or be
// inapplicable), counted over all cases of the harness's manifest (a case of an ACT rule the harness
// has no mapping for counts as not detected by us); then the added cases by ACT rule.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [reportPath, ...named] = process.argv.slice(2);
if (!reportPath) {
  console.error('usage: node scripts/act-engine-overlap.mjs <harness-report.json> [engine ...]');
  process.exit(2);
}
const actData = fileURLToPath(new URL('../../shared/act/data/', import.meta.url));
const engines = named.length > 0 ? named : ['alfa', 'qualweb', 'equal-access', 'axe-core'];

const manifest = JSON.parse(readFileSync(`${actData}cases/manifest.json`, 'utf8'));
// Keyed "ruleId/caseId": one test case page may serve several ACT rules.
const cases = new Map(
  (Array.isArray(manifest) ? manifest : manifest.cases).map((entry) => [entry.key, entry]),
);
const ours = JSON.parse(readFileSync(reportPath, 'utf8'));
const detected = new Set(
  ours.cases
    .filter((entry) => entry.expected === 'failed' && entry.outcome === 'failed')
    .map((entry) => entry.key),
);
const failedCases = [...cases.values()].filter((entry) => entry.expected === 'failed').length;
const ruleNames = new Map([...cases.values()].map((entry) => [entry.ruleId, entry.ruleName]));
console.log(`ours: ${detected.size} of ${failedCases} failed cases detected (${reportPath})\n`);

for (const engine of engines) {
  const report = JSON.parse(readFileSync(`${actData}implementations/${engine}.json`, 'utf8'));
  const found = new Set();
  const falseAlarms = new Set();
  for (const mapping of report.actRuleMapping) {
    for (const testCase of mapping.testCaseResults ?? []) {
      const key = `${mapping.ruleId}/${testCase.testcaseId}`;
      if (!cases.has(key)) continue;
      const outcomes = (testCase.procedureResults ?? []).flatMap((procedure) => procedure.outcomes ?? []);
      if (!outcomes.includes('failed')) continue;
      (testCase.expected === 'failed' ? found : falseAlarms).add(key);
    }
  }
  const added = [...found].filter((key) => !detected.has(key));
  const byRule = new Map();
  for (const key of added) {
    const rule = cases.get(key).ruleId;
    byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
  }
  console.log(
    `${engine} ${report.version}: detects ${found.size}, adds ${added.length} to ours (union ${detected.size + added.length}), false alarms ${falseAlarms.size}`,
  );
  for (const [rule, count] of [...byRule].sort((a, b) => b[1] - a[1])) {
    console.log(`  +${count}  ${rule}  ${ruleNames.get(rule)}`);
  }
}
