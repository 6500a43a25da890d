import { describe, expect, it } from 'vitest';
import { profileRules } from './rule-catalogue.js';

describe('the rules a profile runs', () => {
  const bfsg = profileRules('bfsg', 'de');
  const byId = (id: string) => bfsg.find((rule) => rule.id === id);

  it('describe each axe rule: kind, impact, criteria, clauses, ACT rules and a title in the language asked for', () => {
    expect(byId('image-alt')).toEqual({
      id: 'image-alt',
      engine: 'axe',
      category: 'wcag',
      impact: 'critical',
      wcag: [{ id: '1.1.1', level: 'A', title: 'Nicht-Text-Inhalt', version: '2.0' }],
      en301549: ['9.1.1.1'],
      actRules: ['23a2a8'],
      title: 'Bilder müssen einen Alternativtext haben',
    });
    expect(profileRules('bfsg', 'en').find((rule) => rule.id === 'image-alt')?.title).toBe(
      'Images must have alternative text',
    );
  });

  it('list our own BFSG checks where the profile runs them, and not in the pure WCAG profile', () => {
    expect(byId('klarsicht-accessibility-statement')).toMatchObject({
      engine: 'klarsicht',
      category: 'bfsg',
    });
    expect(profileRules('wcag21aa', 'de').some((rule) => rule.category === 'bfsg')).toBe(false);
  });

  it('grow with the profile and leave out what axe marks experimental or deprecated', () => {
    const ids = (profile: Parameters<typeof profileRules>[0]) =>
      new Set(profileRules(profile, 'en').map((rule) => rule.id));
    const wcag22aa = ids('wcag22aa');
    expect(ids('bfsg').has('target-size')).toBe(false);
    expect(wcag22aa.has('target-size')).toBe(true);
    for (const id of ids('bfsg')) expect(wcag22aa.has(id)).toBe(true);
    expect(ids('wcag22aaa').has('color-contrast-enhanced')).toBe(true);
    for (const id of ['p-as-heading', 'aria-roledescription', 'duplicate-id'])
      expect(ids('wcag22aaa').has(id)).toBe(false);
  });

  it('give every rule a title of its own in both languages', () => {
    for (const language of ['de', 'en'] as const) {
      const untitled = profileRules('wcag22aaa', language).filter((rule) => rule.title === rule.id);
      expect(untitled).toEqual([]);
    }
  });
});
