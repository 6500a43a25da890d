import type { Language } from '@klarsicht/report';
import { de, type Messages } from './de.js';
import { en } from './en.js';

export type { Messages };

/** The server's texts by language: one module for sign-in pages, reports and mails. */
export const MESSAGES: Record<Language, Messages> = { de, en };

export type SignInMessages = Messages['signIn'];
export type ReportMessages = Messages['report'];
export type MailMessages = Messages['mail'];
