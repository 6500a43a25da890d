import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';

/**
 * The process logger: JSON lines (pino), with secrets cut out before they are written. Fastify
 * logs each request with its id (`reqId`); the worker logs each scan through a child logger that
 * carries `scanId`.
 */

/**
 * Paths pino replaces with "[Redacted]". Headers as Fastify's and our own serializers name them,
 * and `token`/`password` fields at the top level or one/two levels down (e.g. `{ body: { password } }`).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["proxy-authorization"]',
  'headers["set-cookie"]',
  'authorization',
  'cookie',
  'token',
  'password',
  '*.token',
  '*.password',
  '*.*.token',
  '*.*.password',
  '*.accessToken',
  '*.refreshToken',
];

export function createLogger(
  options: { level: string; base?: LoggerOptions['base'] },
  destination?: DestinationStream,
): Logger {
  const loggerOptions: LoggerOptions = {
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    ...(options.base === undefined ? {} : { base: options.base }),
  };
  return destination ? pino(loggerOptions, destination) : pino(loggerOptions);
}

/** Incoming ids we echo and log: short, printable, no spaces or quotes (they end up in log lines). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,127}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's `genReqId`: a caller's (or proxy's) safe `x-request-id`, else a fresh UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
