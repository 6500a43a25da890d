import { ORGANISATION_HEADER } from '@klarsicht/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  type AccessTokenSource,
  authorizedFetch,
  authorizedResponse,
  setAccessTokenSource,
} from './authorized-fetch';
import { currentOrganisation, setCurrentOrganisation } from './current-organisation';

function respond(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

function source(overrides: Partial<AccessTokenSource> = {}): AccessTokenSource {
  return {
    getAccessToken: vi.fn(async () => 'token-1'),
    renewAccessToken: vi.fn(async () => 'token-2'),
    onUnauthorized: vi.fn(async () => undefined),
    ...overrides,
  };
}

const sentTokens = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get('authorization'));

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenSource(null);
  setCurrentOrganisation(null);
});

const sentOrganisations = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get(ORGANISATION_HEADER));

describe('the organisation a call is for', () => {
  it('is named by the header once the person chose one, and not before', async () => {
    const fetchMock = vi.fn(async () => respond(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenSource(source());
    await authorizedFetch('/api/sites');
    setCurrentOrganisation('4b1d0c7e-8f6a-4d6e-9a51-0c3f1c2e7a10');
    await authorizedFetch('/api/sites');
    await authorizedResponse('/api/scans/x/report.pdf');
    expect(sentOrganisations(fetchMock)).toEqual([
      null,
      '4b1d0c7e-8f6a-4d6e-9a51-0c3f1c2e7a10',
      '4b1d0c7e-8f6a-4d6e-9a51-0c3f1c2e7a10',
    ]);
  });

  it('falls back to the personal one, once, when the chosen one is not the person’s any more', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        respond(404, { code: 'organisation_not_found', status: 404, title: 'x', type: 'x' }),
      )
      .mockResolvedValueOnce(respond(200, { items: [] }));
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenSource(source());
    setCurrentOrganisation('4b1d0c7e-8f6a-4d6e-9a51-0c3f1c2e7a10');
    await expect(authorizedFetch('/api/sites')).resolves.toEqual({ items: [] });
    expect(sentOrganisations(fetchMock)).toEqual(['4b1d0c7e-8f6a-4d6e-9a51-0c3f1c2e7a10', null]);
    expect(currentOrganisation()).toBeNull();
  });
});

describe('authorizedFetch', () => {
  it('sends the access token as a bearer token', async () => {
    const fetchMock = vi.fn(async () => respond(200, { id: 'u1' }));
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenSource(source());
    await expect(authorizedFetch('/api/me')).resolves.toEqual({ id: 'u1' });
    expect(sentTokens(fetchMock)).toEqual(['Bearer token-1']);
  });

  it('sends no authorization header when signed out', async () => {
    const fetchMock = vi.fn(async () => respond(200));
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenSource(source({ getAccessToken: async () => null }));
    await authorizedFetch('/api/me');
    expect(sentTokens(fetchMock)).toEqual([null]);
  });

  it('renews once after a 401 and retries with the new token', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(respond(401)).mockResolvedValueOnce(respond(200, 'ok'));
    vi.stubGlobal('fetch', fetchMock);
    const tokens = source();
    setAccessTokenSource(tokens);
    await expect(authorizedFetch('/api/me')).resolves.toBe('ok');
    expect(sentTokens(fetchMock)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(tokens.onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when the renewed token is refused too', async () => {
    const fetchMock = vi.fn(async () => respond(401, { status: 401, code: 'unauthorized' }));
    vi.stubGlobal('fetch', fetchMock);
    const tokens = source();
    setAccessTokenSource(tokens);
    await expect(authorizedFetch('/api/me')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(tokens.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('ends the session without a retry when renewal fails', async () => {
    const fetchMock = vi.fn(async () => respond(401));
    vi.stubGlobal('fetch', fetchMock);
    const tokens = source({ renewAccessToken: async () => null });
    setAccessTokenSource(tokens);
    await expect(authorizedFetch('/api/me')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(tokens.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves other errors alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond(403)),
    );
    const tokens = source();
    setAccessTokenSource(tokens);
    await expect(authorizedFetch('/api/me')).rejects.toMatchObject({ status: 403 });
    expect(tokens.renewAccessToken).not.toHaveBeenCalled();
  });
});

describe('authorizedResponse', () => {
  it('hands back the raw answer (a file) fetched with the bearer token', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="r.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenSource(source());
    const response = await authorizedResponse('/api/scans/1/report.pdf');
    expect(await response.text()).toBe('%PDF-1.7');
    expect(response.headers.get('content-disposition')).toContain('r.pdf');
    expect(sentTokens(fetchMock)).toEqual(['Bearer token-1']);
  });

  it('renews once after a 401, and turns other errors into ApiError with the problem code', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(respond(401))
      .mockResolvedValueOnce(
        respond(404, { status: 404, code: 'not_found', title: 'Not Found', type: 'about:blank' }),
      );
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenSource(source());
    const failure = await authorizedResponse('/api/scans/1/report.csv').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).code).toBe('not_found');
    expect(sentTokens(fetchMock)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });
});
