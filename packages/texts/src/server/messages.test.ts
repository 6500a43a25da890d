import { LANGUAGES } from '@klarsicht/report';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';

/** Every text in a language's tree, by its dotted key. */
function texts(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of texts(value as object, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the server texts', () => {
  const german = texts(MESSAGES.de);

  it.each(LANGUAGES.filter((language) => language !== 'de'))(
    'carry every German key in %s, and no other',
    (language) => {
      expect([...texts(MESSAGES[language]).keys()].sort()).toEqual([...german.keys()].sort());
    },
  );

  it.each(LANGUAGES)('are never empty in %s', (language) => {
    const empty = [...texts(MESSAGES[language])].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in every language', () => {
    for (const language of LANGUAGES) {
      const own = texts(MESSAGES[language]);
      const differing = [...german].filter(([key, text]) => {
        const other = own.get(key);
        return other !== undefined && placeholders(other).join() !== placeholders(text).join();
      });
      expect(differing.map(([key]) => `${language}: ${key}`)).toEqual([]);
    }
  });
});
