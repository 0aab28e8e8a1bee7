import { z } from 'zod';
import { int, optionalText, recordId, text } from './fields';

/** Guests' comments on a villa, written and answered by staff. */

export interface VillaComment {
  id: number;
  villa_id: number | null;
  author_name: string;
  rating: number;
  title: string;
  body: string;
  reply: string;
  active: boolean;
  stayed_at: string;
  created_at: string;
}

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
export const commentActivitySchema = z.object({
  active: z.boolean({ message: 'Değer true veya false olmalı.' }),
});
