import { createHash, randomBytes } from 'node:crypto';
import { fill, MESSAGES } from '@klarsicht/texts';
import type { Database } from '../../platform/db/database.js';
import type { Language } from '../../platform/i18n/language.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import {
  type AccountTokenPurpose,
  findLocalAccount,
  findLocalAccountByEmail,
  insertAccountToken,
  insertLocalAccount,
  invalidateAccountTokens,
  isAccountTokenLive,
  type LocalAccountRow,
  markLocalAccountVerified,
  setLocalAccountPassword,
  useAccountToken,
} from './local-accounts-repo.js';
import { hashPassword, verifyPassword } from './passwords.js';

/**
 * Local accounts of the embedded provider: registration, password check, and the two mailed
 * links (e-mail verification, 24 h; password reset, 1 h). Link tokens are 32 random bytes; only
 * their SHA-256 is stored, and each works once.
 */

export const VERIFY_TTL_SECONDS = 24 * 3600;
export const RESET_TTL_SECONDS = 3600;
export const MIN_PASSWORD_LENGTH = 10;
const MAX_PASSWORD_LENGTH = 1024;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface AccountService {
  register(input: {
    email: string;
    fullName: string;
    password: string;
  }): Promise<LocalAccountRow | undefined>;
  /** The account when e-mail and password match; the same time and answer for a wrong e-mail as for a wrong password. */
  authenticate(email: string, password: string): Promise<LocalAccountRow | undefined>;
  sendVerificationMail(account: LocalAccountRow, lang: Language): Promise<void>;
  /** The verified account, or undefined for a bad, used or expired link. */
  verifyEmail(token: string): Promise<LocalAccountRow | undefined>;
  /** Sends a reset link when an account has this address; silent otherwise. */
  sendResetMail(email: string, lang: Language): Promise<void>;
  resetPassword(token: string, password: string): Promise<LocalAccountRow | undefined>;
  isResetTokenLive(token: string): Promise<boolean>;
}

export function createAccountService(options: {
  db: Database;
  mailer: Mailer;
  from: string;
  publicUrl: string;
  logger: { info(object: object, message: string): void; error(object: object, message: string): void };
  /** Called after an address is verified, so our users row follows at once. */
  onVerified?: (account: LocalAccountRow) => Promise<void>;
}): AccountService {
  const { db } = options;

  async function issueLink(
    account: LocalAccountRow,
    purpose: AccountTokenPurpose,
    lang: Language,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await insertAccountToken(db.orm, {
      tokenHash: hashToken(token),
      accountId: account.id,
      purpose,
      ttlSeconds: purpose === 'verify_email' ? VERIFY_TTL_SECONDS : RESET_TTL_SECONDS,
    });
    const path = purpose === 'verify_email' ? 'verify-email' : 'reset-password';
    // The page opens in the mail's language, whatever the browser that opens it prefers.
    return `${options.publicUrl}/oidc/${path}?token=${token}&lang=${lang}`;
  }

  async function mail(to: string, subject: string, text: string, link: string): Promise<void> {
    if (options.mailer.kind === 'log') {
      // One line, so a test (or a person) can pick the link out of the server's output.
      options.logger.info({ to, subject }, `mail to ${to}: ${subject} — ${link}`);
      return;
    }
    try {
      await options.mailer.send({ to, from: options.from, subject, text });
    } catch (error) {
      options.logger.error({ err: error, to }, 'account e-mail not sent');
    }
  }

  return {
    async register(input) {
      return insertLocalAccount(db.orm, {
        email: input.email,
        fullName: input.fullName,
        passwordHash: await hashPassword(input.password),
      });
    },

    async authenticate(email, password) {
      const account = await findLocalAccountByEmail(db.orm, email);
      const matches = await verifyPassword(password.slice(0, MAX_PASSWORD_LENGTH), account?.passwordHash);
      return matches ? account : undefined;
    },

    async sendVerificationMail(account, lang) {
      const t = MESSAGES[lang].signIn;
      const link = await issueLink(account, 'verify_email', lang);
      await mail(
        account.email,
        t.mailVerifySubject,
        fill(t.mailVerifyText, { name: account.fullName, link }),
        link,
      );
    },

    async verifyEmail(token) {
      const accountId = await useAccountToken(db.orm, hashToken(token), 'verify_email');
      if (!accountId) return undefined;
      await markLocalAccountVerified(db.orm, accountId);
      const account = await findLocalAccount(db.orm, accountId);
      if (account) await options.onVerified?.(account);
      return account;
    },

    async sendResetMail(email, lang) {
      const account = await findLocalAccountByEmail(db.orm, email);
      if (!account) return;
      const t = MESSAGES[lang].signIn;
      const link = await issueLink(account, 'reset_password', lang);
      await mail(
        account.email,
        t.mailResetSubject,
        fill(t.mailResetText, { name: account.fullName, link }),
        link,
      );
    },

    isResetTokenLive(token) {
      return isAccountTokenLive(db.orm, hashToken(token), 'reset_password');
    },

    async resetPassword(token, password) {
      const accountId = await useAccountToken(db.orm, hashToken(token), 'reset_password');
      if (!accountId) return undefined;
      await setLocalAccountPassword(db.orm, accountId, await hashPassword(password));
      await invalidateAccountTokens(db.orm, accountId, 'reset_password');
      // Whoever reads the mailbox controls the address: a reset also verifies it.
      await markLocalAccountVerified(db.orm, accountId);
      return findLocalAccount(db.orm, accountId);
    },
  };
}
