import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, int, optionalText, recordId, text } from './fields';

/** Guests' comments on a villa, written and answered by staff; only active ones reach the site. */

export const villaComment = z.object({
  id: z.number().int(),
  villa_id: z.number().int().nullable(),
  author_name: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  reply: z.string(),
  active: z.boolean(),
  stayed_at: z.string(),
  /** Written through the review link of a real reservation: 'Doğrulanmış konaklama'. */
  verified_stay: z.boolean(),
  created_at: z.string(),
});
export type VillaComment = z.infer<typeof villaComment>;

export const villaCommentBodySchema = z.object({
  villa_id: recordId('Villa'),
  author_name: text('Misafir adı', 120),
  rating: int('Puan', 1, 5),
  title: optionalText('Başlık', 160),
  body: text('Yorum', 4000),
  reply: optionalText('Yanıt', 4000),
  stayed_at: optionalText('Konaklama dönemi', 60),
  active: z.boolean().optional().default(false),
});
export type VillaCommentBody = z.infer<typeof villaCommentBodySchema>;
export type VillaCommentBodyInput = z.input<typeof villaCommentBodySchema>;

export const commentActivitySchema = z.object({
  active: z.boolean({ message: 'Değer true veya false olmalı.' }),
});

const tags = ['villa comments'];

// The create and activity answers were never documented ('Default Response'): the routes keep that
// (registerRoute's undocumentedResponse), so the OpenAPI document does not change.

export const createVillaComment = endpoint({
  method: 'POST',
  path: '/v1/admin/villas/comment',
  summary: 'Villaya yorum ekle',
  tags,
  body: villaCommentBodySchema,
  response: villaComment,
  status: 201,
});

export const deleteVillaComment = endpoint({
  method: 'DELETE',
  path: '/v1/admin/villas/comment/{id}',
  summary: 'Villa yorumunu sil',
  tags,
  params: idParams(),
  response: z.object({ message: z.string() }),
});

export const setVillaCommentActivity = endpoint({
  method: 'PUT',
  path: '/v1/admin/villas/commentactivity/{id}',
  summary: 'Yorumu yayınla / gizle',
  tags,
  params: idParams(),
  body: commentActivitySchema,
  response: villaComment,
});
