import type { EventEnvelope } from '@klarsicht/contracts';
import type { Language } from '@klarsicht/report';
import { type ChatIssue, chatContent } from './content.js';

/**
 * An event as the body of a Microsoft Teams workflow webhook ("Post to a channel when a webhook
 * request is received"): a message with one Adaptive Card 1.5 attachment. The card: a heading, the
 * sentences, the counts as a FactSet, one block per issue listed, "… and N more", and a button
 * (Action.OpenUrl) to the result.
 *
 * TextBlocks and facts render a Markdown subset (bold, italics, lists, links), so their text is
 * escaped with CommonMark backslashes. Page content (rule title, selector, page) goes into the
 * TextRuns of a RichTextBlock instead, which the schema renders without Markdown: it shows
 * literally on every client, also where one ignores a backslash escape.
 */

export const ADAPTIVE_CARD_CONTENT_TYPE = 'application/vnd.microsoft.card.adaptive';
export const ADAPTIVE_CARD_SCHEMA = 'http://adaptivecards.io/schemas/adaptive-card.json';
export const ADAPTIVE_CARD_VERSION = '1.5';

export interface TextRun {
  type: 'TextRun';
  text: string;
  weight?: 'Bolder';
  fontType?: 'Monospace';
  isSubtle?: boolean;
}
export type CardElement =
  | {
      type: 'TextBlock';
      text: string;
      wrap: true;
      style?: 'heading';
      size?: 'Large';
      weight?: 'Bolder';
      isSubtle?: boolean;
    }
  | { type: 'RichTextBlock'; inlines: TextRun[]; spacing?: 'None' }
  | { type: 'FactSet'; facts: { title: string; value: string }[] }
  | { type: 'Container'; items: CardElement[]; separator?: boolean; spacing?: 'Medium' };

export interface TeamsMessage {
  type: 'message';
  attachments: [
    {
      contentType: typeof ADAPTIVE_CARD_CONTENT_TYPE;
      contentUrl: null;
      content: {
        $schema: typeof ADAPTIVE_CARD_SCHEMA;
        type: 'AdaptiveCard';
        version: typeof ADAPTIVE_CARD_VERSION;
        /** The card's language, for screen readers. */
        lang: Language;
        /** Shown by a client that cannot render the card. */
        fallbackText: string;
        body: CardElement[];
        actions?: { type: 'Action.OpenUrl'; title: string; url: string }[];
      };
    },
  ];
}

export function teamsMessage(event: EventEnvelope, language: Language): TeamsMessage {
  const content = chatContent(event, language);
  const body: CardElement[] = [
    {
      type: 'TextBlock',
      text: escapeMarkdown(content.header),
      wrap: true,
      style: 'heading',
      size: 'Large',
      weight: 'Bolder',
    },
    ...content.lines.map(
      (line): CardElement => ({ type: 'TextBlock', text: escapeMarkdown(line), wrap: true }),
    ),
  ];
  if (content.facts.length > 0) {
    body.push({
      type: 'FactSet',
      facts: content.facts.map((fact) => ({
        title: escapeMarkdown(fact.title),
        value: escapeMarkdown(fact.value),
      })),
    });
  }
  body.push(...content.issues.map(issueContainer));
  if (content.more) {
    body.push({ type: 'TextBlock', text: escapeMarkdown(content.more), wrap: true, isSubtle: true });
  }
  const link = content.link;
  return {
    type: 'message',
    attachments: [
      {
        contentType: ADAPTIVE_CARD_CONTENT_TYPE,
        contentUrl: null,
        content: {
          $schema: ADAPTIVE_CARD_SCHEMA,
          type: 'AdaptiveCard',
          version: ADAPTIVE_CARD_VERSION,
          lang: language,
          fallbackText: content.header,
          body,
          ...(link && link.url !== ''
            ? { actions: [{ type: 'Action.OpenUrl', title: link.label, url: link.url }] }
            : {}),
        },
      },
    ],
  };
}

/**
 * `text` with the characters of Adaptive Cards' Markdown subset escaped by a backslash (emphasis,
 * links, code), and a list marker or heading sign that starts a line.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\*_[\]`~]/g, '\\$&')
    .replace(/^(\s*)([-+#>])/gm, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/gm, '$1\\$2');
}

/** "Schwerwiegend: title" and below it "selector auf page", literal (TextRuns take no Markdown). */
function issueContainer(issue: ChatIssue): CardElement {
  const element: TextRun[] =
    issue.selector === ''
      ? []
      : [
          { type: 'TextRun', text: issue.selector, fontType: 'Monospace' },
          { type: 'TextRun', text: ' ' },
        ];
  return {
    type: 'Container',
    separator: true,
    spacing: 'Medium',
    items: [
      {
        type: 'RichTextBlock',
        inlines: [
          { type: 'TextRun', text: `${issue.impact}: `, weight: 'Bolder' },
          { type: 'TextRun', text: issue.title },
        ],
      },
      {
        type: 'RichTextBlock',
        spacing: 'None',
        inlines: [...element, { type: 'TextRun', text: issue.where, isSubtle: true }],
      },
    ],
  };
}
