import { z } from 'zod';

/** GET /healthz: the process is up. */
export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** GET /readyz: 200 when every check is `ok`, 503 otherwise (same body shape). */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: z.enum(['ok', 'unavailable']),
    queue: z.enum(['ok', 'unavailable']),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
