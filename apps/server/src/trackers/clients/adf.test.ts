import { describe, expect, it } from 'vitest';
import { adfProblems } from '../../../test-support/tracker-fakes/index.js';
import { adfText, renderAdf } from './adf.js';
import type { TicketDocument } from './types.js';

const image = {
  kind: 'image',
  alt: 'Screenshot',
  fileName: 'shot.png',
  contentType: 'image/png',
  bytes: new Uint8Array([1]),
} as const;

const everything: TicketDocument = {
  title: 'T',
  blocks: [
    { kind: 'heading', text: 'Problem' },
    { kind: 'heading', text: '   ' },
    { kind: 'paragraph', text: '<img src=x onerror=alert(1)> @team #1 *x*\n\nsecond line' },
    { kind: 'paragraph', text: '' },
    { kind: 'link', text: 'Result', url: 'https://app.example/run/1' },
    { kind: 'link', text: 'Bad', url: 'javascript:alert(1)' },
    { kind: 'code', text: '<button>```</button>\n', language: 'html' },
    { kind: 'code', text: '' },
    { kind: 'list', items: ['one', '', 'two\nlines'] },
    { kind: 'list', items: ['', ' '] },
    image,
  ],
};

/** Every text node of a document. */
function texts(node: unknown): { text: string }[] {
  if (!node || typeof node !== 'object') return [];
  const record = node as { type?: string; text?: string; content?: unknown[] };
  const own = record.type === 'text' ? [{ text: record.text ?? '' }] : [];
  return [...own, ...(record.content ?? []).flatMap(texts)];
}

describe('renderAdf', () => {
  it('is a doc of version 1 that the Jira fake takes, without empty text nodes', () => {
    const adf = renderAdf(everything);
    expect(adf.type).toBe('doc');
    expect(adf.version).toBe(1);
    expect(adfProblems(adf)).toEqual([]);
    expect(texts(adf).every((node) => node.text.length > 0)).toBe(true);
  });

  it('keeps page content as literal text and links only http(s)', () => {
    const adf = renderAdf(everything);
    expect(adf.content).toEqual([
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Problem' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: '<img src=x onerror=alert(1)> @team #1 *x*' },
          { type: 'hardBreak' },
          { type: 'text', text: 'second line' },
        ],
      },
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'Result',
            marks: [{ type: 'link', attrs: { href: 'https://app.example/run/1' } }],
          },
        ],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'Bad' }] },
      {
        type: 'codeBlock',
        attrs: { language: 'html' },
        content: [{ type: 'text', text: '<button>```</button>' }],
      },
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] },
          {
            type: 'listItem',
            content: [
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'two' },
                  { type: 'hardBreak' },
                  { type: 'text', text: 'lines' },
                ],
              },
            ],
          },
        ],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'Screenshot' }] },
    ]);
  });

  it('names the attachment of an attached image', () => {
    const adf = renderAdf({ title: 'T', blocks: [image] }, { attachedImages: true });
    expect(adf.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Screenshot (shot.png)' }] },
    ]);
  });

  it('leaves out blocks past the text limit and says so', () => {
    const adf = renderAdf(
      {
        title: 'T',
        blocks: [
          { kind: 'paragraph', text: 'a'.repeat(50) },
          { kind: 'paragraph', text: 'b'.repeat(50) },
        ],
      },
      { maxText: 80 },
    );
    expect(texts(adf).map((node) => node.text)).toEqual(['a'.repeat(50), '…']);
    expect(adfProblems(adf)).toEqual([]);
  });

  it('the fake refuses what Jira refuses: wrong version, empty text, marks in code', () => {
    expect(adfProblems({ type: 'doc', version: 2, content: [] })).not.toEqual([]);
    expect(adfProblems({ type: 'paragraph', content: [] })).not.toEqual([]);
    expect(
      adfProblems({
        type: 'doc',
        version: 1,
        content: [{ type: 'paragraph', content: [{ type: 'text', text: '' }] }],
      }),
    ).not.toEqual([]);
    expect(
      adfProblems({
        type: 'doc',
        version: 1,
        content: [{ type: 'codeBlock', content: [{ type: 'text', text: 'x', marks: [{ type: 'strong' }] }] }],
      }),
    ).not.toEqual([]);
  });
});

describe('adfText', () => {
  it('is one paragraph, or an empty doc for empty text', () => {
    expect(adfText('Found again\n@team')).toEqual({
      version: 1,
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Found again' },
            { type: 'hardBreak' },
            { type: 'text', text: '@team' },
          ],
        },
      ],
    });
    expect(adfText('  \n ').content).toEqual([]);
  });
});
