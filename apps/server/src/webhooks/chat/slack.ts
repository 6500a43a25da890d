import type { EventEnvelope } from '@klarsicht/contracts';
import type { Language } from '@klarsicht/report';
import { type ChatContent, type ChatIssue, chatContent, cut } from './content.js';

/**
 * An event as a Slack incoming webhook's body: `text` (the notification's words and the fallback)
 * and Block Kit `blocks`: a header, a section with the sentences and the counts, one section per
 * issue listed, "… and N more", a button to the result.
 *
 * Everything not ours is written so Slack takes it literally: in mrkdwn `&`, `<` and `>` are
 * escaped (Slack's control characters: links, mentions such as `<!channel>`), a selector is an
 * inline code span (no bold, italics or links inside) that no backtick of its own can close.
 * Plain-text fields (header, button) are not parsed, so they are not escaped.
 */

/** Slack's limits (Block Kit reference): lengths in characters. */
export const SLACK_LIMITS = {
  blocks: 50,
  headerText: 150,
  sectionText: 3000,
  fields: 10,
  fieldText: 2000,
  contextText: 3000,
  buttonText: 75,
  buttonUrl: 3000,
  /** Not a limit of Slack's (it truncates `text` at 40,000): the notification shows a line. */
  fallbackText: 3000,
} as const;

/** What an issue's parts may take of its section's 3000 characters, escaped. */
const ISSUE_BUDGET = { impact: 100, title: 600, selector: 1200, where: 1000 } as const;

export type SlackText = { type: 'plain_text'; text: string } | { type: 'mrkdwn'; text: string };
export type SlackBlock =
  | { type: 'header'; text: { type: 'plain_text'; text: string } }
  | { type: 'section'; text?: SlackText; fields?: SlackText[] }
  | { type: 'context'; elements: SlackText[] }
  | {
      type: 'actions';
      elements: { type: 'button'; text: { type: 'plain_text'; text: string }; url: string }[];
    };

export interface SlackMessage {
  text: string;
  blocks: SlackBlock[];
}

export function slackMessage(event: EventEnvelope, language: Language): SlackMessage {
  const content = chatContent(event, language);
  const blocks: SlackBlock[] = [
    { type: 'header', text: { type: 'plain_text', text: cut(content.header, SLACK_LIMITS.headerText) } },
  ];
  const summary = summarySection(content);
  if (summary) blocks.push(summary);
  for (const issue of content.issues) {
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: issueText(issue) } });
  }
  if (content.more) {
    blocks.push({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: mrkdwn(content.more, SLACK_LIMITS.contextText) }],
    });
  }
  const link = content.link;
  if (link && link.url !== '' && link.url.length <= SLACK_LIMITS.buttonUrl) {
    blocks.push({
      type: 'actions',
      elements: [
        {
          type: 'button',
          text: { type: 'plain_text', text: cut(link.label, SLACK_LIMITS.buttonText) },
          url: link.url,
        },
      ],
    });
  }
  return {
    text: mrkdwn(content.header, SLACK_LIMITS.fallbackText),
    blocks: blocks.slice(0, SLACK_LIMITS.blocks),
  };
}

/**
 * `text` escaped for mrkdwn (`&` `<` `>` as entities), at most `max` characters after escaping:
 * cut between characters, never inside an entity.
 */
export function mrkdwn(text: string, max: number): string {
  const escaped = escapeMrkdwn(text);
  if (escaped.length <= max) return escaped;
  let kept = '';
  for (const character of text) {
    const piece = escapeMrkdwn(character);
    if (kept.length + piece.length > max - 1) break;
    kept += piece;
  }
  return `${kept}…`;
}

export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * An inline code span Slack shows character for character. A code span cannot escape a
 * backtick, so one in the text is shown as the modifier letter grave accent (ˋ), and a line
 * break, which would end the span, as a space.
 */
export function codeSpan(text: string, max: number): string {
  return `\`${mrkdwn(text.replace(/`/g, 'ˋ').replace(/[\r\n]+/g, ' '), max - 2)}\``;
}

function summarySection(content: ChatContent): SlackBlock | undefined {
  const fields = content.facts.slice(0, SLACK_LIMITS.fields).map(
    (fact): SlackText => ({
      type: 'mrkdwn',
      // Bold title, the value on the line below: Slack's two-column layout for facts.
      text: `*${mrkdwn(fact.title, 200)}*\n${mrkdwn(fact.value, SLACK_LIMITS.fieldText - 205)}`,
    }),
  );
  const lines = content.lines.join('\n');
  if (lines === '' && fields.length === 0) return undefined;
  return {
    type: 'section',
    ...(lines === '' ? {} : { text: { type: 'mrkdwn', text: mrkdwn(lines, SLACK_LIMITS.sectionText) } }),
    ...(fields.length === 0 ? {} : { fields }),
  };
}

/** "*Schwerwiegend:* title" and below it "`selector` auf page": within a section's 3000 characters. */
function issueText(issue: ChatIssue): string {
  const heading = `*${mrkdwn(issue.impact, ISSUE_BUDGET.impact)}:* ${mrkdwn(issue.title, ISSUE_BUDGET.title)}`;
  const element = issue.selector === '' ? '' : `${codeSpan(issue.selector, ISSUE_BUDGET.selector)} `;
  return `${heading}\n${element}${mrkdwn(issue.where, ISSUE_BUDGET.where)}`;
}
