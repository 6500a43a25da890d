import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

/**
 * oidc-provider (a Koa app) under /oidc: an encapsulated plugin without body parsers (the provider
 * reads the raw body itself) that hijacks the reply and hands the Node request over, with the
 * mount path moved to `baseUrl`/`originalUrl` as Express or middie would. Only paths matching
 * `^/oidc(/|\?|$)` come here; our own pages under /oidc are more specific routes and win.
 */

type MountedRequest = IncomingMessage & { originalUrl?: string; baseUrl?: string };

export const MOUNT_PATH = '/oidc';

export const providerMount: FastifyPluginAsync<{
  provider: Provider;
  contentSecurityPolicy: string;
}> = async (app, options) => {
  app.removeAllContentTypeParsers();
  // Accept any body but leave the stream unread for the provider.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const callback = options.provider.callback();

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw as MountedRequest;
    const url = raw.url ?? MOUNT_PATH;
    if (!/^\/oidc(\/|\?|$)/.test(url)) return reply.callNotFound();
    reply.hijack();
    raw.originalUrl = url;
    raw.baseUrl = MOUNT_PATH;
    const rest = url.slice(MOUNT_PATH.length);
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    // The provider's own pages (logout, errors) get the same policy as ours.
    reply.raw.setHeader('content-security-policy', options.contentSecurityPolicy);
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    reply.raw.setHeader('referrer-policy', 'no-referrer');
    await callback(raw, reply.raw);
  };
  app.all(MOUNT_PATH, { schema: { hide: true } }, handOver);
  app.all(`${MOUNT_PATH}/*`, { schema: { hide: true } }, handOver);
};
