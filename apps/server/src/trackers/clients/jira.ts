import { adfText, renderAdf } from './adf.js';
import { safeFileName } from './files.js';
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
import {
  type ImageBlock,
  type TicketDocument,
  type TicketRef,
  type TrackerClient,
  TrackerError,
} from './types.js';

/**
 * Jira Cloud issues over the platform REST API v3 (developer.atlassian.com/cloud/jira/platform/
 * rest/v3/: Issues, Issue search, Issue comments, Issue attachments), with basic auth of the
 * account's email and an API token. Descriptions and comments are Atlassian Document Format.
 * Images are attached to the issue after it is made; the description names them.
 */

export interface JiraClientOptions {
  /** `https://<site>.atlassian.net`. */
  siteUrl: string;
  /** The project's key, e.g. `WEB`. */
  projectKey: string;
  /** The Atlassian account the API token belongs to. */
  email: string;
  token: string;
  /** The issue type of new tickets; default `Task`. */
  issueType?: string;
  fetch?: Fetch;
  timeoutMs?: number;
  /** Told of an image that could not be attached (the ticket is made all the same). */
  onAttachmentError?: (error: TrackerError, image: ImageBlock) => void;
}

/** Jira's summary holds at most 255 characters, on one line. */
const SUMMARY_LIMIT = 255;
/** Jira's rich-text fields hold 32,767 characters; a little is kept in hand for the markup. */
const DESCRIPTION_TEXT_LIMIT = 30_000;
const PAGE_SIZE = 50;
/** Status categories of an open ticket: "To Do" (`new`) and "In Progress" (`indeterminate`). */
const OPEN_CATEGORIES = new Set(['new', 'indeterminate']);

export function createJiraClient(options: JiraClientOptions): TrackerClient {
  const site = trimBase(options.siteUrl);
  const projectKey = options.projectKey.trim();
  const credentials = Buffer.from(`${options.email}:${options.token}`, 'utf8').toString('base64');
  const settings: HttpSettings = {
    vendor: 'Jira',
    baseUrl: `${site}/rest/api/3`,
    headers: { Authorization: `Basic ${credentials}`, Accept: 'application/json' },
    secrets: [options.token, encodeURIComponent(options.token), credentials],
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const ticketOf = (key: string, state: TicketRef['state']): TicketRef => ({
    id: key,
    reference: key,
    url: `${site}/browse/${encodeURIComponent(key)}`,
    state,
  });

  return {
    async findByLabel(label) {
      // GET /rest/api/3/search/jql ("Search for issues using JQL enhanced search"; the older
      // GET /rest/api/3/search is removed). `fields=status` brings the status and its category.
      const answer = await requestJson(settings, 'GET', '/search/jql', {
        query: {
          jql: `project = ${jqlString(projectKey)} AND labels = ${jqlString(label)}`,
          fields: 'status',
          maxResults: String(PAGE_SIZE),
        },
      });
      if (!isRecord(answer) || !Array.isArray(answer.issues)) throw unexpected(settings, 'the search');
      const tickets = answer.issues.map((issue) => {
        if (!isRecord(issue) || typeof issue.key !== 'string') throw unexpected(settings, 'the search');
        return ticketOf(issue.key, statusCategory(issue) === 'done' ? 'closed' : 'open');
      });
      return pickTicket(tickets, (ticket) => Number(ticket.id.split('-').pop()));
    },

    async create(document: TicketDocument, label: string) {
      const images = document.blocks.filter((block): block is ImageBlock => block.kind === 'image');
      // The description names each image by the file name it is attached under.
      const asAttached: TicketDocument = {
        ...document,
        blocks: document.blocks.map((block) =>
          block.kind === 'image' ? { ...block, fileName: safeFileName(block) } : block,
        ),
      };
      // POST /rest/api/3/issue ("Create issue"); `labels` must be on the project's create screen.
      const answer = await requestJson(settings, 'POST', '/issue', {
        json: {
          fields: {
            project: { key: projectKey },
            summary: summary(document.title),
            issuetype: { name: options.issueType ?? 'Task' },
            description: renderAdf(asAttached, {
              attachedImages: images.length > 0,
              maxText: DESCRIPTION_TEXT_LIMIT,
            }),
            labels: [label],
          },
        },
      });
      if (!isRecord(answer) || typeof answer.key !== 'string') throw unexpected(settings, 'the new issue');
      const key = answer.key;
      for (const image of images) {
        try {
          await attach(key, image);
        } catch (error) {
          if (!(error instanceof TrackerError)) throw error;
          options.onAttachmentError?.(error, image);
        }
      }
      return ticketOf(key, 'open');
    },

    async comment(ticket: TicketRef, text: string) {
      const body = adfText(text);
      if (body.content.length === 0) throw new TrackerError('refused', 'Jira: a comment needs text');
      // POST /rest/api/3/issue/{issueIdOrKey}/comment ("Add comment"), the body in ADF.
      await requestJson(settings, 'POST', `/issue/${issueKey(ticket)}/comment`, { json: { body } });
    },

    async reopen(ticket: TicketRef) {
      const key = issueKey(ticket);
      // GET /rest/api/3/issue/{issueIdOrKey}/transitions ("Get transitions"): the transitions the
      // workflow offers from the current status, each with its target status and category.
      const answer = await requestJson(settings, 'GET', `/issue/${key}/transitions`);
      if (!isRecord(answer) || !Array.isArray(answer.transitions))
        throw unexpected(settings, 'the transitions');
      const transition = answer.transitions.find((candidate) => {
        if (!isRecord(candidate) || !isRecord(candidate.to) || !isRecord(candidate.to.statusCategory))
          return false;
        const category = candidate.to.statusCategory.key;
        return typeof category === 'string' && OPEN_CATEGORIES.has(category);
      });
      if (!isRecord(transition) || (typeof transition.id !== 'string' && typeof transition.id !== 'number')) {
        throw new TrackerError(
          'refused',
          `Jira offers no transition of ${key} to a "To Do" or "In Progress" status`,
        );
      }
      // POST /rest/api/3/issue/{issueIdOrKey}/transitions ("Transition issue"), 204 on success.
      await requestJson(settings, 'POST', `/issue/${key}/transitions`, {
        json: { transition: { id: String(transition.id) } },
      });
    },
  };

  /**
   * POST /rest/api/3/issue/{issueIdOrKey}/attachments ("Add attachment"): multipart, the part
   * named `file`, and `X-Atlassian-Token: no-check` or Jira blocks it (XSRF protection).
   */
  async function attach(key: string, image: ImageBlock): Promise<void> {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(image.bytes)], { type: image.contentType }),
      safeFileName(image),
    );
    await requestJson(settings, 'POST', `/issue/${key}/attachments`, {
      form,
      headers: { 'X-Atlassian-Token': 'no-check' },
    });
  }
}

function statusCategory(issue: Record<string, unknown>): unknown {
  const fields = issue.fields;
  if (!isRecord(fields) || !isRecord(fields.status) || !isRecord(fields.status.statusCategory))
    return undefined;
  return fields.status.statusCategory.key;
}

function issueKey(ticket: TicketRef): string {
  if (!/^[A-Z][A-Z0-9_]*-\d+$/.test(ticket.id))
    throw new TrackerError('refused', `Jira: "${ticket.id}" is no issue key`);
  return ticket.id;
}

/** A JQL string literal: double quotes, with `"` and `\` escaped. */
function jqlString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: Jira refuses control characters in a summary
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]+/g;

function summary(title: string): string {
  const line = title.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  return characters.length > SUMMARY_LIMIT ? `${characters.slice(0, SUMMARY_LIMIT - 1).join('')}…` : line;
}
