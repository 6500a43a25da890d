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
  /** The client group of a member with the client role: the sites they see. */
  clientGroupId: z.string().nullable(),
  since: z.string(),
});
export type MemberView = z.infer<typeof memberViewSchema>;

/** `GET /api/organisation/members`: owners first, then by role and name. */
export const memberListSchema = z.object({ items: z.array(memberViewSchema) });
export type MemberList = z.infer<typeof memberListSchema>;

/** A client group's id, where the role is client (and only then). */
const clientGroupIdSchema = z.string().uuid();

/** `PATCH /api/organisation/members/:userId`: the client role needs the group whose sites they see. */
export const updateMemberRequestSchema = z.object({
  role: roleSchema,
  clientGroupId: clientGroupIdSchema.optional(),
});
export type UpdateMemberRequest = z.infer<typeof updateMemberRequestSchema>;

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** `POST /api/organisation/invitations` */
export const createInvitationRequestSchema = z.object({
  email: withoutNul(z.string().trim().toLowerCase().email().max(254)),
  role: roleSchema,
  /** For the client role: the client group whose sites the invitee will see. */
  clientGroupId: clientGroupIdSchema.optional(),
  /** The language of the mail; default the inviter's request language. */
  language: languageSchema.optional(),
});
export type CreateInvitationRequest = z.infer<typeof createInvitationRequestSchema>;

/** A pending invitation as the members screen lists it (never its token). */
export const invitationViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  clientGroupId: z.string().nullable(),
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

/**
 * Every action the activity record knows, the one list the server's callers are typed by (a new
 * kind of entry is added here first) and the web app labels. Dotted: `<subject>.<what happened>`.
 */
export const ACTIVITY_ACTIONS = [
  'activity.exported',
  'api_token.created',
  'api_token.revoked',
  'applicability.answered',
  'client_group.changed',
  'client_group.created',
  'client_group.deleted',
  'client_group.logo_removed',
  'client_group.logo_set',
  'criterion.decided',
  'criterion.withdrawn',
  'evaluation.imported',
  'evaluation.saved',
  'finding.decided',
  'issue.decided',
  'issue.reopened',
  'issue.verified',
  'invitation.accepted',
  'invitation.resent',
  'invitation.revoked',
  'invitation.sent',
  'member.left',
  'member.removed',
  'member.role_changed',
  'monitor.changed',
  'organisation.created',
  'plan.site_added',
  'report.exported',
  'scan.finished',
  'scan.started',
  'share_link.created',
  'share_link.revoked',
  'site.flow_added',
  'site.flow_changed',
  'site.flow_deleted',
  'site.settings_changed',
  'statement.published',
  'tracker.linked',
  'tracker.unlinked',
  'webhook.changed',
  'webhook.created',
  'webhook.deleted',
  'webhook.secret_renewed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export function isActivityAction(value: string): value is ActivityAction {
  return (ACTIVITY_ACTIONS as readonly string[]).includes(value);
}

/** One entry of the activity record (decision 028): who did what, when, chained by its hash. */
export const activityEntryViewSchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  /**
   * One of ACTIVITY_ACTIONS when written; a plain string here, because an entry is never rewritten
   * and must still read if an action is one day renamed or retired.
   */
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

/** The most sites one client group lists. */
export const CLIENT_GROUP_SITES_MAX = 500;
/** The largest logo a client group carries (PNG or JPEG), in bytes. */
export const CLIENT_LOGO_BYTES_MAX = 200_000;

/**
 * A client group (decision 028): an agency's client, the sites its members with the client role
 * see, and its branding on reports and statements.
 */
export const clientGroupViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The name shown instead of Klarsicht's on the PDF report and the statement's footer; null: ours. */
  brandName: z.string().nullable(),
  hasLogo: z.boolean(),
  /** Sites as hosts (`example.com`, `shop.example.com:8443`), in order. */
  sites: z.array(z.string()),
  /** Members with the client role in the group. */
  clients: z.number().int(),
});
export type ClientGroupView = z.infer<typeof clientGroupViewSchema>;

/** `GET /api/organisation/client-groups`, by name. */
export const clientGroupListSchema = z.object({
  items: z.array(clientGroupViewSchema),
  /** Whether the organisation's plan lets groups carry their own name and logo (Pro, Enterprise). */
  branding: z.boolean(),
});
export type ClientGroupList = z.infer<typeof clientGroupListSchema>;

/** A site of a group as entered: an address or a host; the server keeps its host. */
const clientSiteSchema = withoutNul(z.string().trim().min(1).max(2048));

/** `POST /api/organisation/client-groups` */
export const createClientGroupRequestSchema = z.object({
  name: withoutNul(z.string().trim().min(1).max(120)),
  sites: z.array(clientSiteSchema).max(CLIENT_GROUP_SITES_MAX).default([]),
  brandName: withoutNul(z.string().trim().min(1).max(120)).nullable().optional(),
});
export type CreateClientGroupRequest = z.input<typeof createClientGroupRequestSchema>;

/** `PATCH /api/organisation/client-groups/:id`: what is sent changes; `sites` replaces the list. */
export const updateClientGroupRequestSchema = z.object({
  name: withoutNul(z.string().trim().min(1).max(120)).optional(),
  sites: z.array(clientSiteSchema).max(CLIENT_GROUP_SITES_MAX).optional(),
  brandName: withoutNul(z.string().trim().min(1).max(120)).nullable().optional(),
});
export type UpdateClientGroupRequest = z.infer<typeof updateClientGroupRequestSchema>;
