import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findCriterion, LANGUAGES } from '@klarsicht/report';
import { placeholdersOf } from '@klarsicht/texts';
import { describe, expect, it } from 'vitest';
import { FIXTURE_NAME, fixtureFiles } from '../test-support/fixtures.js';
import { RULES } from './evaluators.generated.js';
import { RULE_ENTRIES } from './registry.generated.js';
import { OWN_RULES, ownRuleTexts } from './registry.js';

const RULES_DIR = fileURLToPath(new URL('./rules/', import.meta.url));
const folders = readdirSync(RULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * `{name}` placeholders of a message, in every variant; a value given in each language
 * ("languageDe", "languageEn") counts as one.
 */
function placeholders(message: unknown): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values((message ?? {}) as object);
  const names = texts.flatMap((text) => placeholdersOf(String(text)));
  return [...new Set(names.map((name) => name.replace(/(De|En)$/, '')))].sort();
}

describe('the rule registry', () => {
  it('holds every rule folder, each under its rule id, with meta, evaluation and texts', () => {
    expect(RULE_ENTRIES.map((entry) => entry.meta.id).sort()).toEqual([...folders].sort());
    expect(RULES.map((rule) => rule.id)).toEqual(RULE_ENTRIES.map((entry) => entry.meta.id));
    expect(OWN_RULES.length).toBeGreaterThan(30);
  });

  for (const rule of OWN_RULES) {
    describe(rule.id, () => {
      it('names what it tests: WCAG criteria, ACT rules, or "none" on purpose', () => {
        const { wcag, act } = rule.requirements;
        if (wcag === 'none') {
          // Beyond WCAG: a best practice, or a legal duty that cites the BFSG itself.
          expect(rule.tags.includes('best-practice') || rule.requirements.bfsg !== undefined).toBe(true);
        } else {
          expect(wcag.length).toBeGreaterThan(0);
          for (const id of wcag) expect(findCriterion(id), id).toBeDefined();
        }
        if (act !== 'none') {
          expect(act.length).toBeGreaterThan(0);
          for (const id of act) expect(id).toMatch(/^[a-z0-9]{6}$/);
        }
        if (rule.artifact === 'pdf')
          expect(rule.requirements.en301549?.every((clause) => clause.startsWith('10.'))).toBe(true);
      });

      it('speaks German and English: title, description, every check message and a fix guide', () => {
        const de = ownRuleTexts(rule.id, 'de')!;
        const en = ownRuleTexts(rule.id, 'en')!;
        expect(LANGUAGES).toEqual(['de', 'en']);
        for (const texts of [de, en]) {
          expect(texts.help.trim()).not.toBe('');
          expect(texts.description.trim()).not.toBe('');
          for (const field of ['why', 'how', 'before', 'after'] as const)
            expect(texts.fix[field].trim()).not.toBe('');
          expect(texts.fix.before).not.toBe(texts.fix.after);
        }
        expect(de.help).not.toBe(en.help);
        expect(Object.keys(de.checks).sort()).toEqual(Object.keys(en.checks).sort());
        for (const [check, messages] of Object.entries(de.checks)) {
          for (const outcome of ['fail', 'incomplete'] as const) {
            expect(messages[outcome] === undefined, `${check}.${outcome}`).toBe(
              en.checks[check]?.[outcome] === undefined,
            );
            expect(placeholders(messages[outcome]), `${check}.${outcome}`).toEqual(
              placeholders(en.checks[check]?.[outcome]),
            );
          }
        }
      });

      it('has its own tests and fixtures, a case it finds and a case it lets pass', () => {
        expect(existsSync(`${RULES_DIR}${rule.id}/${rule.id}.test.ts`)).toBe(true);
        const files = fixtureFiles(rule.id);
        for (const file of files) expect(file).toMatch(FIXTURE_NAME);
        expect(files.some((file) => /^(failed|review)-/.test(file))).toBe(true);
        expect(files.some((file) => /^(passed|inapplicable)-/.test(file))).toBe(true);
      });
    });
  }

  it('gives each check id to one rule only, so that a finding’s message is its own', () => {
    const owners = new Map<string, string>();
    const shared: string[] = [];
    for (const { meta, texts } of RULE_ENTRIES) {
      for (const check of Object.keys(texts.en.checks)) {
        const owner = owners.get(check);
        if (owner !== undefined && owner !== meta.id) shared.push(`${check}: ${owner}, ${meta.id}`);
        owners.set(check, meta.id);
      }
    }
    expect(shared).toEqual([]);
  });
});
