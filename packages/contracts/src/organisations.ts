import { z } from 'zod';
import { languageSchema, roleSchema } from './enums.js';
import { withoutNul } from './text.js';

/** An organisation the caller belongs to, with their role in it (decision 028). */
export const organisationViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The account's own organisation, made with it; it cannot be left or given away. */
  personal: z.boolean(),
  role: roleSchema,
});
export type OrganisationView = z.infer<typeof organisationViewSchema>;

/** `GET /api/organisations`: the caller's organisations, the personal one first. */
export const organisationListSchema = z.object({ items: z.array(organisationViewSchema) });
export type OrganisationList = z.infer<typeof organisationListSchema>;

/** `POST /api/organisations` */
export const createOrganisationRequestSchema = z.object({
  name: withoutNul(z.string().trim().min(1).max(120)),
});
export type CreateOrganisationRequest = z.infer<typeof createOrganisationRequestSchema>;

/** A member as the team list shows them. */
export const memberViewSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: roleSchema,
  since: z.string(),
});
export type MemberView = z.infer<typeof memberViewSchema>;

/** `GET /api/organisation/members`: owners first, then by role and name. */
export const memberListSchema = z.object({ items: z.array(memberViewSchema) });
export type MemberList = z.infer<typeof memberListSchema>;

/** `PATCH /api/organisation/members/:userId` */
export const updateMemberRequestSchema = z.object({ role: roleSchema });
export type UpdateMemberRequest = z.infer<typeof updateMemberRequestSchema>;

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** `POST /api/organisation/invitations` */
export const createInvitationRequestSchema = z.object({
  email: withoutNul(z.string().trim().toLowerCase().email().max(254)),
  role: roleSchema,
  /** The language of the mail; default the inviter's request language. */
  language: languageSchema.optional(),
});
export type CreateInvitationRequest = z.infer<typeof createInvitationRequestSchema>;

/** A pending invitation as the members screen lists it (never its token). */
export const invitationViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  language: languageSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The link's week is over: resend it to send a new one. */
  expired: z.boolean(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** `GET /api/organisation/invitations`: the pending ones, newest first. */
export const invitationListSchema = z.object({ items: z.array(invitationViewSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

/** `POST /api/invitations/accept`: the token from the mailed link. */
export const acceptInvitationRequestSchema = z.object({ token: withoutNul(z.string().min(1).max(200)) });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** One entry of the activity record (decision 028): who did what, when, chained by its hash. */
export const activityEntryViewSchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  subject: z.record(z.string(), z.string()),
  details: z.record(z.string(), z.unknown()),
  previousHash: z.string(),
  hash: z.string(),
});
export type ActivityEntryView = z.infer<typeof activityEntryViewSchema>;

/** `GET /api/organisation/activity`: newest first; `next` is the `before` of the following page. */
export const activityListSchema = z.object({
  items: z.array(activityEntryViewSchema),
  next: z.number().int().nullable(),
});
export type ActivityList = z.infer<typeof activityListSchema>;

/** `GET /api/organisation/activity/verify` */
export const activityVerificationSchema = z.object({
  ok: z.boolean(),
  entries: z.number().int(),
  /** Where the chain breaks: the first entry that does not hold, and how. */
  problem: z.object({ kind: z.enum(['gap', 'link', 'changed', 'head']), seq: z.number().int() }).optional(),
  /** The last entry's hash, to note down: a later record that does not contain it was rewritten. */
  head: z.string(),
});
export type ActivityVerification = z.infer<typeof activityVerificationSchema>;
