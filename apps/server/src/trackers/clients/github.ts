import {
  DEFAULT_TIMEOUT_MS,
  type Fetch,
  type HttpSettings,
  isRecord,
  pickTicket,
  requestJson,
  trimBase,
  unexpected,
} from './http.js';
import { markdownText, plainTitle, renderMarkdown } from './markdown.js';
import { type TicketDocument, type TicketRef, type TrackerClient, TrackerError } from './types.js';

/**
 * GitHub Issues over the REST API, version 2022-11-28 (docs.github.com/en/rest/issues; the
 * api.github.com OpenAPI description, github/rest-api-description). A fine-grained token with
 * "Issues: read and write" on the repository is enough. Images are not uploaded (the REST API has
 * no attachment endpoint): they stand as their alt text.
 */

export interface GithubClientOptions {
  /** GitHub Enterprise Server's API root (`https://host/api/v3`); default https://api.github.com. */
  apiUrl?: string;
  /** `owner/name`. */
  repository: string;
  token: string;
  fetch?: Fetch;
  timeoutMs?: number;
}

/** GitHub refuses an issue body over 65,536 characters; a little is kept in hand. */
const BODY_LIMIT = 65_000;
/** GitHub refuses titles over 256 characters. */
const TITLE_LIMIT = 255;
const PAGE_SIZE = 100;

export function createGithubClient(options: GithubClientOptions): TrackerClient {
  const [owner, name, ...rest] = options.repository.split('/');
  if (!owner || !name || rest.length > 0) throw new TypeError('repository must be "owner/name"');
  const repo = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`;
  const settings: HttpSettings = {
    vendor: 'GitHub',
    baseUrl: trimBase(options.apiUrl ?? 'https://api.github.com'),
    headers: {
      Accept: 'application/vnd.github+json',
      'X-GitHub-Api-Version': '2022-11-28',
      Authorization: `Bearer ${options.token}`,
      // "All API requests must include a valid User-Agent header" (REST API: getting started).
      'User-Agent': 'Klarsicht-Trackers/1',
    },
    secrets: [options.token, encodeURIComponent(options.token)],
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Rate limits (REST API: troubleshooting): an exhausted primary limit answers 403 or 429
    // with `x-ratelimit-remaining: 0`; a secondary limit 403 or 429, often with `retry-after`.
    isRateLimited: (response) =>
      response.status === 403 &&
      (response.headers.get('x-ratelimit-remaining') === '0' || response.headers.has('retry-after')),
  };

  return {
    async findByLabel(label) {
      // GET /repos/{owner}/{repo}/issues ("List repository issues"): `labels` is a comma-separated
      // list, `state` defaults to `open`. The endpoint returns pull requests too, marked by a
      // `pull_request` key; they are skipped.
      const answer = await requestJson(settings, 'GET', `${repo}/issues`, {
        query: { labels: label, state: 'all', per_page: String(PAGE_SIZE) },
      });
      if (!Array.isArray(answer)) throw unexpected(settings, 'the issue list');
      const tickets = answer
        .filter((item) => isRecord(item) && item.pull_request === undefined)
        .map((item) => ticketOf(item));
      return pickTicket(tickets, (ticket) => Number(ticket.id));
    },

    async create(document: TicketDocument, label: string) {
      // POST /repos/{owner}/{repo}/issues ("Create an issue"): title, body, labels (names; a label
      // the repository lacks is created).
      const answer = await requestJson(settings, 'POST', `${repo}/issues`, {
        json: {
          title: plainTitle(document.title, TITLE_LIMIT),
          body: renderMarkdown(document, { maxLength: BODY_LIMIT }),
          labels: [label],
        },
      });
      return ticketOf(answer);
    },

    async comment(ticket: TicketRef, text: string) {
      const body = markdownText(text);
      if (body === '') throw new TrackerError('refused', 'GitHub: a comment needs text');
      // POST /repos/{owner}/{repo}/issues/{issue_number}/comments ("Create an issue comment").
      await requestJson(settings, 'POST', `${repo}/issues/${issueNumber(ticket)}/comments`, {
        json: { body: cutBody(body) },
      });
    },

    async reopen(ticket: TicketRef) {
      // PATCH /repos/{owner}/{repo}/issues/{issue_number} ("Update an issue") with state `open`.
      await requestJson(settings, 'PATCH', `${repo}/issues/${issueNumber(ticket)}`, {
        json: { state: 'open' },
      });
    },
  };

  function ticketOf(item: unknown): TicketRef {
    if (
      !isRecord(item) ||
      typeof item.number !== 'number' ||
      typeof item.html_url !== 'string' ||
      (item.state !== 'open' && item.state !== 'closed')
    ) {
      throw unexpected(settings, 'an issue');
    }
    return { id: String(item.number), reference: `#${item.number}`, url: item.html_url, state: item.state };
  }
}

function issueNumber(ticket: TicketRef): string {
  if (!/^\d+$/.test(ticket.id))
    throw new TrackerError('refused', `GitHub: "${ticket.id}" is no issue number`);
  return ticket.id;
}

function cutBody(body: string): string {
  return body.length > BODY_LIMIT ? `${body.slice(0, BODY_LIMIT - 1)}…` : body;
}
