import type { FieldError, ProblemCode } from '@klarsicht/contracts';
import { isAppRoutePath } from '@klarsicht/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DOMAIN_ERROR_STATUS, DomainError } from '../domain-error.js';
import { HttpProblem, problemBody, sendProblem } from './problem.js';

/**
 * One error handler for the whole app, so every failure — ours, Fastify's (body too large, bad
 * JSON, unsupported media type), a plugin's (rate limit) or a crash — leaves as problem+json.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const instance = request.url.split('?')[0];

    if (error instanceof HttpProblem) {
      if (error.headers) reply.headers(error.headers);
      return sendProblem(
        reply,
        problemBody(error.status, error.code, { detail: error.detail, instance, errors: error.errors }),
      );
    }

    if (error instanceof DomainError) {
      return sendProblem(
        reply,
        problemBody(DOMAIN_ERROR_STATUS[error.code], error.code, { detail: error.detail, instance }),
      );
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const source = requestPart(request, error.validationContext);
      const errors = error.validation.map((issue) => toFieldError(issue, source, error.validationContext));
      return sendProblem(
        reply,
        problemBody(400, 'validation_failed', { detail: 'Some fields are not valid.', instance, errors }),
      );
    }

    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // Internals stay in the log, not in the answer.
      return sendProblem(
        reply,
        problemBody(status, status === 503 ? 'unavailable' : 'internal', { instance }),
      );
    }
    const code = codeForFastifyError(error, status);
    return sendProblem(reply, problemBody(status, code, { detail: error.message, instance }));
  });
}

function codeForFastifyError(error: FastifyError, status: number): ProblemCode {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'malformed_body';
  }
  const byStatus: Record<number, ProblemCode> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    405: 'method_not_allowed',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
  };
  return byStatus[status] ?? (error instanceof SyntaxError ? 'malformed_body' : 'validation_failed');
}

type Issue = {
  instancePath: string;
  keyword: string;
  message?: string | undefined;
  params: Record<string, unknown>;
};

function requestPart(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** A zod issue as a field error the web app can put next to the field, with a stable code. */
function toFieldError(issue: Issue, source: unknown, context: string | undefined): FieldError {
  const path = issue.instancePath.split('/').filter(Boolean);
  const field = path.join('.') || context || 'body';
  const value = path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    source,
  );
  const message = issue.message ?? 'Invalid value';
  const missing = value === undefined || value === null;
  const blank = typeof value === 'string' && value.trim() === '';
  switch (issue.keyword) {
    case 'invalid_type':
      return { field, code: missing ? 'required' : 'invalid_type', message };
    case 'too_small':
      return {
        field,
        code: missing || blank ? 'required' : issue.params.origin === 'string' ? 'too_short' : 'too_small',
        message,
      };
    case 'too_big':
      return { field, code: issue.params.origin === 'string' ? 'too_long' : 'too_big', message };
    case 'invalid_format':
      return { field, code: issue.params.format === 'email' ? 'invalid_email' : 'invalid_format', message };
    case 'invalid_value':
      return { field, code: 'invalid_value', message };
    case 'unrecognized_keys':
      return { field, code: 'unknown_field', message };
    default:
      return { field, code: issue.keyword, message };
  }
}

/** Unknown routes: problem+json under /api and for non-GET requests; the SPA (if any) gets the rest. */
export function registerNotFoundHandler(
  app: FastifyInstance,
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply,
): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    // A path with a file extension is a missing asset, not a client-side route — unless it is one
    // of the app's pages (a criterion's page ends in "1.4.3").
    const lastSegment = path.split('/').at(-1) ?? '';
    const looksLikeFile =
      lastSegment !== 'index.html' && /\.[a-z0-9]+$/i.test(lastSegment) && !isAppRoutePath(path);
    if (spaFallback && !isApi && isPageRequest && !looksLikeFile) return spaFallback(request, reply);
    return sendProblem(
      reply,
      problemBody(404, 'not_found', { detail: `No resource at ${request.method} ${path}.`, instance: path }),
    );
  });
}
