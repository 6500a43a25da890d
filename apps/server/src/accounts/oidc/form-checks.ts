import type { SignInMessages as Messages } from '@klarsicht/texts';
import { MIN_PASSWORD_LENGTH } from './accounts.js';
import type { FieldError } from './pages.js';

/** Field checks shared by the forms; messages say how to fix the entry. */

export type FormBody = Record<string, string | undefined>;

export const text = (body: FormBody, name: string) => (body[name] ?? '').trim();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(t: Messages, email: string, errors: FieldError[]): void {
  if (!EMAIL.test(email) || email.length > 254) errors.push({ field: 'email', message: t.emailInvalid });
}

export function checkNewPassword(t: Messages, password: string, errors: FieldError[]): void {
  if ([...password].length < MIN_PASSWORD_LENGTH || password.length > 1024) {
    errors.push({ field: 'password', message: t.passwordTooShort });
  }
}
