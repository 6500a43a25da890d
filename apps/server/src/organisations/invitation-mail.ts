import type { Language, Role } from '@klarsicht/contracts';
import { fill, MESSAGES } from '@klarsicht/texts';
import type { OutgoingMail } from '../platform/mail/mailer.js';

export interface InvitationMailInput {
  to: string;
  from: string;
  language: Language;
  organisation: string;
  /** Who invites: their name or address; null when unknown. */
  inviter: string | null;
  role: Role;
  link: string;
  expiresAt: Date;
}

/** The invitation, plain text, in the language the inviter chose for the invitee. */
export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const m = MESSAGES[input.language].mail.invitation;
  const expires = new Intl.DateTimeFormat(input.language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(input.expiresAt);
  const values = {
    organisation: input.organisation,
    inviter: input.inviter ?? m.someone,
    role: m.roles[input.role],
    link: input.link,
    email: input.to,
    expires,
  };
  const text = [
    m.greeting,
    '',
    fill(m.intro, values, input.language),
    '',
    fill(m.accept, values, input.language),
    '',
    fill(m.note, values, input.language),
    '',
    m.ignore,
    '',
  ].join('\n');
  return { to: input.to, from: input.from, subject: fill(m.subject, values, input.language), text };
}
