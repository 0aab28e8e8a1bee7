import { desc, eq } from 'drizzle-orm';
import type { ContactMessage, ContactMessageStatus } from '@villa/shared/contracts/contact-messages';
import { contactMessages } from '../../db/schema/contact.ts';
import { readPage, type PageQuery } from '../../db/page.ts';
import type { Db } from '../../db/types.ts';

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  isRead: contactMessages.isRead,
  createdAt: contactMessages.createdAt,
};
const toMessage = (r: Omit<ContactMessage, 'createdAt'> & { createdAt: Date }): ContactMessage => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** Newest first, optionally only the read or unread ones. */
export async function listMessages(
  db: Db,
  query: PageQuery & { status: ContactMessageStatus },
): Promise<{ items: ContactMessage[]; total: number }> {
  const { status } = query;
  const where = status === 'all' ? undefined : eq(contactMessages.isRead, status === 'read');
  return readPage(
    db,
    query,
    db
      .select(columns)
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
    { table: contactMessages, where },
    toMessage,
  );
}

export async function getMessage(db: Db, id: number): Promise<ContactMessage | undefined> {
  const [row] = await db.select(columns).from(contactMessages).where(eq(contactMessages.id, id));
  return row ? toMessage(row) : undefined;
}

export async function setRead(db: Db, id: number, isRead: boolean): Promise<ContactMessage | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ isRead })
    .where(eq(contactMessages.id, id))
    .returning(columns);
  return row ? toMessage(row) : undefined;
}

export async function deleteMessage(db: Db, id: number): Promise<ContactMessage | undefined> {
  const [row] = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning(columns);
  return row ? toMessage(row) : undefined;
}
