import { createRequire } from 'node:module';
import { LANGUAGES, type NodeCheck } from '@klarsicht/report';
import { describe, expect, it } from 'vitest';
import { axeRules } from '../engines/axe.js';
import { OWN_RULES } from '../registry.js';
import { checkText, ruleTexts } from './rule-texts.js';

const require = createRequire(import.meta.url);
/** axe's English check messages: every check of the bundled axe-core, with every variant. */
const AXE_CHECKS: Record<
  string,
  Partial<Record<'fail' | 'incomplete', string | Record<string, string>>>
> = require('axe-core/locales/_template.json').checks;

/**
 * Every rule any engine can report, by engine: all rules of the bundled axe-core (`axe.getRules()`,
 * not only those a profile selects: a rule a profile adds later must not arrive untranslated), our
 * rules (browser, page and PDF checks) and the QualWeb rules we adopt.
 */
const RULES_BY_ENGINE: Record<string, readonly string[]> = {
  axe: [...axeRules().keys()],
  klarsicht: OWN_RULES.filter((rule) => rule.engine === undefined).map((rule) => rule.id),
  qualweb: OWN_RULES.filter((rule) => rule.engine === 'qualweb').map((rule) => rule.id),
};

// Words no German title or description of ours has, and words no English one has: a text left in
// the other language, or a translation that forgot half a sentence.
const ENGLISH_MARKERS = /\b(must|should|the|Ensures?|have|has|with|and|are|that|is|not)\b/;
const GERMAN_MARKERS =
  /\b(muss|müssen|sollte|sollten|der|die|das|und|nicht|ein|eine|einen|mit|haben|hat|ist)\b|[äöüß]/;

describe('rule texts of every engine', () => {
  it('knows the rules of each engine', () => {
    expect(RULES_BY_ENGINE.axe?.length).toBeGreaterThan(90);
    for (const [engine, ids] of Object.entries(RULES_BY_ENGINE))
      expect(ids.length, engine).toBeGreaterThan(0);
  });

  for (const [engine, ids] of Object.entries(RULES_BY_ENGINE)) {
    it(`gives each ${engine} rule a title and a description in German and in English, each in its language`, () => {
      const problems: string[] = [];
      for (const id of ids) {
        const texts = Object.fromEntries(LANGUAGES.map((language) => [language, ruleTexts(id, language)]));
        const { de, en } = texts;
        if (!de || !en) {
          problems.push(`${id}: no texts`);
          continue;
        }
        for (const language of LANGUAGES) {
          for (const field of ['help', 'description'] as const) {
            if (!texts[language]?.[field].trim()) problems.push(`${id}: no ${language} ${field}`);
          }
        }
        if (de.help === en.help) problems.push(`${id}: German title is the English one`);
        // Titles, not sentences (axe's English has one with a full stop, table-fake-caption: left as axe wrote it).
        if (/(?<!\.)\.$/.test(de.help)) problems.push(`${id}: German title ends in a full stop: ${de.help}`);
        if (de.description === en.description) problems.push(`${id}: German description is the English one`);
        for (const field of ['help', 'description'] as const) {
          const englishInGerman = ENGLISH_MARKERS.exec(de[field]);
          if (englishInGerman)
            problems.push(`${id}: German ${field} has "${englishInGerman[0]}": ${de[field]}`);
          const germanInEnglish = GERMAN_MARKERS.exec(en[field]);
          if (germanInEnglish)
            problems.push(`${id}: English ${field} has "${germanInEnglish[0]}": ${en[field]}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('axe’s check messages (the lines of a failure summary)', () => {
  it('exist in German for every check, outcome and variant, and are not the English ones', () => {
    const untranslated: string[] = [];
    let seen = 0;
    for (const [id, outcomes] of Object.entries(AXE_CHECKS)) {
      for (const outcome of ['fail', 'incomplete'] as const) {
        const message = outcomes[outcome];
        if (message === undefined) continue;
        for (const variant of typeof message === 'string' ? ['default'] : Object.keys(message)) {
          // Lists pick singular or plural by their length; other variants by messageKey.
          const data =
            variant === 'singular'
              ? ['aria-x']
              : variant === 'plural'
                ? ['aria-x', 'aria-y']
                : { messageKey: variant };
          const check: NodeCheck = { id, outcome, data };
          seen++;
          if (checkText(check, 'de') === checkText(check, 'en'))
            untranslated.push(`${id}.${outcome}.${variant}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(200);
    expect(untranslated).toEqual([]);
  });
});
