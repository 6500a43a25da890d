import { describe, expect, it } from 'vitest';
import { PAGE_FEATURES } from '../page-features.js';
import { LANGUAGES } from '../report-types.js';
import { WCAG_CRITERIA } from '../wcag-criteria.js';
import { CRITERION_GUIDANCE, pagesToTest } from './guidance.js';
import { TEST_METHODS } from './test-methods.js';

describe('guided manual checks', () => {
  it('exist for every WCAG criterion, and for nothing else', () => {
    expect(Object.keys(CRITERION_GUIDANCE).sort()).toEqual(
      WCAG_CRITERIA.map((criterion) => criterion.id).sort(),
    );
  });

  it.each(WCAG_CRITERIA.map((criterion) => criterion.id))('%s is complete in German and English', (id) => {
    const guidance = CRITERION_GUIDANCE[id]!;
    expect(guidance.methods.length).toBeGreaterThan(0);
    for (const method of guidance.methods) expect(TEST_METHODS).toContain(method);
    for (const feature of guidance.features) expect(PAGE_FEATURES).toContain(feature);
    for (const language of LANGUAGES) {
      const text = guidance.texts[language];
      expect(text.look.trim()).not.toBe('');
      expect(text.fails.trim()).not.toBe('');
      expect(text.steps.length).toBeGreaterThanOrEqual(2);
      expect(text.steps.length).toBeLessThanOrEqual(5);
      for (const step of text.steps) expect(step.trim()).not.toBe('');
    }
    // The two languages describe the same check.
    expect(guidance.texts.de.steps.length).toBe(guidance.texts.en.steps.length);
    expect(guidance.texts.de.notApplicable === undefined).toBe(guidance.texts.en.notApplicable === undefined);
  });
});

describe('pagesToTest', () => {
  const pages = [
    { url: 'https://example.com/', features: ['images' as const] },
    { url: 'https://example.com/kontakt', features: ['forms' as const, 'images' as const] },
    { url: 'https://example.com/video', features: ['media' as const] },
  ];

  it('offers the pages with any of the features the check looks for, in scan order', () => {
    expect(pagesToTest(['forms', 'media'], pages).map((page) => page.url)).toEqual([
      'https://example.com/kontakt',
      'https://example.com/video',
    ]);
  });

  it('offers the first pages for a check about any page, and none when no page has the feature', () => {
    expect(pagesToTest([], pages, 2).map((page) => page.url)).toEqual([
      'https://example.com/',
      'https://example.com/kontakt',
    ]);
    expect(pagesToTest(['tables'], pages)).toEqual([]);
  });
});
