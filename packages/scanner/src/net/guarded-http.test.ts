import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closedPort,
  type RouteServer,
  redirect,
  startRouteServer,
  text,
} from '../../test-support/route-server.js';
import { ScanError } from '../report/scan-error.js';
import { type HostResolver, isForbiddenAddress } from './address-policy.js';
import { type FetchTextOptions, fetchBytes, fetchText } from './guarded-http.js';

let site: RouteServer;
let slowResponses: Array<() => void> = [];

const options: FetchTextOptions = {
  allowPrivateAddresses: true,
  timeoutMs: 5_000,
  maxBytes: 1_000_000,
  userAgent: 'KlarsichtTest/1.0',
};

async function failureOf(work: Promise<unknown>): Promise<ScanError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ScanError) return error;
    throw error;
  }
  throw new Error('expected a ScanError');
}

beforeAll(async () => {
  const sitemapXml = '<?xml version="1.0"?><urlset><url><loc>https://example.test/a</loc></url></urlset>';
  site = await startRouteServer({
    '/robots.txt': text('User-agent: *\nDisallow: /private\n'),
    '/echo-ua': (request, response) => response.end(request.headers['user-agent']),
    '/gzip-encoded': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      response.end(gzipSync('decoded from Content-Encoding'));
    },
    '/sitemap.xml.gz': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/x-gzip' });
      response.end(gzipSync(sitemapXml));
    },
    '/latin1': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' });
      response.end(Buffer.from([0x47, 0x72, 0xfc, 0xdf, 0x65])); // "Grüße" in Latin-1
    },
    '/big': text('x'.repeat(10_000)),
    '/gzip-bomb': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      response.end(gzipSync(Buffer.alloc(5_000_000, 'a')));
    },
    '/broken-gzip': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      response.end(Buffer.from('this is not gzip at all'));
    },
    '/missing': text('nope', 'text/plain', 404),
    '/slow': (_request, response) => {
      // Answers only when the test ends: the client must give up on its own.
      slowResponses.push(() => response.end('too late'));
    },
    '/hop1': redirect('/hop2', 301),
    '/hop2': redirect('/hop3', 302),
    '/hop3': redirect('/hop4', 303),
    '/hop4': redirect('/hop5', 307),
    '/hop5': redirect('/robots.txt', 308),
    '/loop': redirect('/loop'),
    '/to-file': redirect('file:///etc/passwd'),
    '/to-credentials': redirect('http://user:secret@127.0.0.1/'),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/to-ten': redirect('http://10.0.0.1/'),
    '/echo-cookie': (request, response) => response.end(request.headers.cookie ?? '(none)'),
    '/big-with-length': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '10000' });
      response.end('x'.repeat(10_000));
    },
    '/cookie-elsewhere': (request, response) => {
      response.writeHead(302, { location: `http://localhost:${request.socket.localPort}/echo-cookie` }).end();
    },
    '/to-localhost': (request, response) => {
      response.writeHead(302, { location: `http://localhost:${request.socket.localPort}/robots.txt` }).end();
    },
  });
});

afterAll(async () => {
  for (const finish of slowResponses) finish();
  slowResponses = [];
  await site.close();
});

describe('fetchText', () => {
  it('fetches text with our user agent and reports the content type', async () => {
    const result = await fetchText(`${site.origin}/robots.txt`, options);
    expect(result).toEqual({
      url: `${site.origin}/robots.txt`,
      status: 200,
      contentType: 'text/plain',
      body: 'User-agent: *\nDisallow: /private\n',
      truncated: false,
    });
    expect((await fetchText(`${site.origin}/echo-ua`, options)).body).toBe('KlarsichtTest/1.0');
  });

  it('follows five redirects of every kind and reports the final URL', async () => {
    const result = await fetchText(`${site.origin}/hop1`, options);
    expect(result.url).toBe(`${site.origin}/robots.txt`);
    expect(result.status).toBe(200);
  });

  it('gives up after five redirects', async () => {
    const failure = await failureOf(fetchText(`${site.origin}/loop`, options));
    expect(failure.code).toBe('http_error');
    expect(failure.status).toBe(302);
  });

  it('returns non-2xx answers instead of throwing', async () => {
    const result = await fetchText(`${site.origin}/missing`, options);
    expect(result.status).toBe(404);
  });

  it('decodes Content-Encoding gzip and gzip files (.xml.gz)', async () => {
    expect((await fetchText(`${site.origin}/gzip-encoded`, options)).body).toBe(
      'decoded from Content-Encoding',
    );
    const sitemap = await fetchText(`${site.origin}/sitemap.xml.gz`, options);
    expect(sitemap.body).toContain('<loc>https://example.test/a</loc>');
  });

  it('decodes the charset named in Content-Type', async () => {
    expect((await fetchText(`${site.origin}/latin1`, options)).body).toBe('Grüße');
  });

  it('cuts bodies at maxBytes, counting decoded bytes', async () => {
    const big = await fetchText(`${site.origin}/big`, { ...options, maxBytes: 100 });
    expect(big.body).toHaveLength(100);
    expect(big.truncated).toBe(true);
    const bomb = await fetchText(`${site.origin}/gzip-bomb`, { ...options, maxBytes: 1000 });
    expect(bomb.body).toHaveLength(1000);
    expect(bomb.truncated).toBe(true);
  });

  it('reports an undecodable body as http_error', async () => {
    expect((await failureOf(fetchText(`${site.origin}/broken-gzip`, options))).code).toBe('http_error');
  });

  it('times out on a server that does not answer', async () => {
    const started = Date.now();
    const failure = await failureOf(fetchText(`${site.origin}/slow`, { ...options, timeoutMs: 300 }));
    expect(failure.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("rethrows the caller's abort reason", async () => {
    const controller = new AbortController();
    const pending = fetchText(`${site.origin}/slow`, { ...options, signal: controller.signal });
    controller.abort(new Error('scan cancelled'));
    await expect(pending).rejects.toThrow('scan cancelled');
  });

  it('reports a refused connection as unreachable', async () => {
    const port = await closedPort();
    expect((await failureOf(fetchText(`http://127.0.0.1:${port}/`, options))).code).toBe('unreachable');
  });

  it.each([
    ['ftp://example.test/robots.txt'],
    ['file:///etc/passwd'],
    ['javascript:alert(1)'],
    ['http://user:secret@example.test/'],
    ['not a url'],
  ])('refuses %s as invalid_url', async (url) => {
    expect((await failureOf(fetchText(url, options))).code).toBe('invalid_url');
  });

  it('refuses redirects to other schemes and to URLs with credentials', async () => {
    expect((await failureOf(fetchText(`${site.origin}/to-file`, options))).code).toBe('invalid_url');
    expect((await failureOf(fetchText(`${site.origin}/to-credentials`, options))).code).toBe('invalid_url');
  });
});

describe('fetchText address guard', () => {
  const guarded: FetchTextOptions = { ...options, allowPrivateAddresses: false };

  it('refuses loopback without connecting', async () => {
    const before = site.hits.length;
    expect((await failureOf(fetchText(`${site.origin}/robots.txt`, guarded))).code).toBe('private_address');
    expect((await failureOf(fetchText(`http://localhost:${site.port}/robots.txt`, guarded))).code).toBe(
      'private_address',
    );
    expect((await failureOf(fetchText(`http://2130706433:${site.port}/robots.txt`, guarded))).code).toBe(
      'private_address',
    );
    expect(site.hits.length).toBe(before);
  });

  // "public.test" stands for a public site: it resolves to the fixture server, and the test
  // policy lets exactly that address through while every other forbidden address stays forbidden.
  const resolveHost: HostResolver = async (hostname) => {
    if (hostname === 'public.test') return ['127.0.0.1'];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  };
  const publicTest: FetchTextOptions = {
    ...guarded,
    resolveHost,
    isForbidden: (ip) => ip !== '127.0.0.1' && isForbiddenAddress(ip),
  };

  it('fetches from an allowed host', async () => {
    const result = await fetchText(`http://public.test:${site.port}/robots.txt`, publicTest);
    expect(result.status).toBe(200);
    expect(result.url).toBe(`http://public.test:${site.port}/robots.txt`);
  });

  it.each([
    ['/to-metadata', 'http://169.254.169.254'],
    ['/to-ten', 'http://10.0.0.1'],
    ['/to-localhost', 'localhost'],
  ])('refuses a redirect from an allowed host to a forbidden one (%s → %s)', async (path) => {
    const before = site.hits.length;
    const failure = await failureOf(fetchText(`http://public.test:${site.port}${path}`, publicTest));
    expect(failure.code).toBe('private_address');
    expect(site.hits.slice(before)).toEqual([`GET ${path}`]); // the redirect target was never requested
  });

  it('resolves each hop once and connects to the address it checked (no rebinding window)', async () => {
    let calls = 0;
    // A rebinding resolver: public the first time, internal after that.
    const rebinding: HostResolver = async () => (calls++ === 0 ? ['127.0.0.1'] : ['10.0.0.1']);
    const result = await fetchText(`http://public.test:${site.port}/robots.txt`, {
      ...publicTest,
      resolveHost: rebinding,
    });
    expect(result.status).toBe(200);
    expect(calls).toBe(1);
  });

  it('reports names that do not resolve as dns', async () => {
    expect((await failureOf(fetchText('http://nowhere.test/robots.txt', publicTest))).code).toBe('dns');
  });
});

describe('fetchBytes', () => {
  it('sends its headers to the origin asked only, not where a redirect leads', async () => {
    const withCookie = { ...options, headers: { cookie: 'session=1' } };
    const same = await fetchBytes(`${site.origin}/echo-cookie`, withCookie);
    expect(same.bytes.toString()).toBe('session=1');
    const elsewhere = await fetchBytes(`${site.origin}/cookie-elsewhere`, withCookie);
    expect(elsewhere.url).toMatch(/^http:\/\/localhost:/);
    expect(elsewhere.bytes.toString()).toBe('(none)');
  });

  it('leaves a body unread when asked to, or when its announced length is over the limit', async () => {
    const declined = await fetchBytes(`${site.origin}/big`, { ...options, wantsBody: () => false });
    expect(declined).toMatchObject({ status: 200, bodySkipped: true, truncated: false });
    expect(declined.bytes.length).toBe(0);
    const oversized = await fetchBytes(`${site.origin}/big-with-length`, {
      ...options,
      maxBytes: 100,
      skipOversized: true,
    });
    expect(oversized).toMatchObject({ bodySkipped: false, truncated: true });
    expect(oversized.bytes.length).toBe(0);
  });
});
