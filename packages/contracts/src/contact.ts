import { z } from 'zod';

export const contactRequestSchema = z.object({
  email: z.email().max(254),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(10).max(5000),
  /** Honeypot: people never see or fill it; a value marks the sender as a bot. */
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** 202 answer to POST /api/contact; the same for a caught honeypot, so bots learn nothing. */
export const contactResponseSchema = z.object({ received: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
