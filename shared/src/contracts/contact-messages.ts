import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, pagingQuery } from './fields';

/** Contact form messages (SPEC §7 İletişim): the unread ones feed the menu's contactCount. */

export const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const CONTACT_MESSAGE_STATUSES = ['all', 'unread', 'read'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const contactMessageListQuery = pagingQuery(10, 50).extend({
  status: z
    .enum(CONTACT_MESSAGE_STATUSES, { error: 'Durum all, unread veya read olmalıdır.' })
    .default('all'),
});

export const contactMessageReadBody = z.object({
  isRead: z.boolean({ error: 'Okundu durumu true veya false olmalıdır.' }),
});

const tags = ['contact-messages'];

export const listContactMessages = endpoint({
  method: 'GET',
  path: '/v1/admin/contact/messages',
  summary: 'İletişim formu mesajları (yeniden eskiye)',
  tags,
  query: contactMessageListQuery,
  response: z.array(contactMessage),
  total: true,
});

export const getContactMessage = endpoint({
  method: 'GET',
  path: '/v1/admin/contact/messages/{id}',
  summary: 'Mesaj detayı',
  tags,
  params: idParams(),
  response: contactMessage,
});

export const setContactMessageRead = endpoint({
  method: 'PATCH',
  path: '/v1/admin/contact/messages/{id}/read',
  summary: 'Mesajı okundu / okunmadı yap',
  tags,
  params: idParams(),
  body: contactMessageReadBody,
  response: contactMessage,
});

export const deleteContactMessage = endpoint({
  method: 'DELETE',
  path: '/v1/admin/contact/messages/{id}',
  summary: 'Mesajı sil',
  tags,
  params: idParams(),
  response: contactMessage,
});
