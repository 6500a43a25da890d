import type { EventEnvelope, EventIssue, EventOf } from '@klarsicht/contracts';
import {
  decisionStatusWord,
  FAILURE_CODES,
  type FailureCode,
  IMPACTS,
  impactLabel,
  type Language,
  type PluralText,
} from '@klarsicht/report';
import { failureHint, failureReason, fill, fillPlural, MESSAGES, type Messages } from '@klarsicht/texts';

/**
 * What an event says in a chat (decision 030), decided once for Slack and Microsoft Teams: the
 * header, the sentences, the counts, the issues listed and the link. Plain text throughout, values
 * as they came: each renderer writes it in its own markup and escapes it for that markup. The
 * chat texts themselves carry no markup characters (a test sees to it), so a renderer may escape
 * a whole line.
 */

/** Issues a message lists before "… and N more": a chat message is read at a glance. */
export const CHAT_ISSUES = 5;

/**
 * Lengths at which a value from outside (a page, the organisation) is cut before it is worded:
 * enough to recognise it, short enough that several fit in one of Slack's 3000-character sections.
 */
export const VALUE_LIMITS = { site: 300, page: 300, selector: 500, title: 300, reason: 1000 } as const;

export interface ChatFact {
  title: string;
  value: string;
}

/** One issue as a message lists it: its impact and rule in words, the element, where it is. */
export interface ChatIssue {
  impact: string;
  title: string;
  /** The element's CSS selector, for a monospace or code span; empty: the page as a whole. */
  selector: string;
  /** The page, worded ("auf https://… und 2 weiteren Seiten"). */
  where: string;
}

export interface ChatLink {
  label: string;
  url: string;
}

export interface ChatContent {
  header: string;
  /** Sentences, one a line. */
  lines: string[];
  facts: ChatFact[];
  /** At most CHAT_ISSUES, the gravest first. */
  issues: ChatIssue[];
  /** "… and N more", when there were more issues than listed. */
  more?: string;
  link?: ChatLink;
}

/**
 * `text` no longer than `max` UTF-16 units (what a chat counts at most), cut with "…" between
 * characters, never inside one.
 */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length > max - 1) break;
    kept += character;
  }
  return `${kept}…`;
}

/** The chat texts in one language, and the two ways they are filled. */
class Words {
  readonly t: Messages['chat'];
  constructor(readonly language: Language) {
    this.t = MESSAGES[language].chat;
  }
  fill(template: string, values: Record<string, unknown> = {}): string {
    return fill(template, values, this.language);
  }
  plural(text: PluralText, count: number, values: Record<string, unknown> = {}): string {
    return fillPlural(text, count, values, this.language);
  }
  site(site: string): ChatFact {
    return { title: this.t.facts.site, value: cut(site, VALUE_LIMITS.site) };
  }
  resultLink(url: string): ChatLink {
    return { label: this.t.openResult, url };
  }
}

export function chatContent(event: EventEnvelope, language: Language): ChatContent {
  const words = new Words(language);
  switch (event.type) {
    case 'scan.finished':
      return scanFinished(event, words);
    case 'issues.new':
    case 'issues.fixed':
      return issueList(event, words);
    case 'issue.reopened':
      return issueReopened(event, words);
    case 'statement.outdated':
      return statementOutdated(event, words);
    case 'monitoring.failed':
      return monitoringFailed(event, words);
    case 'webhook.test':
      return { header: words.t.header.test, lines: [words.t.test], facts: [], issues: [] };
  }
}

function scanFinished(event: EventOf<'scan.finished'>, words: Words): ChatContent {
  const { t } = words;
  const data = event.data;
  const site = cut(data.site, VALUE_LIMITS.site);
  const link = words.resultLink(data.resultUrl);
  if (data.status === 'failed') {
    return {
      header: words.fill(t.header.scanFailed, { site }),
      lines: [t.scanFailed],
      facts: [words.site(data.site)],
      issues: [],
      link,
    };
  }
  const facts: ChatFact[] = [
    words.site(data.site),
    { title: t.facts.total, value: String(data.issues.total) },
    ...IMPACTS.map((impact) => ({
      title: impactLabel(impact, words.language),
      value: String(data.issues[impact]),
    })),
  ];
  if (data.newIssues !== undefined) facts.push({ title: t.facts.newSince, value: String(data.newIssues) });
  if (data.fixedIssues !== undefined) {
    facts.push({ title: t.facts.fixedSince, value: String(data.fixedIssues) });
  }
  const lines = [words.plural(t.pagesChecked[data.trigger], data.pages)];
  if (data.previousScanId === undefined) lines.push(t.firstScan);
  return { header: words.fill(t.header.scanFinished, { site }), lines, facts, issues: [], link };
}

function issueList(event: EventOf<'issues.new'> | EventOf<'issues.fixed'>, words: Words): ChatContent {
  const { t } = words;
  const data = event.data;
  const site = cut(data.site, VALUE_LIMITS.site);
  const isNew = event.type === 'issues.new';
  const listed = gravestFirst(data.issues).slice(0, CHAT_ISSUES);
  const more = data.total - listed.length;
  const content: ChatContent = {
    header: words.plural(isNew ? t.header.issuesNew : t.header.issuesFixed, data.total, { site }),
    lines: [words.plural(isNew ? t.issuesNew : t.issuesFixed, data.total)],
    facts: [words.site(data.site), ...byImpact(data.issues, data.total, words.language)],
    issues: listed.map((issue) => chatIssue(issue, words)),
    link: words.resultLink(data.resultUrl),
  };
  if (more > 0) content.more = words.plural(t.more, more);
  return content;
}

function issueReopened(event: EventOf<'issue.reopened'>, words: Words): ChatContent {
  const { t } = words;
  const data = event.data;
  const status = data.previousStatus;
  const why =
    status === 'fixed' || status === 'verified' || status === 'accepted'
      ? t.reopened[status]
      : words.fill(t.reopened.other, { status: decisionStatusWord(status, words.language) });
  return {
    header: words.fill(t.header.issueReopened, { site: cut(data.site, VALUE_LIMITS.site) }),
    lines: [why],
    facts: [words.site(data.site)],
    issues: [chatIssue(data.issue, words)],
    link: words.resultLink(data.resultUrl),
  };
}

function statementOutdated(event: EventOf<'statement.outdated'>, words: Words): ChatContent {
  const { t } = words;
  const data = event.data;
  const reason = cut(data.reason[words.language], VALUE_LIMITS.reason);
  return {
    header: words.fill(t.header.statementOutdated, { site: cut(data.site, VALUE_LIMITS.site) }),
    lines: [words.fill(t.statementReason, { reason }), t.statementHint],
    facts: [words.site(data.site)],
    issues: [],
    link: { label: t.openStatement, url: data.statementUrl },
  };
}

function monitoringFailed(event: EventOf<'monitoring.failed'>, words: Words): ChatContent {
  const { t, language } = words;
  const data = event.data;
  const code = data.errorCode;
  const known = (FAILURE_CODES as readonly string[]).includes(code);
  const cause = known
    ? [failureReason({ code: code as FailureCode }, language), failureHint(code as FailureCode, language)]
    : [words.fill(t.errorCode, { code: cut(code, 100) })];
  return {
    header: words.fill(t.header.monitoringFailed, { site: cut(data.site, VALUE_LIMITS.site) }),
    lines: [t.monitoringFailed, ...cause],
    facts: [words.site(data.site)],
    issues: [],
    link: words.resultLink(data.resultUrl),
  };
}

function chatIssue(issue: EventIssue, words: Words): ChatIssue {
  const page = cut(issue.pageUrl, VALUE_LIMITS.page);
  const others = issue.pageCount - 1;
  return {
    impact: impactLabel(issue.impact, words.language),
    title: cut(issue.title[words.language] || issue.ruleId, VALUE_LIMITS.title),
    selector: cut(issue.selector.trim(), VALUE_LIMITS.selector),
    where:
      others > 0 ? words.plural(words.t.onPages, others, { page }) : words.fill(words.t.onPage, { page }),
  };
}

/** Critical first; unrated last; otherwise in the event's order. */
function gravestFirst(issues: EventIssue[]): EventIssue[] {
  const rank = (issue: EventIssue) =>
    issue.impact === null ? IMPACTS.length : IMPACTS.indexOf(issue.impact);
  return [...issues].sort((a, b) => rank(a) - rank(b));
}

/** Counts by impact, only when the event lists every issue (else they would undercount). */
function byImpact(issues: EventIssue[], total: number, language: Language): ChatFact[] {
  if (issues.length === 0 || issues.length !== total) return [];
  return [...IMPACTS, null]
    .map((impact) => ({
      title: impactLabel(impact, language),
      count: issues.filter((issue) => issue.impact === impact).length,
    }))
    .filter(({ count }) => count > 0)
    .map(({ title, count }) => ({ title, value: String(count) }));
}
