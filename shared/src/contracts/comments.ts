import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, pagingQuery, trimmedText } from './fields';

/** Visitor comments (SPEC §7 Yorumlar): staff approve (active) or hide them and answer them. */

export const adminComment = z.object({
  id: z.number().int(),
  villaId: z.number().int().nullable(),
  villaName: z.string().nullable(),
  authorName: z.string(),
  authorEmail: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  reply: z.string(),
  active: z.boolean(),
  source: z.string(),
  stayedAt: z.string(),
  /** Written through the review link of a real reservation: 'Doğrulanmış konaklama'. */
  verifiedStay: z.boolean(),
  createdAt: z.string(),
});
export type AdminComment = z.infer<typeof adminComment>;

export const COMMENT_STATUSES = ['all', 'pending', 'approved'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const commentListQuery = pagingQuery(10, 50).extend({
  status: z.enum(COMMENT_STATUSES, { error: 'Durum all, pending veya approved olmalıdır.' }).default('all'),
});

export const commentActivityBody = z.object({
  active: z.boolean({ error: 'Onay durumu true veya false olmalıdır.' }),
});

export const commentReplyBody = z.object({
  reply: trimmedText('Yanıt', 2000)
    // Replies are shown as plain text; markup is refused rather than silently shown as code.
    .refine((v) => !/[<>]/.test(v), { message: 'Yanıt HTML etiketi içeremez.' }),
});
export type CommentReplyBody = z.input<typeof commentReplyBody>;

const tags = ['comments'];

export const listComments = endpoint({
  method: 'GET',
  path: '/v1/admin/comment',
  summary: 'Yorumlar (yeniden eskiye)',
  tags,
  query: commentListQuery,
  response: z.array(adminComment),
  total: true,
});

export const getComment = endpoint({
  method: 'GET',
  path: '/v1/admin/comment/{id}',
  summary: 'Yorum detayı',
  tags,
  params: idParams(),
  response: adminComment,
});

export const setCommentActivity = endpoint({
  method: 'PATCH',
  path: '/v1/admin/comment/{id}/activity',
  summary: 'Yorumu onayla (yayınla) veya gizle',
  tags,
  params: idParams(),
  body: commentActivityBody,
  response: adminComment,
});

export const replyToComment = endpoint({
  method: 'PUT',
  path: '/v1/admin/comment/{id}/reply',
  summary: 'Yoruma yanıt yaz (boş metin yanıtı kaldırır)',
  tags,
  params: idParams(),
  body: commentReplyBody,
  response: adminComment,
});
