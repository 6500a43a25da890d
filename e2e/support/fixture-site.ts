import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny site for the free check to scan, on 127.0.0.1: one page with well-known violations —
 * an image without alt text (image-alt), an unlabeled input (label), an empty button
 * (button-name) and low-contrast text (color-contrast).
 */
const BROKEN_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Fixture shop</title>
  </head>
  <body>
    <main>
      <h1>Fixture shop</h1>
      <img src="/logo.png" width="40" height="40">
      <form action="/search">
        <input type="text" name="q">
        <button type="submit"></button>
      </form>
      <p style="color:#c8c8c8;background:#ffffff">Low contrast text that is hard to read.</p>
    </main>
  </body>
</html>`;

// 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface FixtureSite {
  url: string;
  close: () => Promise<void>;
}

export async function startFixtureSite(): Promise<FixtureSite> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/' || path === '/index.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BROKEN_PAGE);
    } else if (path === '/logo.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    } else if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
