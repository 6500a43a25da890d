import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface RouteServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  port: number;
  /** `METHOD path` of every request received, in order: proves what did (not) reach the server. */
  hits: string[];
  close(): Promise<void>;
}

/**
 * A tiny HTTP server for tests, on a loopback address, answering by exact path (query included
 * when the route names one, otherwise by path alone). Unknown paths get 404.
 */
export async function startRouteServer(
  routes: Record<string, RouteHandler>,
  host = '127.0.0.1',
): Promise<RouteServer> {
  const hits: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const target = request.url ?? '/';
    hits.push(`${request.method} ${target}`);
    const handler = routes[target] ?? routes[target.split('?')[0] ?? target];
    if (handler === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    handler(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const text =
  (body: string, contentType = 'text/plain', status = 200): RouteHandler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': contentType }).end(body);
  };

/** Pages by path, each served as UTF-8 HTML. */
export const htmlPages = (pages: Record<string, string>): Record<string, RouteHandler> =>
  Object.fromEntries(
    Object.entries(pages).map(([path, html]) => [path, text(html, 'text/html; charset=utf-8')]),
  );

export const redirect =
  (location: string, status = 302): RouteHandler =>
  (_request, response) => {
    response.writeHead(status, { location }).end();
  };

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = await startRouteServer({});
  await server.close();
  return server.port;
}
