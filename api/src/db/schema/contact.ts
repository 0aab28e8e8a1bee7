import { pgTable, text } from 'drizzle-orm/pg-core';
import { blankText, createdAt, flag, id } from '../columns.ts';

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: blankText('phone'),
  subject: blankText('subject'),
  message: text('message').notNull(),
  isRead: flag('is_read', false),
  createdAt: createdAt(),
});
