import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem } from '../http/problem.js';
import type { ServiceMetrics } from './metrics.js';

/**
 * Who may read /metrics. On the API port it exists only with METRICS_TOKEN set, and then only
 * for `Authorization: Bearer <token>`: the numbers (queue depth, memory) are not for the public.
 * METRICS_PORT opens a separate listener (METRICS_HOST, 127.0.0.1 by default) for every role,
 * workers included, meant for a private network; it asks for the token too when one is set.
 */

export function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  // Hashing first gives equal lengths, so the comparison time says nothing about the token.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

export const metricsRoutePlugin: FastifyPluginAsync<{
  metrics: ServiceMetrics;
  token: string | undefined;
}> = async (app, { metrics, token }) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) throw new HttpProblem(404, 'not_found', 'No resource at GET /metrics.');
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpProblem(401, 'unauthorized', 'A metrics token is required.');
    }
    const { contentType, body } = await metrics.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
};

export interface MetricsServer {
  address: string;
  close(): Promise<void>;
}

/** The METRICS_PORT listener: GET /metrics and nothing else. */
export async function startMetricsServer(
  metrics: ServiceMetrics,
  options: { port: number; host: string; token: string | undefined },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (options.token && !bearerMatches(request.headers.authorization, options.token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' })
        .end('unauthorized\n');
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    address: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
