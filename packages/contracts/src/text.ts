import type { z } from 'zod';

/** PostgreSQL text cannot hold NUL: such input is refused at the edge rather than failing in the database. */
export function withoutNul<T extends z.ZodString>(schema: T) {
  return schema.refine((value) => !value.includes('\u0000'), 'Must not contain NUL characters.');
}
