import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { contactMessages } from '../schema.js';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type Delivery = ContactMessageRow['delivery'];

export async function insertContactMessage(
  db: Executor,
  message: { id: string; email: string; subject: string; message: string },
): Promise<void> {
  await db.insert(contactMessages).values({ ...message, delivery: 'pending' });
}

export async function setContactDelivery(db: Executor, id: string, delivery: Delivery): Promise<void> {
  await db.update(contactMessages).set({ delivery }).where(eq(contactMessages.id, id));
}

export async function findContactMessage(db: Executor, id: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}
