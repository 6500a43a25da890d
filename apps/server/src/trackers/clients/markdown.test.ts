import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownText, plainTitle, renderMarkdown } from './markdown.js';
import type { TicketDocument } from './types.js';

const ZWJ = '\u200D';

/** Undoes what the renderer does to a paragraph: backslash escapes, joiners, hard breaks. */
function unescapeMarkdown(markdown: string): string {
  return markdown.replace(/\\([!-/:-@[-`{-~])|\\\n|\u200D/g, (match, escaped: string | undefined) =>
    escaped !== undefined ? escaped : match === '\\\n' ? '\n' : '',
  );
}

/** Characters that start Markdown or HTML syntax, found without an escaping backslash before them. */
function unescapedSyntax(markdown: string): string[] {
  const found: string[] = [];
  for (let index = 0; index < markdown.length; index++) {
    const character = markdown[index]!;
    if (character === '\\') {
      index++;
      continue;
    }
    if ('<>[]()!*_`&~$^|{}#'.includes(character)) found.push(character);
  }
  return found;
}

const doc = (blocks: TicketDocument['blocks']): TicketDocument => ({ title: 'T', blocks });

describe('renderMarkdown: page content stays text', () => {
  it('escapes HTML, so an <img onerror> is no element', () => {
    const markdown = markdownText('<img src=x onerror=alert(1)>');
    expect(markdown).toBe('\\<img src=x onerror=alert\\(1\\)\\>');
    expect(unescapedSyntax(markdown)).toEqual([]);
  });

  it('breaks mentions and references with a zero-width joiner', () => {
    expect(markdownText('@team')).toBe(`@${ZWJ}team`);
    expect(markdownText('see #1 and acme/site#12')).toBe(`see \\#${ZWJ}1 and acme/site\\#${ZWJ}12`);
    expect(markdownText('!3 ~bug %"v1" $4 &5 ^alert#6 GH-7')).toContain(`!${ZWJ}3`);
    expect(markdownText('!3 ~bug %"v1" $4 &5 ^alert#6 GH-7')).toContain(`GH${ZWJ}-7`);
    // Nothing of them is left whole.
    const text = markdownText('@org/team #1 !3 ~bug %"v1" $4 &5 ^alert GH-7 [vulnerability:8]');
    expect(text.replace(/\\/g, '')).not.toMatch(/[@#!~%$&^][\p{L}\p{N}"]/u);
  });

  it('keeps entities, emphasis, links, images, math and block markers literal', () => {
    const cases = [
      '&lt;script&gt;',
      '*bold* _it_ **x**',
      '[a](https://evil.example)',
      '![x](https://evil.example/x.png)',
      '$x^2$',
      '{+added+} [-removed-]',
      '| a | b |',
      '`code`',
    ];
    for (const text of cases) {
      const markdown = markdownText(text);
      expect(unescapedSyntax(markdown), text).toEqual([]);
      expect(unescapeMarkdown(markdown)).toBe(text);
    }
    expect(markdownText('# Heading')).toBe(`\\# Heading`);
    expect(markdownText('- item')).toBe('\\- item');
    expect(markdownText('1. item')).toBe('1\\. item');
    expect(markdownText('> quote')).toBe('\\> quote');
    expect(markdownText('text\n===')).toBe('text\\\n\\===');
  });

  it('turns line breaks into hard breaks and drops blank lines, so no block can start', () => {
    expect(markdownText('first\n\n    indented\n- item')).toBe('first\\\nindented\\\n\\- item');
  });

  it('round-trips any text: escaped, nothing of it is syntax, unescaped, it is the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        fc.pre(!text.includes(ZWJ));
        const markdown = markdownText(text);
        expect(unescapedSyntax(markdown)).toEqual([]);
        const expected = text
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the renderer drops them too
          .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
          .split(/\r\n|\r|\n/)
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter((line) => line !== '')
          .join('\n');
        expect(unescapeMarkdown(markdown)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('renderMarkdown: blocks', () => {
  it('fences code with more backticks than any run inside, content untouched', () => {
    const code = 'const a = `x`;\n```\n<b>@team #1</b>\n````';
    const markdown = renderMarkdown(doc([{ kind: 'code', text: code, language: 'html' }]));
    expect(markdown).toBe(`\`\`\`\`\`html\n${code}\n\`\`\`\`\``);
  });

  it('keeps an info string to a plain language name', () => {
    const markdown = renderMarkdown(doc([{ kind: 'code', text: 'x', language: 'js`onerror x' }]));
    expect(markdown.split('\n')[0]).toBe('```jsonerrorx');
  });

  it('renders headings, lists, links; a link to anything but http(s) is only text', () => {
    const markdown = renderMarkdown(
      doc([
        { kind: 'heading', text: 'Where\n<b>' },
        { kind: 'list', items: ['a *b*', '', 'c\nd'] },
        { kind: 'link', text: 'Result [1]', url: 'https://app.example/run/1?a=(b) c' },
        { kind: 'link', text: 'Click', url: 'javascript:alert(1)' },
      ]),
    );
    expect(markdown).toBe(
      [
        '### Where \\<b\\>',
        '- a \\*b\\*\n- c\\\n  d',
        '[Result \\[1\\]](<https://app.example/run/1?a=(b)%20c>)',
        'Click',
      ].join('\n\n'),
    );
  });

  it('shows an uploaded image with its alt text, and an image without upload as its alt text', () => {
    const image = {
      kind: 'image',
      alt: 'Screenshot of <main>',
      fileName: 'shot.png',
      contentType: 'image/png',
      bytes: new Uint8Array([1]),
    } as const;
    expect(renderMarkdown(doc([image]))).toBe('Screenshot of \\<main\\>');
    expect(renderMarkdown(doc([image]), { imageUrl: () => '/uploads/abc/shot one.png' })).toBe(
      '![Screenshot of \\<main\\>](</uploads/abc/shot%20one.png>)',
    );
    expect(renderMarkdown(doc([image]), { imageUrl: () => 'javascript:alert(1)' })).toBe(
      'Screenshot of \\<main\\>',
    );
  });

  it('leaves out blocks past the length limit and says so', () => {
    const markdown = renderMarkdown(
      doc([
        { kind: 'paragraph', text: 'a'.repeat(50) },
        { kind: 'paragraph', text: 'b'.repeat(50) },
      ]),
      { maxLength: 80 },
    );
    expect(markdown).toBe(`${'a'.repeat(50)}\n\n…`);
  });
});

describe('plainTitle', () => {
  it('is one line, references broken, no escaping, at most 255 characters', () => {
    expect(plainTitle('Fix #12 for @team\n<img>')).toBe(`Fix #${ZWJ}12 for @${ZWJ}team <img>`);
    const long = plainTitle('x'.repeat(400));
    expect(Array.from(long)).toHaveLength(255);
    expect(long.endsWith('…')).toBe(true);
  });
});
