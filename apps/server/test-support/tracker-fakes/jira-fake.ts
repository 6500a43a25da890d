import { createHmac, randomUUID } from 'node:crypto';
import { adfProblems } from './adf-check.js';
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
 * A contract fake of the Jira Cloud platform REST API v3 endpoints Klarsicht's client uses: create
 * an issue, the enhanced JQL search, comments, transitions, attachments. It refuses what Jira
 * refuses: no or wrong basic auth (401), a body that is not JSON (415), a create without project,
 * summary or a known issue type, a summary over 255 characters or with a line break, a
 * description or comment that is not an ADF `doc` of version 1 (400 `{ errorMessages, errors }`),
 * a transition the workflow does not offer, an attachment upload without `X-Atlassian-Token:
 * no-check` (403, XSRF check) or without a `file` part. The enhanced search returns only issue ids
 * unless `fields` asks for more, as Jira's does; the removed `/rest/api/3/search` answers 410.
 * The workflow: To Do (category `new`), In Progress (`indeterminate`), Done and Won't Do (`done`),
 * any status reachable from any other.
 */

export interface JiraFakeIssue {
  id: string;
  key: string;
  summary: string;
  description: unknown;
  issueType: string;
  labels: string[];
  status: JiraStatusName;
  /** Comment bodies, in ADF. */
  comments: unknown[];
  attachments: { id: string; filename: string; mimeType: string; bytes: Uint8Array }[];
}

export type JiraStatusName = 'To Do' | 'In Progress' | 'Done' | "Won't Do";

export interface JiraFake extends FakeControls {
  /** The site to give the client as `siteUrl`. */
  readonly url: string;
  readonly email: string;
  readonly token: string;
  readonly projectKey: string;
  readonly tickets: JiraFakeIssue[];
  /** Moves the issue to Done "in Jira"; with a target, sends `jira:issue_updated` there. */
  closeTicket(id: string, webhook?: WebhookTarget): Promise<WebhookResponse | undefined>;
  /** Moves the issue back to To Do; with a target, sends `jira:issue_updated` there. */
  reopenTicket(id: string, webhook?: WebhookTarget): Promise<WebhookResponse | undefined>;
  /** The signed `jira:issue_updated` delivery for a move between two statuses. */
  webhookDelivery(id: string, from: JiraStatusName, to: JiraStatusName, secret: string): SignedDelivery;
}

const STATUSES: Record<
  JiraStatusName,
  { id: string; transition: string; category: { id: number; key: string; name: string } }
> = {
  'To Do': { id: '10000', transition: '11', category: { id: 2, key: 'new', name: 'To Do' } },
  'In Progress': {
    id: '3',
    transition: '21',
    category: { id: 4, key: 'indeterminate', name: 'In Progress' },
  },
  Done: { id: '10001', transition: '31', category: { id: 3, key: 'done', name: 'Done' } },
  "Won't Do": { id: '10002', transition: '41', category: { id: 3, key: 'done', name: 'Done' } },
};
/** The order Jira lists the transitions in: a closing one first, so a client must look. */
const TRANSITION_ORDER: JiraStatusName[] = ["Won't Do", 'Done', 'In Progress', 'To Do'];
const ISSUE_TYPES = new Set(['Task', 'Bug', 'Story']);
const CREATABLE_FIELDS = new Set(['project', 'summary', 'issuetype', 'description', 'labels']);

export async function startJiraFake(
  options: { email?: string; token?: string; projectKey?: string } = {},
): Promise<JiraFake> {
  const email = options.email ?? 'a11y@acme.example';
  const token = options.token ?? 'ATATT3xFfGF0fake0123456789';
  const projectKey = options.projectKey ?? 'WEB';
  const expectedAuth = `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}`;
  const tickets: JiraFakeIssue[] = [];
  let nextNumber = 1;
  let url = '';

  const statusJson = (name: JiraStatusName) => ({
    self: `${url}/rest/api/3/status/${STATUSES[name].id}`,
    id: STATUSES[name].id,
    name,
    statusCategory: {
      ...STATUSES[name].category,
      self: `${url}/rest/api/3/statuscategory/${STATUSES[name].category.id}`,
    },
  });

  const controls = await startFakeServer(handle, (message) => ({ errorMessages: [message], errors: {} }));
  url = controls.url;

  async function handle(request: FakeRequest): Promise<FakeAnswer> {
    const [rest, api, version, resource, key, sub, ...more] = request.segments;
    if (rest !== 'rest' || api !== 'api' || version !== '3') return notFound();
    if (!request.headers.authorization) {
      return { status: 401, body: 'Client must be authenticated to access this resource.' };
    }
    if (request.headers.authorization !== expectedAuth) {
      return { status: 401, body: 'Client must be authenticated to access this resource.' };
    }
    if (more.length > 0) return notFound();
    if (resource === 'search' && key === undefined) {
      return refused(
        410,
        'The requested API has been removed. Please migrate to the /rest/api/3/search/jql API.',
      );
    }
    if (resource === 'search' && key === 'jql' && request.method === 'GET') return search(request.query);
    if (resource !== 'issue') return notFound();
    if (key === undefined) return request.method === 'POST' ? withJson(request, create) : notFound();
    const issue = tickets.find((t) => t.key === key || t.id === key);
    if (!issue) return refused(404, 'Issue does not exist or you do not have permission to see it.');
    if (sub === 'comment' && request.method === 'POST')
      return withJson(request, (body) => comment(issue, body));
    if (sub === 'transitions' && request.method === 'GET')
      return { status: 200, body: { transitions: transitions(issue) } };
    if (sub === 'transitions' && request.method === 'POST')
      return withJson(request, (body) => transition(issue, body));
    if (sub === 'attachments' && request.method === 'POST') return attach(issue, request);
    return notFound();
  }

  // POST /rest/api/3/issue
  function create(body: Record<string, unknown>): FakeAnswer {
    const fields = body.fields;
    if (!isRecord(fields)) return refused(400, 'Specify the fields of the issue.');
    const errors: Record<string, string> = {};
    for (const field of Object.keys(fields)) {
      if (!CREATABLE_FIELDS.has(field)) {
        errors[field] = `Field '${field}' cannot be set. It is not on the appropriate screen, or unknown.`;
      }
    }
    if (!isRecord(fields.project) || fields.project.key !== projectKey)
      errors.project = 'valid project is required';
    const summary = fields.summary;
    if (typeof summary !== 'string' || summary.trim() === '')
      errors.summary = 'You must specify a summary of the issue.';
    else if (summary.length > 255) errors.summary = 'Summary must be less than 255 characters.';
    else if (/[\r\n]/.test(summary)) errors.summary = "The summary can't contain line breaks.";
    const issueType = isRecord(fields.issuetype) ? fields.issuetype.name : undefined;
    if (typeof issueType !== 'string' || !ISSUE_TYPES.has(issueType))
      errors.issuetype = 'Specify a valid issue type';
    if (fields.description !== undefined && adfProblems(fields.description).length > 0) {
      errors.description =
        'Operation value must be an Atlassian Document (see the Atlassian Document Format)';
    }
    const labels = fields.labels ?? [];
    if (
      !Array.isArray(labels) ||
      !labels.every((label) => typeof label === 'string' && /^\S+$/.test(label))
    ) {
      errors.labels = 'Labels are strings without spaces.';
    }
    if (Object.keys(errors).length > 0) return { status: 400, body: { errorMessages: [], errors } };
    const number = nextNumber++;
    const issue: JiraFakeIssue = {
      id: String(10_000 + number),
      key: `${projectKey}-${number}`,
      summary: summary as string,
      description: fields.description ?? null,
      issueType: issueType as string,
      labels: [...new Set(labels as string[])],
      status: 'To Do',
      comments: [],
      attachments: [],
    };
    tickets.push(issue);
    return {
      status: 201,
      body: { id: issue.id, key: issue.key, self: `${url}/rest/api/3/issue/${issue.id}` },
    };
  }

  // GET /rest/api/3/search/jql: the JQL the client sends, `project = "K" AND labels = "l"`.
  function search(query: URLSearchParams): FakeAnswer {
    const jql = query.get('jql');
    if (!jql) return refused(400, 'The JQL query is unbounded: add a search restriction.');
    const match =
      /^\s*project\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([A-Z][A-Z0-9_]*))\s+AND\s+labels\s*=\s*"((?:[^"\\]|\\.)*)"\s*$/i.exec(
        jql,
      );
    if (!match) return refused(400, `Error in the JQL Query: the fake does not understand ${jql}`);
    const project = (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1');
    const label = (match[3] ?? '').replace(/\\(.)/g, '$1');
    if (project !== projectKey)
      return refused(400, `The value '${project}' does not exist for the field 'project'.`);
    const fields = (query.get('fields') ?? '').split(',').map((field) => field.trim());
    const withStatus = fields.includes('status') || fields.includes('*all') || fields.includes('*navigable');
    const maxResults = Math.min(5000, Number(query.get('maxResults') ?? 50) || 50);
    const found = tickets.filter((issue) => issue.labels.includes(label)).slice(0, maxResults);
    return {
      status: 200,
      body: {
        issues: found.map((issue) => ({
          id: issue.id,
          ...(withStatus ? { key: issue.key, self: `${url}/rest/api/3/issue/${issue.id}` } : {}),
          ...(withStatus ? { fields: { status: statusJson(issue.status) } } : {}),
        })),
        isLast: true,
      },
    };
  }

  // POST /rest/api/3/issue/{key}/comment: `body` in ADF.
  function comment(issue: JiraFakeIssue, body: Record<string, unknown>): FakeAnswer {
    if (body.body === undefined || adfProblems(body.body).length > 0) {
      return { status: 400, body: { errorMessages: [], errors: { comment: 'Comment body is not valid!' } } };
    }
    issue.comments.push(body.body);
    return { status: 201, body: { id: String(20_000 + issue.comments.length), body: body.body } };
  }

  function transitions(issue: JiraFakeIssue) {
    return TRANSITION_ORDER.filter((name) => name !== issue.status).map((name) => ({
      id: STATUSES[name].transition,
      name,
      to: statusJson(name),
      hasScreen: false,
      isGlobal: true,
      isInitial: false,
      isAvailable: true,
      isConditional: false,
    }));
  }

  // POST /rest/api/3/issue/{key}/transitions: `{ transition: { id } }`, 204.
  function transition(issue: JiraFakeIssue, body: Record<string, unknown>): FakeAnswer {
    const id = isRecord(body.transition) ? body.transition.id : undefined;
    const target = transitions(issue).find((candidate) => candidate.id === String(id));
    if (!target) return refused(400, `Transition id '${String(id)}' is not valid for this issue.`);
    issue.status = target.name;
    return { status: 204 };
  }

  // POST /rest/api/3/issue/{key}/attachments: multipart, parts named `file`, XSRF header.
  async function attach(issue: JiraFakeIssue, request: FakeRequest): Promise<FakeAnswer> {
    if (request.headers['x-atlassian-token'] !== 'no-check')
      return { status: 403, body: 'XSRF check failed' };
    let form: FormData;
    try {
      form = await request.form();
    } catch {
      return { status: 415, body: 'Unsupported Media Type' };
    }
    const files = form.getAll('file').filter((part): part is File => typeof part !== 'string');
    if (files.length === 0) return refused(400, 'No attachment was given: the part must be named file.');
    const added = [];
    for (const file of files) {
      const attachment = {
        id: String(30_000 + issue.attachments.length + 1),
        filename: file.name,
        mimeType: file.type,
        bytes: new Uint8Array(await file.arrayBuffer()),
      };
      issue.attachments.push(attachment);
      added.push({
        id: attachment.id,
        self: `${url}/rest/api/3/attachment/${attachment.id}`,
        filename: attachment.filename,
        mimeType: attachment.mimeType,
        size: attachment.bytes.length,
        content: `${url}/rest/api/3/attachment/content/${attachment.id}`,
      });
    }
    return { status: 200, body: added };
  }

  function withJson(request: FakeRequest, next: (body: Record<string, unknown>) => FakeAnswer): FakeAnswer {
    if (mediaType(request.headers) !== 'application/json')
      return { status: 415, body: 'Unsupported Media Type' };
    const body = jsonBody(request);
    if (!isRecord(body)) return refused(400, 'Unexpected character: the body is not a JSON object.');
    return next(body);
  }

  function issueOf(id: string): JiraFakeIssue {
    const issue = tickets.find((t) => t.key === id);
    if (!issue) throw new Error(`the Jira fake has no issue ${id}`);
    return issue;
  }

  function webhookDelivery(
    id: string,
    from: JiraStatusName,
    to: JiraStatusName,
    secret: string,
  ): SignedDelivery {
    const issue = issueOf(id);
    const body = JSON.stringify({
      timestamp: Date.now(),
      webhookEvent: 'jira:issue_updated',
      issue_event_type_name: 'issue_generic',
      user: { accountId: '557058:fake', displayName: 'Team member' },
      issue: {
        id: issue.id,
        self: `${url}/rest/api/3/issue/${issue.id}`,
        key: issue.key,
        fields: { summary: issue.summary, labels: issue.labels, status: statusJson(to) },
      },
      changelog: {
        id: randomUUID(),
        items: [
          {
            field: 'status',
            fieldtype: 'jira',
            fieldId: 'status',
            from: STATUSES[from].id,
            fromString: from,
            to: STATUSES[to].id,
            toString: to,
          },
        ],
      },
    });
    return {
      headers: {
        'Content-Type': 'application/json; charset=UTF-8',
        'User-Agent': 'Atlassian Webhook HTTP Client',
        'X-Atlassian-Webhook-Identifier': randomUUID(),
        'X-Atlassian-Webhook-Flow': 'Primary',
        'X-Hub-Signature': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      },
      body,
    };
  }

  async function move(
    id: string,
    to: JiraStatusName,
    webhook?: WebhookTarget,
  ): Promise<WebhookResponse | undefined> {
    const issue = issueOf(id);
    const from = issue.status;
    issue.status = to;
    return webhook ? deliver(webhook.url, webhookDelivery(id, from, to, webhook.secret)) : undefined;
  }

  return {
    ...controls,
    url,
    email,
    token,
    projectKey,
    tickets,
    closeTicket: (id, webhook) => move(id, 'Done', webhook),
    reopenTicket: (id, webhook) => move(id, 'To Do', webhook),
    webhookDelivery,
  };
}

function refused(status: number, message: string): FakeAnswer {
  return { status, body: { errorMessages: [message], errors: {} } };
}

function notFound(): FakeAnswer {
  return refused(404, 'null for uri');
}
