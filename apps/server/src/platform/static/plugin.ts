import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppRoutePath } from '@klarsicht/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FALLBACK_PAGE } from './fallback-page.js';

/**
 * Serves the built single-page app from apps/web/dist. Files under /assets carry a content hash in
 * their names, so they may be cached for a year; index.html must always be revalidated, and it is
 * served by `spaPage` for every client-side route (history-mode fallback) with a per-request CSP
 * nonce in a `csp-nonce` meta tag, which react-aria reads for the few <style> elements it adds.
 * Only the app's own pages (APP_ROUTE_PATHS, the router's list) answer 200; any other path gets the
 * same document with status 404, so the app shows its 404 screen and crawlers and link checkers see
 * a missing page as missing.
 */

export type SpaPageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function pageStatus(request: FastifyRequest): 200 | 404 {
  return isAppRoutePath(request.url.split('?')[0] ?? '/') ? 200 : 404;
}

export async function registerStatic(app: FastifyInstance, distDir: string): Promise<SpaPageHandler> {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ distDir }, 'web app not built; serving a placeholder page');
    return async (request, reply) =>
      reply
        .status(pageStatus(request))
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(FALLBACK_PAGE);
  }

  await app.register(fastifyStatic, {
    root: distDir,
    // index.html only through spaPage below, never as a plain file (it needs the nonce).
    index: false,
    allowedPath: (pathName) => path.posix.basename(pathName) !== 'index.html',
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const relative = path.relative(distDir, filePath).split(path.sep);
      res.setHeader('cache-control', relative[0] === 'assets' ? IMMUTABLE : REVALIDATE);
    },
  });

  let cachedIndex: { mtimeMs: number; html: string } | undefined;
  const readIndex = async () => {
    // Re-read after a rebuild without a restart; a stat per page load is cheap.
    const { mtimeMs } = await stat(indexPath);
    if (!cachedIndex || cachedIndex.mtimeMs !== mtimeMs) {
      cachedIndex = { mtimeMs, html: await readFile(indexPath, 'utf8') };
    }
    return cachedIndex.html;
  };

  const spaPage: SpaPageHandler = async (request, reply) => {
    const html = await readIndex();
    const nonce = reply.cspNonce?.style;
    const withNonce = nonce
      ? html.replace(/<head([^>]*)>/i, `<head$1><meta property="csp-nonce" nonce="${nonce}">`)
      : html;
    return reply
      .status(pageStatus(request))
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(withNonce);
  };
  // The root is a directory to the file server, which refuses it (403) when there is no index.
  app.get('/', { schema: { hide: true } }, spaPage);
  return spaPage;
}
