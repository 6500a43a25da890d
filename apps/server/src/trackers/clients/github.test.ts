import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type GithubFake, startGithubFake } from '../../../test-support/tracker-fakes/index.js';
import { createGithubClient } from './github.js';
import { type TicketDocument, TrackerError } from './types.js';

const LABEL = 'klarsicht-0123456789ab';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const DOCUMENT: TicketDocument = {
  title: 'Images need alternative text (#3 @team)',
  blocks: [
    { kind: 'heading', text: 'Where' },
    { kind: 'paragraph', text: 'On <title>Home</title>, by @team' },
    { kind: 'code', text: '<img src="a.png">', language: 'html' },
    {
      kind: 'image',
      alt: 'Screenshot of the element',
      fileName: 'shot.png',
      contentType: 'image/png',
      bytes: PNG,
    },
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

/** A fetch that drops one header before sending: a client that forgot it. */
function without(header: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.delete(header);
    return fetch(input, { ...init, headers });
  };
}

let fake: GithubFake;
beforeEach(async () => {
  fake = await startGithubFake();
});
afterEach(async () => {
  await fake.close();
});

const client = (options: { token?: string; fetch?: typeof fetch; timeoutMs?: number } = {}) =>
  createGithubClient({
    apiUrl: fake.url,
    repository: fake.repository,
    token: options.token ?? fake.token,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });

describe('GitHub client against the contract fake', () => {
  it('creates the issue with the label, a Markdown body and the recommended headers', async () => {
    const ref = await client().create(DOCUMENT, LABEL);
    expect(ref).toEqual({
      id: '1',
      reference: '#1',
      url: `https://github.com/${fake.repository}/issues/1`,
      state: 'open',
    });
    const [issue] = fake.tickets;
    expect(issue?.labels).toEqual([LABEL]);
    expect(issue?.title).toBe('Images need alternative text (#\u200D3 @\u200Dteam)');
    expect(issue?.body).toContain('### Where');
    expect(issue?.body).toContain('On \\<title\\>Home\\</title\\>, by @\u200Dteam');
    expect(issue?.body).toContain('```html\n<img src="a.png">\n```');
    // No attachments on GitHub: the image is its alt text.
    expect(issue?.body).toContain('Screenshot of the element');
    expect(issue?.body).not.toContain('![');
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/repos/${fake.repository}/issues`);
    expect(request.headers.accept).toBe('application/vnd.github+json');
    expect(request.headers['x-github-api-version']).toBe('2022-11-28');
    expect(request.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(request.headers['user-agent']).toMatch(/Klarsicht/);
  });

  it('finds the issue by its label, open and closed, and skips pull requests', async () => {
    expect(await client().findByLabel(LABEL)).toBeUndefined();
    fake.addPullRequest([LABEL]);
    expect(await client().findByLabel(LABEL)).toBeUndefined();
    const created = await client().create(DOCUMENT, LABEL);
    await client().create(DOCUMENT, 'klarsicht-other');
    expect(await client().findByLabel(LABEL)).toEqual(created);
    await fake.closeTicket(created.id);
    expect(await client().findByLabel(LABEL)).toEqual({ ...created, state: 'closed' });
    expect(fake.requests.at(-1)?.query.get('state')).toBe('all');
  });

  it('prefers an open issue when the label is on several', async () => {
    const first = await client().create(DOCUMENT, LABEL);
    const second = await client().create(DOCUMENT, LABEL);
    await fake.closeTicket(first.id);
    expect((await client().findByLabel(LABEL))?.id).toBe(second.id);
  });

  it('comments (escaped) and reopens', async () => {
    const ref = await client().create(DOCUMENT, LABEL);
    await client().comment(ref, 'Found again on <b>2 pages</b> @team');
    expect(fake.tickets[0]?.comments).toEqual(['Found again on \\<b\\>2 pages\\</b\\> @\u200Dteam']);
    await fake.closeTicket(ref.id);
    await client().reopen({ ...ref, state: 'closed' });
    expect(fake.tickets[0]?.state).toBe('open');
    expect(fake.requests.at(-1)?.method).toBe('PATCH');
  });

  it('maps a wrong token to unauthorized, without the token in the message', async () => {
    const error = await failure(client({ token: 'github_pat_wrong_secret_value' }).findByLabel(LABEL));
    expect(error.code).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(error.message).toContain('GitHub');
    expect(error.message).toContain('401');
    expect(error.message).not.toContain('github_pat_wrong_secret_value');
  });

  it('is refused without auth, API version, Accept or User-Agent (the fake holds the contract)', async () => {
    expect((await failure(client({ fetch: without('authorization') }).findByLabel(LABEL))).code).toBe(
      'unauthorized',
    );
    const noVersion = await failure(client({ fetch: without('x-github-api-version') }).findByLabel(LABEL));
    expect([noVersion.code, noVersion.status]).toEqual(['refused', 400]);
    expect((await failure(client({ fetch: without('accept') }).findByLabel(LABEL))).status).toBe(415);
    // fetch sends `node` when no User-Agent is set: an empty one is what a forgetful client sends.
    const blankAgent: typeof fetch = (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'User-Agent': '' } });
    expect((await failure(client({ fetch: blankAgent }).findByLabel(LABEL))).status).toBe(403);
  });

  it('maps a malformed request (a blank title) to refused', async () => {
    const error = await failure(client().create({ title: '  \n ', blocks: [] }, LABEL));
    expect(error.code).toBe('refused');
    expect(error.status).toBe(422);
    expect(error.message).toContain('Validation Failed');
    expect(fake.tickets).toEqual([]);
  });

  it('maps 5xx to unavailable, 429 and an exhausted 403 to rate_limited, 404 to not_found', async () => {
    fake.failNext(1, 502, `upstream broke while holding ${fake.token}`);
    const unavailable = await failure(client().findByLabel(LABEL));
    expect(unavailable.code).toBe('unavailable');
    expect(unavailable.message).toContain('502');
    expect(unavailable.message).not.toContain(fake.token);
    expect(unavailable.message).toContain('[redacted]');
    fake.failNext(1, 429, 'slow down');
    expect((await failure(client().findByLabel(LABEL))).code).toBe('rate_limited');
    fake.failNext(1, 403, 'API rate limit exceeded', { 'x-ratelimit-remaining': '0' });
    expect((await failure(client().findByLabel(LABEL))).code).toBe('rate_limited');
    fake.failNext(1, 403, 'Resource not accessible by personal access token');
    expect((await failure(client().findByLabel(LABEL))).code).toBe('unauthorized');
    const missing = await failure(
      client().comment({ id: '99', reference: '#99', url: '', state: 'open' }, 'x'),
    );
    expect(missing.code).toBe('not_found');
  });

  it('maps a timeout and an unreachable host to unavailable', async () => {
    fake.stallNext(1);
    const timeout = await failure(client({ timeoutMs: 200 }).findByLabel(LABEL));
    expect(timeout.code).toBe('unavailable');
    const url = fake.url;
    await fake.close();
    const gone = createGithubClient({ apiUrl: url, repository: 'acme/website', token: 'x-token-1234' });
    const error = await failure(gone.findByLabel(LABEL));
    expect(error.code).toBe('unavailable');
    expect(error.message).not.toContain('x-token-1234');
    fake = await startGithubFake();
  });

  it('follows no redirect to another origin (the token would go along)', async () => {
    const moved = createGithubClient({
      repository: 'acme/website',
      token: 'secret-token',
      fetch: async () =>
        new Response(null, { status: 301, headers: { location: 'https://elsewhere.example/x' } }),
    });
    const error = await failure(moved.findByLabel(LABEL));
    expect([error.code, error.status]).toEqual(['refused', 301]);
  });
});
