#!/usr/bin/env node
// Writes the ACT rule map of a profile, {actRuleId: [ruleId, ...]}, from the product's own rule
// catalogue (`klarsicht rules --format json`), for the ACT harness's --extra-map option:
//
//   node scripts/act-map.mjs [profile] > /tmp/act-map.json
//
// Every rule names the ACT rules it implements, so no mapping is made by hand.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const profile = process.argv[2] ?? 'wcag22aaa';
const cli = fileURLToPath(new URL('../node_modules/.bin/klarsicht', import.meta.url));
const { rules } = JSON.parse(
  execFileSync(cli, ['rules', '--profile', profile, '--format', 'json'], { encoding: 'utf8' }),
);
const map = {};
for (const rule of rules) {
  for (const act of rule.actRules) map[act] = [...(map[act] ?? []), rule.id];
}
process.stdout.write(`${JSON.stringify(map, null, 2)}\n`);
