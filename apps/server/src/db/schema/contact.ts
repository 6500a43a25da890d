import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** 'pending' until the mailer answers; then 'sent', 'logged' (no SMTP configured) or 'failed'. */
  delivery: text('delivery', { enum: ['pending', 'sent', 'logged', 'failed'] }).notNull(),
  createdAt: createdAt(),
});
