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
import { markdownText, plainTitle, renderMarkdown } from './markdown.js';
import {
  type ImageBlock,
  type TicketDocument,
  type TicketRef,
  type TrackerClient,
  TrackerError,
} from './types.js';

/**
 * GitLab issues over the REST API v4 (docs.gitlab.com/api/issues, /api/notes,
 * /api/project_markdown_uploads). A project or personal access token with the `api` scope; the
 * project by its numeric id or its path, URL-encoded into the request path as GitLab asks
 * ("namespaced path encoding": `group%2Fproject`). Images are uploaded to the project first and
 * shown in the description.
 */

export interface GitlabClientOptions {
  /** A self-managed GitLab's web address; default https://gitlab.com. */
  baseUrl?: string;
  /** `group/project` (subgroups allowed) or the numeric id. */
  project: string;
  token: string;
  fetch?: Fetch;
  timeoutMs?: number;
  /** Told of an image that could not be uploaded (it then stands as its alt text). */
  onUploadError?: (error: TrackerError, image: ImageBlock) => void;
}

/** GitLab limits a description to 1,048,576 characters and a title to 255. */
const DESCRIPTION_LIMIT = 1_000_000;
const NOTE_LIMIT = 1_000_000;
const TITLE_LIMIT = 255;
const PAGE_SIZE = 100;

export function createGitlabClient(options: GitlabClientOptions): TrackerClient {
  const project = options.project.trim().replace(/^\/+|\/+$/g, '');
  if (project === '') throw new TypeError('project must be a path or an id');
  const base = `/projects/${encodeURIComponent(project)}`;
  const settings: HttpSettings = {
    vendor: 'GitLab',
    baseUrl: `${trimBase(options.baseUrl ?? 'https://gitlab.com')}/api/v4`,
    headers: { 'PRIVATE-TOKEN': options.token, Accept: 'application/json' },
    secrets: [options.token, encodeURIComponent(options.token)],
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };

  return {
    async findByLabel(label) {
      // GET /projects/:id/issues ("List project issues"): `labels` comma-separated (all must
      // match); `state` takes `opened` or `closed` and, left out, lists both.
      const answer = await requestJson(settings, 'GET', `${base}/issues`, {
        query: { labels: label, scope: 'all', per_page: String(PAGE_SIZE) },
      });
      if (!Array.isArray(answer)) throw unexpected(settings, 'the issue list');
      return pickTicket(answer.map(ticketOf), (ticket) => Number(ticket.id));
    },

    async create(document: TicketDocument, label: string) {
      const uploads = new Map<number, string>();
      for (const [index, block] of document.blocks.entries()) {
        if (block.kind !== 'image') continue;
        try {
          uploads.set(index, await upload(block));
        } catch (error) {
          if (!(error instanceof TrackerError)) throw error;
          options.onUploadError?.(error, block);
        }
      }
      // POST /projects/:id/issues ("New issue"): title, description, labels as comma-separated
      // names (a label the project lacks is created).
      const answer = await requestJson(settings, 'POST', `${base}/issues`, {
        json: {
          title: plainTitle(document.title, TITLE_LIMIT),
          description: renderMarkdown(document, {
            maxLength: DESCRIPTION_LIMIT,
            imageUrl: (_block, index) => uploads.get(index),
          }),
          labels: label,
        },
      });
      return ticketOf(answer);
    },

    async comment(ticket: TicketRef, text: string) {
      const body = markdownText(text);
      if (body === '') throw new TrackerError('refused', 'GitLab: a comment needs text');
      // POST /projects/:id/issues/:issue_iid/notes ("Create new issue note").
      await requestJson(settings, 'POST', `${base}/issues/${issueIid(ticket)}/notes`, {
        json: { body: body.length > NOTE_LIMIT ? `${body.slice(0, NOTE_LIMIT - 1)}…` : body },
      });
    },

    async reopen(ticket: TicketRef) {
      // PUT /projects/:id/issues/:issue_iid ("Edit an issue") with `state_event: reopen`.
      await requestJson(settings, 'PUT', `${base}/issues/${issueIid(ticket)}`, {
        json: { state_event: 'reopen' },
      });
    },
  };

  /**
   * POST /projects/:id/uploads ("Upload a file", Markdown uploads API), multipart field `file`.
   * The answer's `markdown` is `![<file name>](<url>)`: its alt text would be the file name, so
   * the image is written from `url` with the block's own alt text instead.
   */
  async function upload(image: ImageBlock): Promise<string> {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(image.bytes)], { type: image.contentType }),
      safeFileName(image),
    );
    const answer = await requestJson(settings, 'POST', `${base}/uploads`, { form });
    if (!isRecord(answer)) throw unexpected(settings, 'an upload');
    if (typeof answer.url === 'string') return answer.url;
    // Only the Markdown: its link target is the upload.
    const target = typeof answer.markdown === 'string' ? /\]\(([^)\s]+)\)\s*$/.exec(answer.markdown) : null;
    if (target?.[1]) return target[1];
    throw unexpected(settings, 'an upload');
  }

  function ticketOf(item: unknown): TicketRef {
    if (
      !isRecord(item) ||
      typeof item.iid !== 'number' ||
      typeof item.web_url !== 'string' ||
      (item.state !== 'opened' && item.state !== 'closed')
    ) {
      throw unexpected(settings, 'an issue');
    }
    return {
      id: String(item.iid),
      reference: `#${item.iid}`,
      url: item.web_url,
      state: item.state === 'opened' ? 'open' : 'closed',
    };
  }
}

function issueIid(ticket: TicketRef): string {
  if (!/^\d+$/.test(ticket.id)) throw new TrackerError('refused', `GitLab: "${ticket.id}" is no issue iid`);
  return ticket.id;
}
