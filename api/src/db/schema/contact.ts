import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { blankText, createdAt, id } from '../columns.ts';

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: blankText('phone'),
  subject: blankText('subject'),
  message: text('message').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: createdAt(),
});
