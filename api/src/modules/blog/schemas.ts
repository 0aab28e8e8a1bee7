import { z } from 'zod';
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
export const blogIdParams = z.object({ id: z.coerce.number().int().positive() });
export const blogSlugParams = z.object({ slug: z.string().max(200) });

export const blogBody = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'Başlık en az 3 karakter olmalıdır.')
    .max(160, 'Başlık en fazla 160 karakter olabilir.'),
  slug: z
    .string()
    .trim()
    .max(160, 'Adres (slug) en fazla 160 karakter olabilir.')
    .refine((v) => v === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v), {
      message: 'Adres (slug) yalnızca küçük harf, rakam ve tire içerebilir (ör. fethiye-koylari).',
    })
    .default(''),
  coverUrl: z.string().trim().default(''),
  summary: z.string().trim().max(400, 'Özet en fazla 400 karakter olabilir.').default(''),
  bodyHtml: richText('Yazı içeriği'),
  publishedAt: z
    .union([z.iso.datetime({ offset: true, message: 'Yayın tarihi geçerli bir tarih olmalıdır.' }), z.null()])
    .default(null),
});

export const blogEditBody = blogBody.extend({ id: z.number().int().positive() });
