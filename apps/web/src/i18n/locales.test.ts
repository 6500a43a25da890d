import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { NAMESPACES } from './namespaces';

const files = import.meta.glob<{ default: unknown }>('./locales/*/*.json', { eager: true });

function resource(language: string, namespace: string): unknown {
  return files[`./locales/${language}/${namespace}.json`]?.default;
}

/** Every key path with the type of its value ("string", "array", "object"). */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return [`${path}:array`, ...value.flatMap((item, index) => shape(item, `${path}[${index}]`))];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => shape(child, path ? `${path}.${key}` : key));
  }
  return [`${path}:${typeof value}`];
}

/** Plural forms differ per language (German and English both use _one/_other). */
const pluralSuffix = /_(zero|one|two|few|many|other)(?=[.:[]|$)/g;

describe('translations', () => {
  it('have one file per language and namespace, and nothing else', () => {
    const expected = LANGUAGES.flatMap((language) =>
      NAMESPACES.map((ns) => `./locales/${language}/${ns}.json`),
    );
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  it.each(NAMESPACES)(
    '%s: English mirrors every German key (so the en fallback is never needed)',
    (namespace) => {
      const german = shape(resource('de', namespace)).map((key) => key.replace(pluralSuffix, '_plural'));
      const english = shape(resource('en', namespace)).map((key) => key.replace(pluralSuffix, '_plural'));
      expect(english.sort()).toEqual(german.sort());
    },
  );

  it.each(LANGUAGES)('%s: no empty texts', (language) => {
    for (const namespace of NAMESPACES) {
      const empty = JSON.stringify(resource(language, namespace)).match(/:""/g);
      expect(empty, `${language}/${namespace}`).toBeNull();
    }
  });

  it('use proper German umlauts and ß, not transliterations', () => {
    for (const namespace of NAMESPACES) {
      const german = JSON.stringify(resource('de', namespace));
      expect(german, namespace).not.toMatch(
        /\b(fuer|ueber|koennen|moeglich|Pruefung|pruefen|Schluessel|Verstoesse|groesse)\b/i,
      );
    }
  });
});
