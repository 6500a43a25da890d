import nodemailer from 'nodemailer';
import type { Logger as ServiceLogger } from '../log.js';

export interface OutgoingMail {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'smtp' sends; 'log' only writes the mail to the log (no SMTP_URL configured). */
  readonly kind: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

type Logger = Pick<ServiceLogger, 'info'>;

export function createMailer(smtpUrl: string | undefined, logger: Logger): Mailer {
  if (!smtpUrl) {
    return {
      kind: 'log',
      async send(mail) {
        // The same one-line shape as the sign-in mails, so a person (or a test) finds it by address.
        logger.info({ mail }, `mail to ${mail.to}: ${mail.subject} (not sent: SMTP_URL is not set)`);
      },
      async close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail(mail);
    },
    async close() {
      transport.close();
    },
  };
}
