import type { IssueView, Language } from '@klarsicht/contracts';
import { fill, fillPlural, MESSAGES } from '@klarsicht/texts';
import type { TicketBlock, TicketDocument } from './clients/index.js';

/** A ticket's summary is cut here: Jira takes at most 255 characters, GitHub and GitLab 255 too. */
const TITLE_LIMIT = 240;
/** The HTML snippet as the ticket shows it: enough to find the element, not a page's worth. */
const SNIPPET_LIMIT = 1200;

export interface TicketSource {
  view: IssueView;
  issueKey: string;
  site: string;
  /** The issue in the app: the scan's result page. */
  resultUrl: string;
  screenshot?: { mime: string; bytes: Uint8Array };
}

const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/**
 * What a ticket says about an issue (decision 030), in one language, as blocks each tracker renders
 * in its own format (Markdown, Atlassian Document Format): the rule's help and description, where
 * (page, selector, HTML, screenshot), the fix guide, the WCAG / EN 301 549 / BFSG references and a
 * link back; the issue's key at the end, so the ticket names what it is about whatever its title.
 */
export function ticketDocument(source: TicketSource, language: Language): TicketDocument {
  const t = MESSAGES[language].tickets;
  const { view } = source;
  const blocks: TicketBlock[] = [
    { kind: 'heading', text: t.problem },
    { kind: 'paragraph', text: view.description },
    { kind: 'heading', text: t.where },
    {
      kind: 'paragraph',
      text: [
        view.firstPageState
          ? fill(t.firstPageInState, { url: view.firstPageUrl, state: view.firstPageState.text }, language)
          : fill(t.firstPage, { url: view.firstPageUrl }, language),
        ...(view.pageCount > 1 ? [fillPlural(t.morePages, view.pageCount - 1, {}, language)] : []),
      ].join(' '),
    },
  ];
  if (view.element) {
    blocks.push(
      { kind: 'heading', text: t.element },
      { kind: 'paragraph', text: fill(t.selector, { selector: view.element.selector }, language) },
      { kind: 'code', text: cut(view.element.html, SNIPPET_LIMIT), language: 'html' },
    );
    if (view.element.failureSummary)
      blocks.push({
        kind: 'paragraph',
        text: fill(t.failure, { summary: view.element.failureSummary.replace(/\s+/g, ' ') }, language),
      });
  }
  if (
    source.screenshot &&
    (source.screenshot.mime === 'image/png' || source.screenshot.mime === 'image/jpeg')
  )
    blocks.push({
      kind: 'image',
      alt: t.screenshot,
      fileName: `klarsicht-${source.issueKey.slice(0, 12)}.${source.screenshot.mime === 'image/png' ? 'png' : 'jpg'}`,
      contentType: source.screenshot.mime,
      bytes: source.screenshot.bytes,
    });
  if (view.fix) {
    blocks.push(
      { kind: 'heading', text: t.fix },
      { kind: 'paragraph', text: view.fix.why },
      { kind: 'paragraph', text: view.fix.how },
    );
    if (view.fix.before)
      blocks.push({ kind: 'paragraph', text: t.before }, { kind: 'code', text: view.fix.before });
    if (view.fix.after)
      blocks.push({ kind: 'paragraph', text: t.after }, { kind: 'code', text: view.fix.after });
  }
  const requirements = [
    ...view.wcag.map((criterion) => fill(t.wcag, { ...criterion }, language)),
    ...view.en301549.map((clause) => fill(t.en301549, { clause }, language)),
    ...(view.bfsg ? [fill(t.bfsg, { text: view.bfsg }, language)] : []),
  ];
  if (requirements.length > 0)
    blocks.push({ kind: 'heading', text: t.requirements }, { kind: 'list', items: requirements });
  if (view.helpUrl) blocks.push({ kind: 'link', text: t.ruleDocs, url: view.helpUrl });
  blocks.push(
    { kind: 'link', text: t.backLink, url: source.resultUrl },
    { kind: 'paragraph', text: fill(t.footer, { key: source.issueKey }, language) },
  );
  return {
    title: cut(
      fill(t.title, { help: view.help, rule: view.ruleId, site: source.site }, language),
      TITLE_LIMIT,
    ),
    blocks,
  };
}

/** The label that makes a ticket findable by its issue (trackers' labels take no colon everywhere). */
export const ticketLabel = (issueKey: string) => `klarsicht-${issueKey.slice(0, 12)}`;
