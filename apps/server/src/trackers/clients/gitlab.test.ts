import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type GitlabFake, startGitlabFake } from '../../../test-support/tracker-fakes/index.js';
import { createGitlabClient } from './gitlab.js';
import { type TicketDocument, TrackerError } from './types.js';

const LABEL = 'klarsicht-0123456789ab';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const DOCUMENT: TicketDocument = {
  title: 'Buttons need a name: see !4 and ~bug',
  blocks: [
    { kind: 'paragraph', text: 'The button <button class="x"></button> has no name.' },
    {
      kind: 'image',
      alt: 'Screenshot [of] the button',
      fileName: 'Home page: button.png',
      contentType: 'image/png',
      bytes: PNG,
    },
    { kind: 'link', text: 'The issue in Klarsicht', url: 'https://app.klarsicht.example/run/1' },
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

let fake: GitlabFake;
beforeEach(async () => {
  fake = await startGitlabFake();
});
afterEach(async () => {
  await fake.close();
});

const client = (options: { token?: string; project?: string; fetch?: typeof fetch } = {}) =>
  createGitlabClient({
    baseUrl: `${fake.url}/`,
    project: options.project ?? fake.project,
    token: options.token ?? fake.token,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

describe('GitLab client against the contract fake', () => {
  it('uploads the image, then creates the issue with the label and the image in the description', async () => {
    const ref = await client().create(DOCUMENT, LABEL);
    expect(ref).toEqual({
      id: '1',
      reference: '#1',
      url: `${fake.url}/${fake.project}/-/issues/1`,
      state: 'open',
    });
    expect(fake.uploads).toHaveLength(1);
    const [upload] = fake.uploads;
    expect(upload?.fileName).toBe('Home-page-button.png');
    expect(upload?.contentType).toBe('image/png');
    expect(Array.from(upload?.bytes ?? [])).toEqual(Array.from(PNG));
    const [issue] = fake.tickets;
    expect(issue?.labels).toEqual([LABEL]);
    expect(issue?.title).toBe('Buttons need a name: see !\u200D4 and ~\u200Dbug');
    expect(issue?.description).toContain(`![Screenshot \\[of\\] the button](<${upload?.url}>)`);
    expect(issue?.description).toContain('The button \\<button class="x"\\>\\</button\\> has no name.');
    expect(issue?.description).toContain('[The issue in Klarsicht](<https://app.klarsicht.example/run/1>)');
    // The project path travels URL-encoded, as one segment.
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/api/v4/projects/acme%2Fweb%2Fwebsite/uploads',
      '/api/v4/projects/acme%2Fweb%2Fwebsite/issues',
    ]);
    expect(fake.requests[1]?.headers['private-token']).toBe(fake.token);
  });

  it('takes the project by its numeric id too', async () => {
    const ref = await client({ project: String(fake.projectId) }).create({ title: 'T', blocks: [] }, LABEL);
    expect(ref.id).toBe('1');
  });

  it('leaves an image it could not upload as its alt text', async () => {
    fake.failNext(1, 413, 'file too large');
    const errors: TrackerError[] = [];
    const uploading = createGitlabClient({
      baseUrl: fake.url,
      project: fake.project,
      token: fake.token,
      onUploadError: (error) => errors.push(error),
    });
    await uploading.create(DOCUMENT, LABEL);
    expect(errors.map((error) => error.code)).toEqual(['refused']);
    expect(fake.tickets[0]?.description).toContain('Screenshot \\[of\\] the button');
    expect(fake.tickets[0]?.description).not.toContain('![');
  });

  it('finds the issue by its label, opened and closed, across all states', async () => {
    expect(await client().findByLabel(LABEL)).toBeUndefined();
    const created = await client().create(DOCUMENT, LABEL);
    await client().create(DOCUMENT, 'klarsicht-other');
    expect(await client().findByLabel(LABEL)).toEqual(created);
    await fake.closeTicket(created.id);
    expect(await client().findByLabel(LABEL)).toEqual({ ...created, state: 'closed' });
    expect(fake.requests.at(-1)?.query.get('state')).toBeNull();
  });

  it('adds a note and reopens', async () => {
    const ref = await client().create(DOCUMENT, LABEL);
    await client().comment(ref, 'Found again: #12 <script>');
    expect(fake.tickets[0]?.notes).toEqual(['Found again: \\#\u200D12 \\<script\\>']);
    await fake.closeTicket(ref.id);
    await client().reopen({ ...ref, state: 'closed' });
    expect(fake.tickets[0]?.state).toBe('opened');
    expect(fake.requests.at(-1)?.method).toBe('PUT');
  });

  it('maps a wrong or missing token to unauthorized, without the token in the message', async () => {
    const error = await failure(client({ token: 'glpat-wrong-secret' }).findByLabel(LABEL));
    expect([error.code, error.status]).toEqual(['unauthorized', 401]);
    expect(error.message).toContain('GitLab');
    expect(error.message).not.toContain('glpat-wrong-secret');
    const bare: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.delete('private-token');
      return fetch(input, { ...init, headers });
    };
    expect((await failure(client({ fetch: bare }).findByLabel(LABEL))).code).toBe('unauthorized');
  });

  it('maps a malformed request (no title) to refused, an unknown project to not_found', async () => {
    const error = await failure(client().create({ title: ' ', blocks: [] }, LABEL));
    expect([error.code, error.status]).toEqual(['refused', 400]);
    expect(error.message).toContain('title');
    expect((await failure(client({ project: 'acme/elsewhere' }).findByLabel(LABEL))).code).toBe('not_found');
  });

  it('the fake refuses a project path that is not URL-encoded', async () => {
    const response = await fetch(`${fake.url}/api/v4/projects/${fake.project}/issues`, {
      headers: { 'PRIVATE-TOKEN': fake.token },
    });
    expect(response.status).toBe(404);
  });

  it('maps 5xx to unavailable and 429 to rate_limited, scrubbing the token', async () => {
    fake.failNext(1, 500, `Internal error for token ${fake.token}`);
    const error = await failure(client().findByLabel(LABEL));
    expect(error.code).toBe('unavailable');
    expect(error.message).not.toContain(fake.token);
    fake.failNext(1, 429, 'Retry later');
    expect((await failure(client().findByLabel(LABEL))).code).toBe('rate_limited');
  });
});
