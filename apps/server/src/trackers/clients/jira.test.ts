import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adfProblems, type JiraFake, startJiraFake } from '../../../test-support/tracker-fakes/index.js';
import { createJiraClient } from './jira.js';
import { type TicketDocument, TrackerError } from './types.js';

const LABEL = 'klarsicht-0123456789ab';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

const DOCUMENT: TicketDocument = {
  title: `Form fields need labels\n${'x'.repeat(300)}`,
  blocks: [
    { kind: 'heading', text: 'Problem' },
    { kind: 'paragraph', text: 'The field <input id="q"> has no label. [~accountid:123] @team' },
    { kind: 'code', text: '<input id="q">', language: 'html' },
    { kind: 'image', alt: 'Screenshot', fileName: 'input.jpg', contentType: 'image/jpeg', bytes: JPEG },
  ],
};

async function failure(promise: Promise<unknown>): Promise<TrackerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TrackerError) return error;
    throw error;
  }
  throw new Error('expected a TrackerError');
}

let fake: JiraFake;
beforeEach(async () => {
  fake = await startJiraFake();
});
afterEach(async () => {
  await fake.close();
});

const client = (options: { token?: string; email?: string; issueType?: string } = {}) =>
  createJiraClient({
    siteUrl: fake.url,
    projectKey: fake.projectKey,
    email: options.email ?? fake.email,
    token: options.token ?? fake.token,
    ...(options.issueType ? { issueType: options.issueType } : {}),
  });

describe('Jira client against the contract fake', () => {
  it('creates the issue with the label and an ADF description, then attaches the image', async () => {
    const ref = await client().create(DOCUMENT, LABEL);
    expect(ref).toEqual({ id: 'WEB-1', reference: 'WEB-1', url: `${fake.url}/browse/WEB-1`, state: 'open' });
    const [issue] = fake.tickets;
    expect(issue?.labels).toEqual([LABEL]);
    expect(issue?.issueType).toBe('Task');
    expect(issue?.summary).toHaveLength(255);
    expect(issue?.summary).not.toContain('\n');
    expect(adfProblems(issue?.description)).toEqual([]);
    expect(JSON.stringify(issue?.description)).toContain(
      'The field <input id=\\"q\\"> has no label. [~accountid:123] @team',
    );
    expect(JSON.stringify(issue?.description)).toContain('Screenshot (input.jpg)');
    expect(issue?.attachments.map((attachment) => [attachment.filename, attachment.mimeType])).toEqual([
      ['input.jpg', 'image/jpeg'],
    ]);
    expect(Array.from(issue?.attachments[0]?.bytes ?? [])).toEqual(Array.from(JPEG));
    const attachRequest = fake.requests.at(-1)!;
    expect(attachRequest.path).toBe('/rest/api/3/issue/WEB-1/attachments');
    expect(attachRequest.headers['x-atlassian-token']).toBe('no-check');
    expect(attachRequest.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.email}:${fake.token}`).toString('base64')}`,
    );
  });

  it('finds the issue by its label with the enhanced search, open and done', async () => {
    expect(await client().findByLabel(LABEL)).toBeUndefined();
    const created = await client().create(DOCUMENT, LABEL);
    await client().create(DOCUMENT, 'klarsicht-other');
    expect(await client().findByLabel(LABEL)).toEqual(created);
    const search = fake.requests.at(-1)!;
    expect(search.path).toBe('/rest/api/3/search/jql');
    expect(search.query.get('jql')).toBe(`project = "WEB" AND labels = "${LABEL}"`);
    await fake.closeTicket(created.id);
    expect(await client().findByLabel(LABEL)).toEqual({ ...created, state: 'closed' });
  });

  it('comments in ADF', async () => {
    const ref = await client().create(DOCUMENT, LABEL);
    await client().comment(ref, 'Found again.\nOn 2 pages.');
    expect(fake.tickets[0]?.comments).toHaveLength(1);
    expect(adfProblems(fake.tickets[0]?.comments[0])).toEqual([]);
    expect(fake.tickets[0]?.comments[0]).toEqual({
      version: 1,
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Found again.' },
            { type: 'hardBreak' },
            { type: 'text', text: 'On 2 pages.' },
          ],
        },
      ],
    });
  });

  it('reopens by the first transition to an open status, not the first transition', async () => {
    const ref = await client().create(DOCUMENT, LABEL);
    await fake.closeTicket(ref.id);
    await client().reopen({ ...ref, state: 'closed' });
    // The fake lists "Won't Do" (done) first, then In Progress, then To Do.
    expect(fake.tickets[0]?.status).toBe('In Progress');
    expect(JSON.parse(fake.requests.at(-1)!.rawBody.toString())).toEqual({ transition: { id: '21' } });
  });

  it('maps a wrong token to unauthorized, naming neither the token nor the credentials', async () => {
    const token = 'ATATT-wrong-secret-token';
    const error = await failure(client({ token }).findByLabel(LABEL));
    expect([error.code, error.status]).toEqual(['unauthorized', 401]);
    expect(error.message).toContain('Jira');
    expect(error.message).not.toContain(token);
  });

  it("maps a malformed request (an unknown issue type) to refused with Jira's words", async () => {
    const error = await failure(client({ issueType: 'Epic' }).create(DOCUMENT, LABEL));
    expect([error.code, error.status]).toEqual(['refused', 400]);
    expect(error.message).toContain('issuetype: Specify a valid issue type');
    expect(fake.tickets).toEqual([]);
  });

  it('the fake refuses a description that is not ADF, and an attachment without the XSRF header', async () => {
    const auth = { Authorization: `Basic ${Buffer.from(`${fake.email}:${fake.token}`).toString('base64')}` };
    const plain = await fetch(`${fake.url}/rest/api/3/issue`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fields: {
          project: { key: 'WEB' },
          summary: 'x',
          issuetype: { name: 'Task' },
          description: 'plain text',
        },
      }),
    });
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as { errors: Record<string, string> }).errors.description).toMatch(
      /Atlassian Document/,
    );
    await client().create({ title: 'T', blocks: [] }, LABEL);
    const form = new FormData();
    form.append('file', new Blob([JPEG], { type: 'image/jpeg' }), 'x.jpg');
    const attach = await fetch(`${fake.url}/rest/api/3/issue/WEB-1/attachments`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(attach.status).toBe(403);
    const removed = await fetch(`${fake.url}/rest/api/3/search?jql=project%3DWEB`, { headers: auth });
    expect(removed.status).toBe(410);
  });

  it('maps 5xx to unavailable, without the credentials, and an unknown issue to not_found', async () => {
    const credentials = Buffer.from(`${fake.email}:${fake.token}`).toString('base64');
    fake.failNext(1, 503, `Service down (Basic ${credentials}, ${fake.token})`);
    const error = await failure(client().findByLabel(LABEL));
    expect(error.code).toBe('unavailable');
    expect(error.message).not.toContain(fake.token);
    expect(error.message).not.toContain(credentials);
    const missing = await failure(
      client().reopen({ id: 'WEB-99', reference: 'WEB-99', url: '', state: 'closed' }),
    );
    expect(missing.code).toBe('not_found');
  });
});
