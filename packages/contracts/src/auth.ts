import { z } from 'zod';

/**
 * How the web app signs in: the OpenID provider to use. Public (`GET /api/auth/config`); it never holds
 * a secret. With no external provider configured, the issuer is the embedded one at `<origin>/oidc`.
 */
export const authConfigSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  /** Requested as the access token's audience (resource indicator / Auth0 `audience`). */
  audience: z.string(),
  scope: z.string(),
  /** True for the embedded provider, whose own pages handle registration, verification and reset. */
  embedded: z.boolean(),
  /**
   * Embedded provider only: its account mails (the verification link) are written to the server's
   * log instead of being sent (no SMTP_URL), so the app can say where a local user finds the link.
   */
  accountMailsLogged: z.boolean().optional(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** The signed-in user, as our database knows them (`GET /api/me`). */
export const meSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  fullName: z.string().nullable(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/** `PATCH /api/me` */
export const updateMeRequestSchema = z.object({
  fullName: z.string().trim().min(1).max(200),
});
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;

/** `POST /api/me/verification-email` (embedded provider only): 202; `sent` is false when already verified. */
export const verificationEmailResponseSchema = z.object({ sent: z.boolean() });
export type VerificationEmailResponse = z.infer<typeof verificationEmailResponseSchema>;
