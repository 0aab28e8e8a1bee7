import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, pagingQuery, recordId, richText, text, trimmedText } from './fields';

/** Blog (SPEC §7 Blog): staff write posts (drafts included); visitors read the published ones. */

export const blogPostSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  coverUrl: z.string(),
  summary: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogPost = blogPostSummary.extend({ bodyHtml: z.string() });
export type BlogPost = z.infer<typeof blogPost>;

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
export type BlogPostBody = z.input<typeof blogBody>;

export const blogEditBody = blogBody.extend({ id: recordId() });

export const blogListQuery = pagingQuery(10, 50);
export const blogSlugParams = z.object({ slug: text('Yazı adresi', 200) });

const tags = ['blog'];

export const listBlogPosts = endpoint({
  method: 'GET',
  path: '/v1/admin/blog',
  summary: 'Blog yazıları (taslaklar dahil)',
  tags,
  query: blogListQuery,
  response: z.array(blogPostSummary),
  total: true,
});

export const getBlogPost = endpoint({
  method: 'GET',
  path: '/v1/admin/blog/{id}',
  summary: 'Blog yazısı',
  tags,
  params: idParams(),
  response: blogPost,
});

export const createBlogPost = endpoint({
  method: 'POST',
  path: '/v1/admin/blog',
  summary: 'Blog yazısı ekle',
  tags,
  body: blogBody,
  response: blogPost,
  status: 201,
});

export const editBlogPost = endpoint({
  method: 'POST',
  path: '/v1/admin/blog/edit',
  summary: 'Blog yazısını güncelle (SPEC §7: POST /v1/admin/blog/edit)',
  tags,
  body: blogEditBody,
  response: blogPost,
});

export const deleteBlogPost = endpoint({
  method: 'DELETE',
  path: '/v1/admin/blog/{id}',
  summary: 'Blog yazısını sil',
  tags,
  params: idParams(),
  response: blogPost,
});

export const listPublicBlogPosts = endpoint({
  method: 'GET',
  path: '/v1/blog',
  summary: 'Yayınlanmış blog yazıları',
  tags: ['website'],
  query: blogListQuery,
  response: z.array(blogPostSummary),
  total: true,
});

export const getPublicBlogPost = endpoint({
  method: 'GET',
  path: '/v1/blog/{slug}',
  summary: 'Blog yazısı',
  tags: ['website'],
  params: blogSlugParams,
  response: blogPost,
});
