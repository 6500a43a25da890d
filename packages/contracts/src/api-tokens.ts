import { z } from 'zod';
import { withoutNul } from './text.js';

/** Active (not revoked) API tokens one user may hold at once. */
export const MAX_ACTIVE_API_TOKENS = 20;

/** `POST /api/tokens` */
export const createApiTokenRequestSchema = z.object({
  /** What the token is for, e.g. "GitLab CI of shop.example". */
  name: withoutNul(z.string().trim().min(1).max(100)),
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequestSchema>;

/** An API token as lists show it: never the secret, only its first characters. */
export const apiTokenViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first 10 characters (`ks_` and 7 more), to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiTokenView = z.infer<typeof apiTokenViewSchema>;

/** 201 answer to `POST /api/tokens`: the only time the whole token is shown. */
export const createdApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  /** `ks_` and 43 url-safe characters; sent as `Authorization: Bearer <token>`. */
  token: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** `GET /api/tokens`: the caller's tokens, newest first, revoked ones included. */
export const apiTokenListSchema = z.object({ items: z.array(apiTokenViewSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;
