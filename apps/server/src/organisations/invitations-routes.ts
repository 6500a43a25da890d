import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type ActivityAction,
  acceptInvitationRequestSchema,
  createInvitationRequestSchema,
  INVITATION_DAYS,
  type InvitationView,
  invitationListSchema,
  invitationViewSchema,
  organisationViewSchema,
  type Role,
} from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, type Viewer } from '../access/index.js';
import {
  acceptInvitation,
  findOrganisation,
  findPendingInvitation,
  findUserById,
  type InvitationRow,
  insertInvitation,
  pendingInvitations,
  renewInvitation,
  revokeInvitation,
  seatsTaken,
} from '../accounts/index.js';
import { recordBy } from '../activity/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database, Executor } from '../platform/db/database.js';
import { isUuid } from '../platform/db/uuid.js';
import { HttpProblem } from '../platform/http/problem.js';
import { problems } from '../platform/http/problem-responses.js';
import { pickContentLanguage } from '../platform/i18n/request-language.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { clientGroupFor } from './client-group-choice.js';
import { invitationMail } from './invitation-mail.js';

export interface InvitationsPluginOptions {
  db: Database;
  mailer: Mailer;
  /** Sender of the mail (MAIL_FROM). */
  from: string;
  publicUrl: string;
  clock: Clock;
  /** How many members the organisation's plan includes (clients aside); null for no limit. */
  seatsOf: (organisationId: string) => Promise<number | null>;
}

const invitationParams = z.object({ id: z.string().max(100) });
const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toInvitationView(row: InvitationRow, now: Date): InvitationView {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    clientGroupId: row.clientGroupId,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

const noSuchInvitation = () => new HttpProblem(404, 'not_found', 'There is no such pending invitation.');

/**
 * Invitations by e-mail (decision 028): admins invite an address with a role, see, resend and revoke
 * the pending ones; the invited person, signed in with that address, accepts once within a week.
 */
export const invitationsPlugin: FastifyPluginAsyncZod<InvitationsPluginOptions> = async (app, options) => {
  const { db, clock } = options;

  /** A new token and its week; the mail carries the token, the database its hash. */
  const freshToken = () => {
    const token = randomBytes(32).toString('base64url');
    return {
      token,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock.now().getTime() + INVITATION_DAYS * DAY_MS),
    };
  };

  const record = async (tx: Executor, viewer: Viewer, action: ActivityAction, invitation: InvitationRow) =>
    recordBy(
      tx,
      { organisationId: invitation.organisationId, userId: viewer.userId },
      { action, subject: { email: invitation.email }, details: { role: invitation.role } },
      clock.now(),
    );

  /** 409 when one more member (clients aside) would pass what the plan includes. */
  const ensureSeat = async (organisationId: string, role: Role) => {
    if (role === 'client') return;
    const seats = await options.seatsOf(organisationId);
    if (seats === null || (await seatsTaken(db.orm, organisationId, clock.now())) < seats) return;
    throw new HttpProblem(
      409,
      'seats_exhausted',
      `Your plan includes ${seats} member(s), and all are taken or invited. Upgrade the plan, or revoke an invitation, to invite more.`,
    );
  };

  const send = async (viewer: Viewer, invitation: InvitationRow, token: string) => {
    const [organisation, inviter] = await Promise.all([
      findOrganisation(db.orm, invitation.organisationId),
      findUserById(db.orm, viewer.userId),
    ]);
    await options.mailer.send(
      invitationMail({
        to: invitation.email,
        from: options.from,
        language: invitation.language,
        organisation: organisation?.name ?? '',
        inviter: inviter?.fullName?.trim() || inviter?.email || null,
        role: invitation.role,
        link: `${options.publicUrl}/einladung#${token}`,
        expiresAt: invitation.expiresAt,
      }),
    );
  };

  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const adminOf = guardRoutes(group, {
      kind: 'organisation',
      action: 'administer',
      signIn: 'Sign in to invite people to your organisation.',
      interactiveOnly: 'API tokens cannot invite people; sign in to the web app.',
    });

    routes.post(
      '/organisation/invitations',
      {
        schema: {
          summary: 'Invite an address to the organisation, with a role',
          description: `Mails a link that works for ${INVITATION_DAYS} days and once, for a person signed in with that address. Only owners invite owners. 409 already_invited when the address is a member or has a pending invitation (resend that one); 409 seats_exhausted when the plan's members (clients aside, pending invitations included) are all taken.`,
          tags: ['organisations'],
          body: createInvitationRequestSchema,
          response: { 201: invitationViewSchema, ...problems(400, 401, 403, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const viewer = adminOf.of(request);
        if (request.body.role === 'owner' && viewer.role !== 'owner') {
          throw new HttpProblem(403, 'role_insufficient', 'Only an owner can invite an owner.');
        }
        const clientGroupId = await clientGroupFor(
          db.orm,
          viewer.organisationId,
          request.body.role,
          request.body.clientGroupId,
        );
        await ensureSeat(viewer.organisationId, request.body.role);
        const { token, tokenHash, expiresAt } = freshToken();
        const row = await db.orm.transaction(async (tx) => {
          const inserted = await insertInvitation(tx, {
            id: randomUUID(),
            organisationId: viewer.organisationId,
            email: request.body.email,
            role: request.body.role,
            clientGroupId,
            language:
              request.body.language ?? pickContentLanguage(undefined, request.headers['accept-language']),
            tokenHash,
            invitedBy: viewer.userId,
            expiresAt,
          });
          if (inserted !== 'already-invited') await record(tx, viewer, 'invitation.sent', inserted);
          return inserted;
        });
        if (row === 'already-invited') {
          throw new HttpProblem(
            409,
            'already_invited',
            'This address is already a member or has a pending invitation; resend that one.',
          );
        }
        await send(viewer, row, token);
        reply.code(201);
        return toInvitationView(row, clock.now());
      },
    );

    routes.get(
      '/organisation/invitations',
      {
        schema: {
          summary: "The organisation's pending invitations",
          tags: ['organisations'],
          response: { 200: invitationListSchema, ...problems(401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = adminOf.of(request);
        const now = clock.now();
        return {
          items: (await pendingInvitations(db.orm, viewer.organisationId)).map((row) =>
            toInvitationView(row, now),
          ),
        };
      },
    );

    routes.post(
      '/organisation/invitations/:id/resend',
      {
        schema: {
          summary: 'Send a pending invitation again, with a new link and a new week',
          tags: ['organisations'],
          params: invitationParams,
          response: { 200: invitationViewSchema, ...problems(401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = adminOf.of(request);
        const { id } = request.params;
        const existing = isUuid(id)
          ? await findPendingInvitation(db.orm, viewer.organisationId, id.toLowerCase())
          : undefined;
        if (!existing) throw noSuchInvitation();
        const { token, tokenHash, expiresAt } = freshToken();
        const renewed = await db.orm.transaction(async (tx) => {
          const again = await renewInvitation(tx, existing.id, tokenHash, expiresAt);
          if (again) await record(tx, viewer, 'invitation.resent', again);
          return again;
        });
        if (!renewed) throw noSuchInvitation();
        await send(viewer, renewed, token);
        return toInvitationView(renewed, clock.now());
      },
    );

    routes.delete(
      '/organisation/invitations/:id',
      {
        schema: {
          summary: 'Revoke a pending invitation: its link stops working',
          tags: ['organisations'],
          params: invitationParams,
          response: { 204: z.null(), ...problems(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const viewer = adminOf.of(request);
        const { id } = request.params;
        const existing = isUuid(id)
          ? await findPendingInvitation(db.orm, viewer.organisationId, id.toLowerCase())
          : undefined;
        const revoked =
          existing &&
          (await db.orm.transaction(async (tx) => {
            const done = await revokeInvitation(tx, existing.id, clock.now());
            if (done) await record(tx, viewer, 'invitation.revoked', existing);
            return done;
          }));
        if (!revoked) throw noSuchInvitation();
        reply.code(204);
        return null;
      },
    );
  });

  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const personOf = guardRoutes(group, {
      kind: 'account',
      action: 'manage',
      signIn: 'Sign in with the invited address to accept the invitation.',
    });

    routes.post(
      '/invitations/accept',
      {
        schema: {
          summary: 'Accept an invitation: join its organisation with the invited role',
          description:
            'The token from the mailed link. The caller must be signed in with the invited address, verified. 404 invitation_invalid (unknown, revoked or used), 410 invitation_expired, 403 invitation_other_address, 409 already_invited (already a member).',
          tags: ['organisations'],
          body: acceptInvitationRequestSchema,
          response: { 200: organisationViewSchema, ...problems(400, 401, 403, 404, 409, 410, 413, 415) },
        },
      },
      async (request) => {
        const { userId } = personOf.of(request);
        const person = await findUserById(db.orm, userId);
        if (!person) throw new HttpProblem(401, 'unauthorized', 'Sign in again: this account is not known.');
        const outcome = await db.orm.transaction(async (tx) => {
          const result = await acceptInvitation(tx, hashToken(request.body.token), person, clock.now());
          if ('accepted' in result) {
            await recordBy(
              tx,
              { organisationId: result.accepted.organisationId, userId: person.id },
              {
                action: 'invitation.accepted',
                subject: { email: result.accepted.email },
                details: { role: result.accepted.role },
              },
              clock.now(),
            );
          }
          return result;
        });
        if ('refused' in outcome) {
          switch (outcome.refused) {
            case 'invalid':
              throw new HttpProblem(
                404,
                'invitation_invalid',
                'This invitation link is not valid (any more).',
              );
            case 'expired':
              throw new HttpProblem(
                410,
                'invitation_expired',
                'This invitation has expired; ask for a new one.',
              );
            case 'other-address':
              throw new HttpProblem(
                403,
                'invitation_other_address',
                'This invitation is for another address: sign in with the address it was sent to (verified).',
              );
            case 'already-member':
              throw new HttpProblem(409, 'already_invited', 'You are already a member of this organisation.');
          }
        }
        const organisation = await findOrganisation(db.orm, outcome.accepted.organisationId);
        return {
          id: outcome.accepted.organisationId,
          name: organisation?.name ?? '',
          personal: false,
          role: outcome.accepted.role,
        };
      },
    );
  });
};
