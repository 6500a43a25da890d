import { randomBytes, randomUUID } from 'node:crypto';
import {
  deliver,
  type FakeAnswer,
  type FakeControls,
  type FakeRequest,
  isRecord,
  jsonBody,
  mediaType,
  type SignedDelivery,
  startFakeServer,
  type WebhookResponse,
  type WebhookTarget,
} from './fake-server.js';

/**
 * A contract fake of GitLab's REST API v4 endpoints Klarsicht's client uses: list, create and edit
 * project issues, issue notes, and Markdown uploads. It refuses what GitLab refuses: no or a wrong
 * token (401), a project path not URL-encoded (404, the path then has too many segments), a
 * missing title or note body (400 `{ error: 'title is missing' }`), an invalid `state`, `scope` or
 * `state_event` (400 `… does not have a valid value`), an upload without a `file` part. Parameters
 * come as JSON, as a form, or in the query, as GitLab's API takes them.
 */

export interface GitlabFakeIssue {
  iid: number;
  title: string;
  description: string | null;
  labels: string[];
  state: 'opened' | 'closed';
  notes: string[];
}

export interface GitlabFakeUpload {
  url: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface GitlabFake extends FakeControls {
  /** The GitLab web address to give the client as `baseUrl` (the API is under /api/v4). */
  readonly url: string;
  readonly token: string;
  /** `group/project`. */
  readonly project: string;
  readonly projectId: number;
  readonly tickets: GitlabFakeIssue[];
  readonly uploads: GitlabFakeUpload[];
  /** Closes the issue "in GitLab"; with a target, sends the `Issue Hook` (action `close`) there. */
  closeTicket(id: string, webhook?: WebhookTarget): Promise<WebhookResponse | undefined>;
  reopenTicket(id: string, webhook?: WebhookTarget): Promise<WebhookResponse | undefined>;
  /** The `Issue Hook` delivery GitLab would send for the state change, with its secret token. */
  webhookDelivery(id: string, change: 'closed' | 'reopened', secret: string): SignedDelivery;
}

const TITLE_LIMIT = 255;
const DESCRIPTION_LIMIT = 1_048_576;

export async function startGitlabFake(
  options: { token?: string; project?: string; projectId?: number } = {},
): Promise<GitlabFake> {
  const token = options.token ?? 'glpat-fake0123456789abcdef';
  const project = options.project ?? 'acme/web/website';
  const projectId = options.projectId ?? 4711;
  const tickets: GitlabFakeIssue[] = [];
  const uploads: GitlabFakeUpload[] = [];
  let nextIid = 1;
  let url = '';

  const issueJson = (issue: GitlabFakeIssue) => ({
    id: 90_000 + issue.iid,
    iid: issue.iid,
    project_id: projectId,
    title: issue.title,
    description: issue.description,
    state: issue.state,
    labels: issue.labels,
    web_url: `${url}/${project}/-/issues/${issue.iid}`,
    references: { short: `#${issue.iid}`, relative: `#${issue.iid}`, full: `${project}#${issue.iid}` },
  });

  const controls = await startFakeServer(handle, (message) => ({ message }));
  url = controls.url;

  async function handle(request: FakeRequest): Promise<FakeAnswer> {
    const [api, version, projects, id, collection, iid, sub, ...rest] = request.segments;
    if (api !== 'api' || version !== 'v4') return { status: 404, body: { error: '404 Not Found' } };
    const given = request.headers['private-token'] ?? bearer(request.headers.authorization);
    if (given !== token) return { status: 401, body: { message: '401 Unauthorized' } };
    if (projects !== 'projects' || (id !== project && id !== String(projectId))) {
      return { status: 404, body: { message: '404 Project Not Found' } };
    }
    if (rest.length > 0) return notFound();

    if (collection === 'uploads' && iid === undefined && request.method === 'POST') return upload(request);
    if (collection !== 'issues') return notFound();
    if (iid === undefined) {
      if (request.method === 'GET') return list(request.query);
      if (request.method === 'POST') return withParams(request, create);
      return notFound();
    }
    const issue = /^\d+$/.test(iid) ? tickets.find((t) => t.iid === Number(iid)) : undefined;
    if (!issue) return { status: 404, body: { message: '404 Issue Not Found' } };
    if (sub === 'notes' && request.method === 'POST')
      return withParams(request, (params) => note(issue, params));
    if (sub === undefined && request.method === 'PUT')
      return withParams(request, (params) => edit(issue, params));
    if (sub === undefined && request.method === 'GET') return { status: 200, body: issueJson(issue) };
    return notFound();
  }

  // GET /projects/:id/issues: state opened/closed (all when left out), labels (all must match), scope.
  function list(query: URLSearchParams): FakeAnswer {
    const state = query.get('state');
    if (state !== null && state !== 'opened' && state !== 'closed' && state !== 'all') {
      return badRequest('state does not have a valid value');
    }
    const scope = query.get('scope');
    if (scope !== null && !['created_by_me', 'assigned_to_me', 'all'].includes(scope)) {
      return badRequest('scope does not have a valid value');
    }
    const labels = splitLabels(query.get('labels') ?? '');
    const perPage = Math.min(100, Number(query.get('per_page') ?? 20) || 20);
    const found = tickets
      .filter((issue) => state === null || state === 'all' || issue.state === state)
      .filter((issue) => labels.every((label) => issue.labels.includes(label)))
      .sort((a, b) => b.iid - a.iid)
      .slice(0, perPage);
    return { status: 200, body: found.map(issueJson) };
  }

  // POST /projects/:id/issues: title required; description, labels (comma-separated or array).
  function create(params: Record<string, unknown>): FakeAnswer {
    const title = params.title;
    if (title === undefined || title === null) return badRequest('title is missing');
    if (typeof title !== 'string' || title.trim() === '') return badRequest('title is empty');
    if (title.length > TITLE_LIMIT) {
      return { status: 400, body: { message: { title: ['is too long (maximum is 255 characters)'] } } };
    }
    const description = params.description;
    if (description !== undefined && description !== null && typeof description !== 'string') {
      return badRequest('description is invalid');
    }
    if (typeof description === 'string' && description.length > DESCRIPTION_LIMIT) {
      return {
        status: 400,
        body: { message: { description: ['is too long (maximum is 1048576 characters)'] } },
      };
    }
    const labels = params.labels;
    let names: string[] = [];
    if (typeof labels === 'string') names = splitLabels(labels);
    else if (Array.isArray(labels) && labels.every((label) => typeof label === 'string')) names = labels;
    else if (labels !== undefined) return badRequest('labels is invalid');
    const issue: GitlabFakeIssue = {
      iid: nextIid++,
      title,
      description: typeof description === 'string' ? description : null,
      labels: [...new Set(names)],
      state: 'opened',
      notes: [],
    };
    tickets.push(issue);
    return { status: 201, body: issueJson(issue) };
  }

  // POST /projects/:id/issues/:issue_iid/notes: body required.
  function note(issue: GitlabFakeIssue, params: Record<string, unknown>): FakeAnswer {
    if (params.body === undefined || params.body === null) return badRequest('body is missing');
    if (typeof params.body !== 'string' || params.body.trim() === '') return badRequest('body is empty');
    issue.notes.push(params.body);
    return {
      status: 201,
      body: {
        id: 70_000 + issue.notes.length,
        body: params.body,
        noteable_type: 'Issue',
        noteable_iid: issue.iid,
      },
    };
  }

  // PUT /projects/:id/issues/:issue_iid: state_event close/reopen.
  function edit(issue: GitlabFakeIssue, params: Record<string, unknown>): FakeAnswer {
    const event = params.state_event;
    if (event !== undefined && event !== 'close' && event !== 'reopen') {
      return badRequest('state_event does not have a valid value');
    }
    if (event === undefined && params.title === undefined && params.description === undefined) {
      return badRequest(
        'assignee_id, assignee_ids, … state_event, title, … are missing, at least one parameter must be provided',
      );
    }
    if (event === 'close') issue.state = 'closed';
    if (event === 'reopen') issue.state = 'opened';
    if (typeof params.title === 'string') issue.title = params.title;
    return { status: 200, body: issueJson(issue) };
  }

  // POST /projects/:id/uploads: multipart, the file in the part `file`.
  async function upload(request: FakeRequest): Promise<FakeAnswer> {
    let form: FormData;
    try {
      form = await request.form();
    } catch {
      return badRequest('file is missing');
    }
    const file = form.get('file');
    if (file === null) return badRequest('file is missing');
    if (typeof file === 'string') return badRequest('file is invalid');
    const secret = randomBytes(16).toString('hex');
    const fileName = file.name || 'file';
    const uploadUrl = `/uploads/${secret}/${fileName}`;
    uploads.push({
      url: uploadUrl,
      fileName,
      contentType: file.type,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    const alt = fileName.replace(/\.[^.]*$/, '');
    return {
      status: 201,
      body: {
        id: uploads.length,
        alt,
        url: uploadUrl,
        full_path: `/-/project/${projectId}/uploads/${secret}/${fileName}`,
        markdown: `![${alt}](${uploadUrl})`,
      },
    };
  }

  function withParams(
    request: FakeRequest,
    next: (params: Record<string, unknown>) => FakeAnswer,
  ): FakeAnswer {
    const params: Record<string, unknown> = Object.fromEntries(request.query);
    const type = mediaType(request.headers);
    if (type === 'application/json') {
      const body = jsonBody(request);
      if (!isRecord(body)) return badRequest('The request body is not valid JSON');
      Object.assign(params, body);
    } else if (type === 'application/x-www-form-urlencoded') {
      Object.assign(params, Object.fromEntries(new URLSearchParams(request.rawBody.toString('utf8'))));
    } else if (request.rawBody.length > 0) {
      return { status: 415, body: { message: '415 Unsupported Media Type' } };
    }
    return next(params);
  }

  function issueOf(id: string): GitlabFakeIssue {
    const issue = tickets.find((t) => String(t.iid) === id);
    if (!issue) throw new Error(`the GitLab fake has no issue ${id}`);
    return issue;
  }

  function webhookDelivery(id: string, change: 'closed' | 'reopened', secret: string): SignedDelivery {
    const issue = issueOf(id);
    const body = JSON.stringify({
      object_kind: 'issue',
      event_type: 'issue',
      user: { id: 1, name: 'Administrator', username: 'root' },
      project: { id: projectId, path_with_namespace: project, web_url: `${url}/${project}` },
      object_attributes: {
        id: 90_000 + issue.iid,
        iid: issue.iid,
        title: issue.title,
        state: change === 'closed' ? 'closed' : 'opened',
        action: change === 'closed' ? 'close' : 'reopen',
        type: 'Issue',
        url: `${url}/${project}/-/issues/${issue.iid}`,
      },
      labels: issue.labels.map((title, index) => ({ id: index + 1, title, type: 'ProjectLabel' })),
      changes: { state_id: change === 'closed' ? { previous: 1, current: 2 } : { previous: 2, current: 1 } },
    });
    return {
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'GitLab/18.0.0',
        'X-Gitlab-Event': 'Issue Hook',
        'X-Gitlab-Token': secret,
        'X-Gitlab-Event-UUID': randomUUID(),
        'X-Gitlab-Instance': url,
      },
      body,
    };
  }

  return {
    ...controls,
    url,
    token,
    project,
    projectId,
    tickets,
    uploads,
    async closeTicket(id, webhook) {
      issueOf(id).state = 'closed';
      return webhook ? deliver(webhook.url, webhookDelivery(id, 'closed', webhook.secret)) : undefined;
    },
    async reopenTicket(id, webhook) {
      issueOf(id).state = 'opened';
      return webhook ? deliver(webhook.url, webhookDelivery(id, 'reopened', webhook.secret)) : undefined;
    },
    webhookDelivery,
  };
}

function splitLabels(labels: string): string[] {
  return labels
    .split(',')
    .map((label) => label.trim())
    .filter((label) => label !== '');
}

function bearer(authorization: string | undefined): string | undefined {
  return authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
}

function badRequest(error: string): FakeAnswer {
  return { status: 400, body: { error } };
}

function notFound(): FakeAnswer {
  return { status: 404, body: { error: '404 Not Found' } };
}
