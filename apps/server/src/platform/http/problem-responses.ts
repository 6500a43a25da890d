import { problemSchema } from '@klarsicht/contracts';

/** A route schema's error responses: each status answers with a problem+json body (RFC 9457). */
export const problems = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, problemSchema]));
