import { describe, expect, it } from 'vitest';
import { EU_WORDS, namesPage } from './eu-words.js';

describe('the words for statement and contact pages', () => {
  it('cover all 24 official languages of the EU', () => {
    expect(Object.keys(EU_WORDS).sort()).toEqual(
      'bg cs da de el en es et fi fr ga hr hu it lt lv mt nl pl pt ro sk sl sv'.split(' '),
    );
  });

  it('match whole words only', () => {
    expect(namesPage('statement', 'barrierefreiheit')).toBe(true);
    expect(namesPage('statement', 'barrierefreies bad')).toBe(false);
  });
});
