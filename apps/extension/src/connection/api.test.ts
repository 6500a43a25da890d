import type { PageReport } from '@klarsicht/report';
import { describe, expect, it } from 'vitest';
import { ApiError, listSites, saveFlow, sendResult } from './api.js';
import { serverOrigin } from './connection.js';

const REPORT = {
  url: 'https://shop.example/produkt.html',
  finalUrl: 'https://shop.example/produkt.html',
  title: 'Grüner Tee',
  violations: [],
  passes: [],
  incomplete: [],
  inapplicable: [],
  bestPractices: [],
  notChecked: [{ check: 'keyboard', reason: 'not-available' }],
  counts: { violations: 0, passes: 0, incomplete: 0, inapplicable: 0, bestPractices: 0 },
  byImpact: { critical: 0, serious: 0, moderate: 0, minor: 0 },
  durationMs: 12,
} satisfies PageReport;

/** The service as `POST /api/scans/uploads` answers: the request it got, and the answer it gives. */
function service(status: number, answer: unknown) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetchDouble = (async (url: URL | string, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(answer), {
      status,
      headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
    });
  }) as typeof fetch;
  return { requests, fetchDouble };
}

const CONNECTION = { server: 'https://klarsicht.example', token: 'ks_secret' };

async function refused(fetchDouble: typeof fetch): Promise<ApiError> {
  try {
    await sendResult(REPORT, 'bfsg', CONNECTION, fetchDouble);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the service took the result');
}

describe('sending a tab’s result', () => {
  it('posts the page with the token and gives back the scan it became', async () => {
    const { requests, fetchDouble } = service(201, {
      id: 'scan-1',
      resultUrl: 'https://klarsicht.example/run/scan-1',
    });
    const sent = await sendResult(REPORT, 'bfsg', CONNECTION, fetchDouble);
    expect(sent).toEqual({ id: 'scan-1', resultUrl: 'https://klarsicht.example/run/scan-1' });
    expect(requests[0]!.url).toBe('https://klarsicht.example/api/scans/uploads');
    expect((requests[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer ks_secret');
    const body = JSON.parse(String(requests[0]!.init.body));
    expect(body.profile).toBe('bfsg');
    expect(body.page.url).toBe(REPORT.url);
    // What the upload contract does not take stays home.
    expect(body.page.notChecked).toBeUndefined();
    expect(body.page.counts).toBeUndefined();
  });

  it('names the service’s refusal by its problem code, or by its status', async () => {
    const refusal = (status: number, answer: unknown) => refused(service(status, answer).fetchDouble);
    expect((await refusal(403, { code: 'url_not_allowed', detail: 'not on your plan' })).code).toBe(
      'url_not_allowed',
    );
    expect((await refusal(401, { code: 'unauthorized' })).code).toBe('unauthorized');
    // A proxy's answer without a problem body is named by its status.
    expect((await refusal(413, 'too big')).code).toBe('payload_too_large');
    expect((await refusal(403, 'no')).code).toBe('forbidden');
    const other = await refusal(500, { code: 'internal', detail: 'boom' });
    expect([other.code, other.status, other.detail]).toEqual(['internal', 500, 'boom']);
  });

  it('tells a service that cannot be reached from one that refused', async () => {
    const unreachable = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect((await refused(unreachable)).code).toBe('network');
  });
});

describe('saving a recorded flow', () => {
  it('lists the sites and posts the flow to the chosen one', async () => {
    const sites = service(200, {
      items: [
        {
          id: 'site-1',
          site: 'shop.example',
          startUrl: 'https://shop.example/',
          covered: true,
          latestScan: null,
        },
      ],
    });
    expect((await listSites(CONNECTION, sites.fetchDouble)).map((site) => site.id)).toEqual(['site-1']);
    expect(sites.requests[0]!.init.method).toBe('GET');
    const saved = service(201, { id: 'flow-1' });
    const recording = { title: 'Kasse', steps: [{ type: 'navigate', url: 'https://shop.example/' }] };
    await saveFlow(CONNECTION, 'site-1', { name: 'Kasse', recording }, saved.fetchDouble);
    expect(saved.requests[0]!.url).toBe('https://klarsicht.example/api/sites/site-1/flows');
    expect(JSON.parse(String(saved.requests[0]!.init.body))).toEqual({ name: 'Kasse', recording });
  });

  it('gives back the problems the service found in a recording, field by field', async () => {
    const refusal = service(400, {
      code: 'invalid_recording',
      detail: 'The recording cannot be replayed as it is.',
      errors: [{ field: 'recording.steps.3.url', code: 'off_site', message: 'another site' }],
    });
    const error = await saveFlow(
      CONNECTION,
      'site-1',
      { name: 'Kasse', recording: {} },
      refusal.fetchDouble,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual([
      { field: 'recording.steps.3.url', code: 'off_site', message: 'another site' },
    ]);
  });
});

describe('the service address', () => {
  it('keeps an http(s) address’s origin and refuses anything else', () => {
    expect(serverOrigin(' https://klarsicht.example/app/ ')).toBe('https://klarsicht.example');
    expect(serverOrigin('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(serverOrigin('klarsicht.example')).toBeUndefined();
    expect(serverOrigin('javascript:alert(1)')).toBeUndefined();
  });
});
