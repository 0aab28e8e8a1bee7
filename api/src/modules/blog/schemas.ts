import { z } from 'zod';
import { recordId, text, trimmedText } from '@villa/shared/contracts/fields';
import { pagingQuery } from '../../lib/paging.ts';
import { richText } from '../website-pages/schemas.ts';

export const blogSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  coverUrl: z.string(),
  summary: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export const blogPostSchema = blogSummarySchema.extend({ bodyHtml: z.string() });

export const blogListQuery = pagingQuery(10, 50);
export const blogListResponse = z.object({ content: z.array(blogSummarySchema), total: z.number().int() });
export const blogPostResponse = z.object({ content: blogPostSchema });
export const blogIdParams = z.object({ id: recordId() });
export const blogSlugParams = z.object({ slug: text('Yazı adresi', 200) });

export const blogBody = z.object({
  title: trimmedText('Başlık', 160).min(3, 'Başlık en az 3 karakter olmalıdır.'),
  slug: z
    .string()
    .trim()
    .max(160, 'Adres (slug) en fazla 160 karakter olabilir.')
    .refine((v) => v === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v), {
      message: 'Adres (slug) yalnızca küçük harf, rakam ve tire içerebilir (ör. fethiye-koylari).',
    })
    .default(''),
  coverUrl: z.string().trim().default(''),
  summary: trimmedText('Özet', 400).default(''),
  bodyHtml: richText('Yazı içeriği'),
  publishedAt: z
    .union([z.iso.datetime({ offset: true, message: 'Yayın tarihi geçerli bir tarih olmalıdır.' }), z.null()])
    .default(null),
});

export const blogEditBody = blogBody.extend({ id: recordId() });
