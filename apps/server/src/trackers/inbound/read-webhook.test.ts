import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type SignedDelivery,
  startGithubFake,
  startGitlabFake,
  startJiraFake,
} from '../../../test-support/tracker-fakes/index.js';
import { createGithubClient, createGitlabClient, createJiraClient } from '../clients/index.js';
import { newTrackerWebhookSecret, readTrackerWebhook, TrackerWebhookRefused } from './index.js';

const SECRET = newTrackerWebhookSecret();
const DOC = { title: 'T', blocks: [] };

/** Headers as Node hands them to a route: names in lower case. */
function asReceived(delivery: SignedDelivery): { headers: Record<string, string>; body: Buffer } {
  return {
    headers: Object.fromEntries(
      Object.entries(delivery.headers).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    body: Buffer.from(delivery.body),
  };
}

function refusal(read: () => unknown): TrackerWebhookRefused {
  try {
    read();
  } catch (error) {
    if (error instanceof TrackerWebhookRefused) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const hmac = (body: string | Buffer, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('newTrackerWebhookSecret', () => {
  it('is 32 random bytes as hex', () => {
    expect(SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(newTrackerWebhookSecret()).not.toBe(SECRET);
  });
});

describe('GitHub webhooks', () => {
  it('reads a signed `issues` closed / reopened delivery as the fake (GitHub) sends it', async () => {
    const fake = await startGithubFake();
    closers.push(() => fake.close());
    const ref = await createGithubClient({
      apiUrl: fake.url,
      repository: fake.repository,
      token: fake.token,
    }).create(DOC, 'klarsicht-1');
    const closed = asReceived(fake.webhookDelivery(ref.id, 'closed', SECRET));
    expect(readTrackerWebhook('github', closed.headers, closed.body, SECRET)).toEqual({
      ticketId: ref.id,
      change: 'closed',
    });
    const reopened = asReceived(fake.webhookDelivery(ref.id, 'reopened', SECRET));
    expect(readTrackerWebhook('github', reopened.headers, reopened.body, SECRET)).toEqual({
      ticketId: ref.id,
      change: 'reopened',
    });
    // Header names in any case, a header given twice alike.
    const { headers, body } = fake.webhookDelivery(ref.id, 'closed', SECRET);
    const doubled = {
      ...headers,
      'X-Hub-Signature-256': [headers['X-Hub-Signature-256']!, headers['X-Hub-Signature-256']!],
    };
    expect(readTrackerWebhook('github', doubled, Buffer.from(body), SECRET)).toMatchObject({
      change: 'closed',
    });
  });

  it('refuses a wrong, missing, sha1-only or tampered signature, and any with an empty secret', async () => {
    const body = JSON.stringify({ action: 'closed', issue: { number: 7 } });
    const headers = { 'x-github-event': 'issues', 'x-hub-signature-256': hmac(body) };
    expect(readTrackerWebhook('github', headers, Buffer.from(body), SECRET)).toEqual({
      ticketId: '7',
      change: 'closed',
    });
    expect(
      refusal(() => readTrackerWebhook('github', headers, Buffer.from(body), newTrackerWebhookSecret()))
        .reason,
    ).toBe('signature');
    const tampered = body.replace('7', '8');
    expect(refusal(() => readTrackerWebhook('github', headers, Buffer.from(tampered), SECRET)).reason).toBe(
      'signature',
    );
    const sha1Only = {
      'x-github-event': 'issues',
      'x-hub-signature': `sha1=${createHmac('sha1', SECRET).update(body).digest('hex')}`,
    };
    expect(refusal(() => readTrackerWebhook('github', sha1Only, Buffer.from(body), SECRET)).reason).toBe(
      'signature',
    );
    expect(
      refusal(() => readTrackerWebhook('github', { 'x-github-event': 'issues' }, Buffer.from(body), SECRET))
        .reason,
    ).toBe('signature');
    const unkeyed = { 'x-github-event': 'issues', 'x-hub-signature-256': hmac(body, '') };
    expect(refusal(() => readTrackerWebhook('github', unkeyed, Buffer.from(body), '')).reason).toBe(
      'signature',
    );
  });

  it('ignores ping, other events and other actions (after verifying them)', () => {
    const ping = JSON.stringify({ zen: 'Keep it logically awesome.', hook_id: 1 });
    expect(
      readTrackerWebhook(
        'github',
        { 'x-github-event': 'ping', 'x-hub-signature-256': hmac(ping) },
        Buffer.from(ping),
        SECRET,
      ),
    ).toBe('ignored');
    const labeled = JSON.stringify({ action: 'labeled', issue: { number: 1 } });
    expect(
      readTrackerWebhook(
        'github',
        { 'x-github-event': 'issues', 'x-hub-signature-256': hmac(labeled) },
        Buffer.from(labeled),
        SECRET,
      ),
    ).toBe('ignored');
    const pull = JSON.stringify({ action: 'closed', pull_request: { number: 2 } });
    expect(
      readTrackerWebhook(
        'github',
        { 'x-github-event': 'pull_request', 'x-hub-signature-256': hmac(pull) },
        Buffer.from(pull),
        SECRET,
      ),
    ).toBe('ignored');
    expect(
      refusal(() =>
        readTrackerWebhook(
          'github',
          { 'x-github-event': 'ping', 'x-hub-signature-256': hmac('x') },
          Buffer.from(ping),
          SECRET,
        ),
      ).reason,
    ).toBe('signature');
  });

  it('reads a delivery of the form content type (payload=<JSON>)', () => {
    const body = `payload=${encodeURIComponent(JSON.stringify({ action: 'reopened', issue: { number: 3 } }))}`;
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      'x-github-event': 'issues',
      'x-hub-signature-256': hmac(body),
    };
    expect(readTrackerWebhook('github', headers, Buffer.from(body), SECRET)).toEqual({
      ticketId: '3',
      change: 'reopened',
    });
  });
});

describe('GitLab webhooks', () => {
  it('reads an `Issue Hook` close / reopen as the fake (GitLab) sends it', async () => {
    const fake = await startGitlabFake();
    closers.push(() => fake.close());
    const ref = await createGitlabClient({
      baseUrl: fake.url,
      project: fake.project,
      token: fake.token,
    }).create(DOC, 'klarsicht-1');
    const closed = asReceived(fake.webhookDelivery(ref.id, 'closed', SECRET));
    expect(readTrackerWebhook('gitlab', closed.headers, closed.body, SECRET)).toEqual({
      ticketId: ref.id,
      change: 'closed',
    });
    const reopened = asReceived(fake.webhookDelivery(ref.id, 'reopened', SECRET));
    expect(readTrackerWebhook('gitlab', reopened.headers, reopened.body, SECRET)).toEqual({
      ticketId: ref.id,
      change: 'reopened',
    });
    const wrong = asReceived(fake.webhookDelivery(ref.id, 'closed', 'not-the-secret'));
    expect(refusal(() => readTrackerWebhook('gitlab', wrong.headers, wrong.body, SECRET)).reason).toBe(
      'signature',
    );
    const { 'x-gitlab-token': _token, ...tokenless } = closed.headers;
    expect(refusal(() => readTrackerWebhook('gitlab', tokenless, closed.body, SECRET)).reason).toBe(
      'signature',
    );
  });

  it('ignores other hooks, other actions and work items that are no issues', () => {
    const headers = (event: string) => ({ 'x-gitlab-event': event, 'x-gitlab-token': SECRET });
    const event = (attributes: Record<string, unknown>, kind = 'issue') =>
      Buffer.from(JSON.stringify({ object_kind: kind, object_attributes: attributes }));
    expect(readTrackerWebhook('gitlab', headers('Note Hook'), event({ iid: 1 }, 'note'), SECRET)).toBe(
      'ignored',
    );
    expect(
      readTrackerWebhook('gitlab', headers('Issue Hook'), event({ iid: 1, action: 'update' }), SECRET),
    ).toBe('ignored');
    expect(
      readTrackerWebhook(
        'gitlab',
        headers('Issue Hook'),
        event({ iid: 1, action: 'close' }, 'work_item'),
        SECRET,
      ),
    ).toBe('ignored');
    expect(
      readTrackerWebhook(
        'gitlab',
        headers('Confidential Issue Hook'),
        event({ iid: 5, action: 'close' }),
        SECRET,
      ),
    ).toEqual({
      ticketId: '5',
      change: 'closed',
    });
    expect(
      refusal(() => readTrackerWebhook('gitlab', headers('Issue Hook'), event({ action: 'close' }), SECRET))
        .reason,
    ).toBe('payload');
  });
});

describe('Jira webhooks', () => {
  it('reads a signed status change to Done as closed, out of Done as reopened', async () => {
    const fake = await startJiraFake();
    closers.push(() => fake.close());
    const ref = await createJiraClient({
      siteUrl: fake.url,
      projectKey: fake.projectKey,
      email: fake.email,
      token: fake.token,
    }).create(DOC, 'klarsicht-1');
    const closed = asReceived(fake.webhookDelivery(ref.id, 'In Progress', 'Done', SECRET));
    expect(readTrackerWebhook('jira', closed.headers, closed.body, SECRET)).toEqual({
      ticketId: 'WEB-1',
      change: 'closed',
    });
    const reopened = asReceived(fake.webhookDelivery(ref.id, 'Done', 'To Do', SECRET));
    expect(readTrackerWebhook('jira', reopened.headers, reopened.body, SECRET)).toEqual({
      ticketId: 'WEB-1',
      change: 'reopened',
    });
    const wrong = asReceived(fake.webhookDelivery(ref.id, 'To Do', 'Done', 'another-secret'));
    expect(refusal(() => readTrackerWebhook('jira', wrong.headers, wrong.body, SECRET)).reason).toBe(
      'signature',
    );
    const unsigned = { ...closed.headers };
    delete unsigned['x-hub-signature'];
    expect(refusal(() => readTrackerWebhook('jira', unsigned, closed.body, SECRET)).reason).toBe('signature');
  });

  it('ignores updates without a status change and other events', () => {
    const signed = (payload: unknown) => {
      const body = JSON.stringify(payload);
      return [{ 'x-hub-signature': hmac(body) }, Buffer.from(body)] as const;
    };
    const issue = { key: 'WEB-2', fields: { status: { name: 'Done', statusCategory: { key: 'done' } } } };
    expect(
      readTrackerWebhook(
        'jira',
        ...signed({
          webhookEvent: 'jira:issue_updated',
          issue,
          changelog: { items: [{ field: 'summary', fieldId: 'summary', fieldtype: 'jira' }] },
        }),
        SECRET,
      ),
    ).toBe('ignored');
    expect(readTrackerWebhook('jira', ...signed({ webhookEvent: 'comment_created', issue }), SECRET)).toBe(
      'ignored',
    );
    expect(
      readTrackerWebhook(
        'jira',
        ...signed({
          webhookEvent: 'jira:issue_updated',
          issue,
          changelog: { items: [{ field: 'status', fieldtype: 'jira', fieldId: 'status', toString: 'Done' }] },
        }),
        SECRET,
      ),
    ).toEqual({ ticketId: 'WEB-2', change: 'closed' });
    const body = JSON.stringify({ webhookEvent: 'jira:issue_updated', issue });
    const sha1 = { 'x-hub-signature': `sha1=${createHmac('sha1', SECRET).update(body).digest('hex')}` };
    expect(refusal(() => readTrackerWebhook('jira', sha1, Buffer.from(body), SECRET)).reason).toBe(
      'signature',
    );
    expect(
      refusal(() => readTrackerWebhook('jira', { 'x-hub-signature': hmac('{') }, Buffer.from('{'), SECRET))
        .reason,
    ).toBe('payload');
  });
});

describe('a fake closing a ticket "in the tracker" sends its webhook to a receiver', () => {
  it('reaches a server that reads it with readTrackerWebhook, for all three trackers', async () => {
    const received: unknown[] = [];
    let kind: 'github' | 'gitlab' | 'jira' = 'github';
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        try {
          received.push(readTrackerWebhook(kind, request.headers, Buffer.concat(chunks), SECRET));
          response.writeHead(204).end();
        } catch {
          response.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const target = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, secret: SECRET };

    const github = await startGithubFake();
    closers.push(() => github.close());
    const issue = await createGithubClient({
      apiUrl: github.url,
      repository: github.repository,
      token: github.token,
    }).create(DOC, 'klarsicht-1');
    expect((await github.closeTicket(issue.id, target))?.status).toBe(204);
    expect(github.tickets[0]?.state).toBe('closed');

    kind = 'gitlab';
    const gitlab = await startGitlabFake();
    closers.push(() => gitlab.close());
    const glIssue = await createGitlabClient({
      baseUrl: gitlab.url,
      project: gitlab.project,
      token: gitlab.token,
    }).create(DOC, 'klarsicht-1');
    expect((await gitlab.closeTicket(glIssue.id, target))?.status).toBe(204);
    expect((await gitlab.reopenTicket(glIssue.id, { ...target, secret: 'wrong' }))?.status).toBe(400);

    kind = 'jira';
    const jira = await startJiraFake();
    closers.push(() => jira.close());
    const jiraIssue = await createJiraClient({
      siteUrl: jira.url,
      projectKey: jira.projectKey,
      email: jira.email,
      token: jira.token,
    }).create(DOC, 'klarsicht-1');
    expect((await jira.closeTicket(jiraIssue.id, target))?.status).toBe(204);
    expect((await jira.reopenTicket(jiraIssue.id, target))?.status).toBe(204);

    expect(received).toEqual([
      { ticketId: '1', change: 'closed' },
      { ticketId: '1', change: 'closed' },
      { ticketId: 'WEB-1', change: 'closed' },
      { ticketId: 'WEB-1', change: 'reopened' },
    ]);
  });
});
