import { createHmac, randomUUID } from 'node:crypto';
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
 * A contract fake of the GitHub REST API's issue endpoints (version 2022-11-28), the ones
 * Klarsicht's client uses: create, list by label, comment, update the state. It refuses what
 * GitHub refuses: no or a wrong token (401), no User-Agent (403), a missing or invalid title, body,
 * labels or state (422 "Validation Failed"), a body that is not JSON (400). It is stricter than
 * GitHub in one point: the `Accept: application/vnd.github+json` and `X-GitHub-Api-Version:
 * 2022-11-28` headers GitHub recommends are required (GitHub would assume them), so the client is
 * held to sending them. Answers carry the fields the client reads, named as GitHub names them.
 * Pull requests live in the same numbering and come back from the issue list, as on GitHub.
 */

export interface GithubFakeIssue {
  number: number;
  title: string;
  body: string | null;
  labels: string[];
  state: 'open' | 'closed';
  stateReason: 'completed' | 'reopened' | 'not_planned' | null;
  comments: string[];
  /** A pull request (listed by the issues endpoint too). */
  pullRequest: boolean;
}

export interface GithubFake extends FakeControls {
  /** The API root to give the client as `apiUrl`. */
  readonly url: string;
  readonly token: string;
  /** `owner/name`. */
  readonly repository: string;
  readonly tickets: GithubFakeIssue[];
  /** Closes the issue "in GitHub"; with a target, sends the `issues` webhook (`closed`) there. */
  closeTicket(id: string, webhook?: WebhookTarget): Promise<WebhookResponse | undefined>;
  /** Reopens the issue "in GitHub"; with a target, sends the `issues` webhook (`reopened`). */
  reopenTicket(id: string, webhook?: WebhookTarget): Promise<WebhookResponse | undefined>;
  /** The signed `issues` delivery GitHub would send for the issue's state change. */
  webhookDelivery(id: string, change: 'closed' | 'reopened', secret: string): SignedDelivery;
  /** A pull request carrying these labels (the client must skip it). */
  addPullRequest(labels: string[]): GithubFakeIssue;
}

export const GITHUB_API_VERSION = '2022-11-28';
const TITLE_LIMIT = 256;
const BODY_LIMIT = 65_536;

export async function startGithubFake(
  options: { token?: string; repository?: string } = {},
): Promise<GithubFake> {
  const token = options.token ?? 'github_pat_fake_0123456789abcdefABCDEF';
  const repository = options.repository ?? 'acme/website';
  const tickets: GithubFakeIssue[] = [];
  let nextNumber = 1;
  const web = `https://github.com/${repository}`;

  const issueJson = (issue: GithubFakeIssue) => ({
    id: 1_000_000 + issue.number,
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    state_reason: issue.stateReason,
    labels: issue.labels.map((name, index) => ({ id: index + 1, name })),
    comments: issue.comments.length,
    html_url: `${web}/${issue.pullRequest ? 'pull' : 'issues'}/${issue.number}`,
    ...(issue.pullRequest ? { pull_request: { html_url: `${web}/pull/${issue.number}` } } : {}),
  });

  const controls = await startFakeServer(handle, (message) => ({
    message,
    documentation_url: 'https://docs.github.com/rest',
  }));

  function handle(request: FakeRequest): FakeAnswer {
    if (!request.headers['user-agent']) {
      return error(
        403,
        'Request forbidden by administrative rules. Please make sure your request has a User-Agent header.',
      );
    }
    const authorization = request.headers.authorization;
    if (!authorization) return error(401, 'Requires authentication');
    if (authorization !== `Bearer ${token}` && authorization !== `token ${token}`)
      return error(401, 'Bad credentials');
    const version = request.headers['x-github-api-version'];
    if (version !== GITHUB_API_VERSION) {
      return error(
        400,
        `The fake requires X-GitHub-Api-Version: ${GITHUB_API_VERSION} (got ${String(version)}).`,
      );
    }
    if (
      !(request.headers.accept ?? '').split(',').some((type) => type.trim() === 'application/vnd.github+json')
    ) {
      return error(415, 'The fake requires Accept: application/vnd.github+json.');
    }

    const [root, owner, name, collection, number, sub, ...rest] = request.segments;
    if (
      root !== 'repos' ||
      `${owner}/${name}`.toLowerCase() !== repository.toLowerCase() ||
      collection !== 'issues'
    ) {
      return error(404, 'Not Found');
    }
    if (rest.length > 0) return error(404, 'Not Found');

    if (number === undefined) {
      if (request.method === 'GET') return list(request.query);
      if (request.method === 'POST') return withJson(request, create);
      return error(404, 'Not Found');
    }
    const issue = /^\d+$/.test(number) ? tickets.find((t) => t.number === Number(number)) : undefined;
    if (!issue) return error(404, 'Not Found');
    if (sub === 'comments' && request.method === 'POST')
      return withJson(request, (body) => comment(issue, body));
    if (sub === undefined && request.method === 'PATCH')
      return withJson(request, (body) => update(issue, body));
    if (sub === undefined && request.method === 'GET') return { status: 200, body: issueJson(issue) };
    return error(404, 'Not Found');
  }

  // GET /repos/{owner}/{repo}/issues: labels (comma-separated, all must match), state (default open).
  function list(query: URLSearchParams): FakeAnswer {
    const state = query.get('state') ?? 'open';
    if (state !== 'open' && state !== 'closed' && state !== 'all') return invalid('state', 'invalid');
    const labels = (query.get('labels') ?? '')
      .split(',')
      .map((label) => label.trim())
      .filter((label) => label !== '');
    const perPage = Math.min(100, Number(query.get('per_page') ?? 30) || 30);
    const found = tickets
      .filter((issue) => state === 'all' || issue.state === state)
      .filter((issue) =>
        labels.every((label) => issue.labels.some((own) => own.toLowerCase() === label.toLowerCase())),
      )
      .sort((a, b) => b.number - a.number)
      .slice(0, perPage);
    return { status: 200, body: found.map(issueJson) };
  }

  // POST /repos/{owner}/{repo}/issues: title required; body, labels optional.
  function create(body: Record<string, unknown>): FakeAnswer {
    const title = typeof body.title === 'number' ? String(body.title) : body.title;
    if (title === undefined || title === null) return invalid('title', 'missing_field');
    if (typeof title !== 'string' || title.trim() === '') return invalid('title', 'invalid');
    if (title.length > TITLE_LIMIT) return invalid('title', 'invalid');
    const text = body.body;
    if (text !== undefined && text !== null && typeof text !== 'string') return invalid('body', 'invalid');
    if (typeof text === 'string' && text.length > BODY_LIMIT) return invalid('body', 'invalid');
    const labels = body.labels ?? [];
    if (!Array.isArray(labels)) return invalid('labels', 'invalid');
    const names: string[] = [];
    for (const label of labels) {
      const labelName = typeof label === 'string' ? label : isRecord(label) ? label.name : undefined;
      if (typeof labelName !== 'string' || labelName === '') return invalid('labels', 'invalid');
      names.push(labelName);
    }
    const issue: GithubFakeIssue = {
      number: nextNumber++,
      title,
      body: typeof text === 'string' ? text : null,
      labels: [...new Set(names)],
      state: 'open',
      stateReason: null,
      comments: [],
      pullRequest: false,
    };
    tickets.push(issue);
    return { status: 201, body: issueJson(issue) };
  }

  // POST /repos/{owner}/{repo}/issues/{issue_number}/comments: body required.
  function comment(issue: GithubFakeIssue, body: Record<string, unknown>): FakeAnswer {
    if (body.body === undefined) return invalid('body', 'missing_field', 'IssueComment');
    if (typeof body.body !== 'string' || body.body.trim() === '')
      return invalid('body', 'invalid', 'IssueComment');
    if (body.body.length > BODY_LIMIT) return invalid('body', 'invalid', 'IssueComment');
    issue.comments.push(body.body);
    const id = 5_000_000 + issue.comments.length;
    return {
      status: 201,
      body: { id, body: body.body, html_url: `${web}/issues/${issue.number}#issuecomment-${id}` },
    };
  }

  // PATCH /repos/{owner}/{repo}/issues/{issue_number}: state open/closed, state_reason.
  function update(issue: GithubFakeIssue, body: Record<string, unknown>): FakeAnswer {
    if (body.state !== undefined && body.state !== 'open' && body.state !== 'closed')
      return invalid('state', 'invalid');
    const reasons = ['completed', 'not_planned', 'reopened', null];
    if (body.state_reason !== undefined && !reasons.includes(body.state_reason as string | null)) {
      return invalid('state_reason', 'invalid');
    }
    if (body.state === 'open' && issue.state === 'closed') {
      issue.state = 'open';
      issue.stateReason = 'reopened';
    } else if (body.state === 'closed') {
      issue.state = 'closed';
      issue.stateReason = (body.state_reason as GithubFakeIssue['stateReason'] | undefined) ?? 'completed';
    }
    if (typeof body.title === 'string') issue.title = body.title;
    return { status: 200, body: issueJson(issue) };
  }

  function withJson(request: FakeRequest, next: (body: Record<string, unknown>) => FakeAnswer): FakeAnswer {
    const type = mediaType(request.headers);
    if (type !== '' && type !== 'application/json') return error(415, `Unsupported Content-Type: ${type}`);
    const body = jsonBody(request);
    if (!isRecord(body)) return error(400, 'Problems parsing JSON');
    return next(body);
  }

  function issueOf(id: string): GithubFakeIssue {
    const issue = tickets.find((t) => String(t.number) === id && !t.pullRequest);
    if (!issue) throw new Error(`the GitHub fake has no issue ${id}`);
    return issue;
  }

  function webhookDelivery(id: string, change: 'closed' | 'reopened', secret: string): SignedDelivery {
    const issue = issueOf(id);
    const body = JSON.stringify({
      action: change,
      issue: issueJson(issue),
      repository: { id: 42, full_name: repository, html_url: web },
      sender: { login: 'octocat', id: 1, type: 'User' },
    });
    return {
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'GitHub-Hookshot/fake',
        'X-GitHub-Event': 'issues',
        'X-GitHub-Delivery': randomUUID(),
        'X-GitHub-Hook-ID': '1',
        'X-Hub-Signature': `sha1=${createHmac('sha1', secret).update(body).digest('hex')}`,
        'X-Hub-Signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      },
      body,
    };
  }

  return {
    ...controls,
    url: controls.url,
    requests: controls.requests,
    token,
    repository,
    tickets,
    async closeTicket(id, webhook) {
      const issue = issueOf(id);
      issue.state = 'closed';
      issue.stateReason = 'completed';
      return webhook ? deliver(webhook.url, webhookDelivery(id, 'closed', webhook.secret)) : undefined;
    },
    async reopenTicket(id, webhook) {
      const issue = issueOf(id);
      issue.state = 'open';
      issue.stateReason = 'reopened';
      return webhook ? deliver(webhook.url, webhookDelivery(id, 'reopened', webhook.secret)) : undefined;
    },
    webhookDelivery,
    addPullRequest(labels) {
      const pull: GithubFakeIssue = {
        number: nextNumber++,
        title: 'A pull request',
        body: null,
        labels,
        state: 'open',
        stateReason: null,
        comments: [],
        pullRequest: true,
      };
      tickets.push(pull);
      return pull;
    },
  };
}

function error(status: number, message: string): FakeAnswer {
  return { status, body: { message, documentation_url: 'https://docs.github.com/rest' } };
}

/** GitHub's 422: `{ message: 'Validation Failed', errors: [{ resource, field, code }] }`. */
function invalid(field: string, code: 'missing_field' | 'invalid', resource = 'Issue'): FakeAnswer {
  return {
    status: 422,
    body: {
      message: 'Validation Failed',
      errors: [{ resource, field, code }],
      documentation_url: 'https://docs.github.com/rest/issues/issues',
    },
  };
}
