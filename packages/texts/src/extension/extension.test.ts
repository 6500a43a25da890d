import { readFileSync } from 'node:fs';
import { PROFILE_IDS, placeholdersOf } from '@klarsicht/report';
import { describe, expect, it } from 'vitest';
import { EXTENSION_TEXTS } from './index.js';

type Texts = Record<string, unknown>;

/** Every text with its path, nested groups flattened ("sendProblems.other"). */
function flatten(texts: Texts, prefix = ''): Array<[string, string]> {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value as Texts, `${prefix}${key}.`),
  );
}

describe('the extension panel’s texts', () => {
  it('have the same keys and placeholders in German and English', () => {
    const de = new Map(flatten(EXTENSION_TEXTS.de as unknown as Texts));
    const en = new Map(flatten(EXTENSION_TEXTS.en as unknown as Texts));
    expect([...de.keys()]).toEqual([...en.keys()]);
    for (const [key, text] of de) expect(placeholdersOf(text), key).toEqual(placeholdersOf(en.get(key)!));
  });

  it('name the profiles as the web app does', () => {
    for (const lang of ['de', 'en'] as const) {
      const web = JSON.parse(
        readFileSync(
          new URL(`../../../../apps/web/src/i18n/locales/${lang}/scans.json`, import.meta.url),
          'utf8',
        ),
      ) as { profiles: Record<string, string> };
      for (const id of PROFILE_IDS)
        expect(EXTENSION_TEXTS[lang].profiles[id], `${lang} ${id}`).toBe(web.profiles[id]);
    }
  });
});
