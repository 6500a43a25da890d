import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AXE_DE_RULE_CORRECTIONS } from '../engines/axe-de-corrections.js';
import { FIX_GUIDES, fixGuide } from './fix-guides.js';
import { checkText, ruleTexts } from './rule-texts.js';

const require = createRequire(import.meta.url);
const AXE_DE: {
  checks: Record<string, Record<string, string | Record<string, string>>>;
} = require('axe-core/locales/de.json');

describe('axe’s check messages in German', () => {
  const contrast = {
    id: 'color-contrast',
    outcome: 'fail' as const,
    data: {
      fgColor: '#777777',
      bgColor: '#ffffff',
      contrastRatio: 1.91,
      fontSize: '10.5pt (14px)',
      fontWeight: 'normal',
      expectedContrastRatio: '4.5:1',
    },
  };

  it('write numbers in German notation, and English ones as axe does', () => {
    expect(checkText(contrast, 'de')).toBe(
      // No-break spaces keep a ratio and a number's unit on one line.
      'Das Element hat einen zu geringen Kontrast von 1,91\u00a0:\u00a01 (Vordergrundfarbe: #777777, Hintergrundfarbe: #ffffff, Schriftgröße: 10,5\u00a0pt (14\u00a0px), Schriftstärke: normal); erwartet 4,5\u00a0:\u00a01.',
    );
    expect(checkText(contrast, 'en')).toBe(
      'Element has insufficient color contrast of 1.91 (foreground color: #777777, background color: #ffffff, font size: 10.5pt (14px), font weight: normal). Expected contrast ratio of 4.5:1',
    );
    expect(
      checkText({ id: 'target-size', outcome: 'fail', data: { width: 18.5, height: 20, minSize: 24 } }, 'de'),
    ).toBe('Das Ziel ist zu klein (18,5\u00a0px × 20\u00a0px, mindestens 24\u00a0px × 24\u00a0px).');
  });

  it('have no grammar slips or typos', () => {
    expect(checkText({ id: 'presentational-role', outcome: 'fail', data: {} }, 'de')).toBe(
      'Die Standardsemantik des Elements wurde nicht mit role="none" oder role="presentation" überschrieben.',
    );
    // Every German message of every check, each variant, filled with decimal numbers.
    let seen = 0;
    for (const [id, outcomes] of Object.entries(AXE_DE.checks)) {
      for (const [outcome, message] of Object.entries(outcomes)) {
        if (outcome === 'pass') continue;
        const variants = typeof message === 'string' ? { default: message } : message;
        for (const [variant, template] of Object.entries(variants)) {
          const names = [...template.matchAll(/\$\{data\.(\w+)\}/g)].map((match) => match[1]!);
          const data =
            variant === 'singular' || variant === 'plural'
              ? variant === 'singular'
                ? ['aria-x']
                : ['aria-x', 'aria-y']
              : {
                  messageKey: variant,
                  ...Object.fromEntries(names.map((name) => [name, /Ratio$/.test(name) ? '4.5:1' : 2.25])),
                };
          const text = checkText({ id, outcome: outcome as 'fail' | 'incomplete', data }, 'de')!;
          seen++;
          expect(text, `${id}.${outcome}.${variant}`).not.toMatch(
            /Semantik des Elements wurden|beeinhalt|werdeb|umgebenenden|aktiven Elemente mit|Attribut Namen?\b|Folgendes ARIA Attributwert|\d\.\d|\d(px|pt|em)\b/,
          );
        }
      }
    }
    expect(seen).toBeGreaterThan(150);
  });
});

describe('rule texts and fix guides of every engine', () => {
  it('corrects only rules axe has, and leaves no German title ending in a full stop', () => {
    for (const [ruleId, correction] of Object.entries(AXE_DE_RULE_CORRECTIONS)) {
      expect(ruleTexts(ruleId, 'en'), ruleId).toBeDefined();
      expect(ruleTexts(ruleId, 'de')?.help).toBe(correction.help ?? ruleTexts(ruleId, 'de')?.help);
      expect(correction.help ?? '', ruleId).not.toMatch(/\.$/);
    }
  });

  it('has fix guides in both languages, each with an example that changes something', () => {
    expect(Object.keys(FIX_GUIDES).length).toBeGreaterThan(5);
    for (const [ruleId, guides] of Object.entries(FIX_GUIDES)) {
      expect(ruleTexts(ruleId, 'en'), ruleId).toBeDefined();
      for (const language of ['de', 'en'] as const) {
        const guide = fixGuide(ruleId, language)!;
        for (const text of [guide.why, guide.how, guide.before, guide.after])
          expect(text.trim(), ruleId).not.toBe('');
        expect(guide.after, ruleId).not.toBe(guide.before);
      }
      expect(guides.de.why, ruleId).not.toBe(guides.en.why);
    }
  });

  it('knows our own rules in both languages', () => {
    expect(ruleTexts('klarsicht-accessibility-statement', 'de')?.help).toBe(
      'Die Seite muss auf eine Erklärung zur Barrierefreiheit verweisen',
    );
    expect(ruleTexts('klarsicht-accessibility-statement', 'en')?.help).toBe(
      'Page must link to an accessibility statement',
    );
    expect(ruleTexts('no-such-rule', 'de')).toBeUndefined();
  });
});
