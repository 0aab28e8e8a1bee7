import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sqlState } from '../../db/errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize.ts';
import { slugify } from '../../lib/slug.ts';
import type { FileStore } from '../../lib/storage.ts';
import { assertUploaded, removeUpload } from '../uploads-content/files.ts';
import { deletePost, getPost, insertPost, listPosts, updatePost, type BlogWrite } from './repository.ts';
import {
  blogBody,
  blogEditBody,
  blogIdParams,
  blogListQuery,
  blogListResponse,
  blogPostResponse,
} from './schemas.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };
const DUPLICATE_SLUG = 'Bu adres (slug) başka bir yazıda kullanılıyor; farklı bir adres girin.';

function mapDuplicate(err: unknown): never {
  if (sqlState(err) === '23505') throw new HttpError(409, DUPLICATE_SLUG);
  throw err;
}

/** Validates the parts zod cannot: sanitised body not empty, cover really uploaded, slug derivable. */
async function toWrite(
  storage: FileStore,
  body: z.output<typeof blogBody>,
  previousCover?: string,
): Promise<BlogWrite> {
  const bodyHtml = sanitizeRichText(body.bodyHtml);
  if (isBlankHtml(bodyHtml)) throw new HttpError(400, 'Yazı içeriği boş olamaz.');
  if (body.coverUrl && body.coverUrl !== previousCover) await assertUploaded(storage, body.coverUrl, 'image');
  const slug = body.slug || slugify(body.title);
  if (!slug) throw new HttpError(400, 'Başlıktan adres (slug) üretilemedi; adresi elle girin.');
  return {
    title: body.title,
    slug,
    coverUrl: body.coverUrl,
    summary: body.summary,
    bodyHtml,
    publishedAt: body.publishedAt ? new Date(body.publishedAt) : null,
  };
}

/** Blog yazıları. */
export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['blog'];

  app.get(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Blog yazıları (taslaklar dahil)',
        querystring: blogListQuery,
        response: { 200: blogListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listPosts(app.db, { ...request.query, onlyPublished: false });
      return { content: rows, total };
    },
  );

  app.get(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Blog yazısı', params: blogIdParams, response: { 200: blogPostResponse } },
    },
    async (request) => {
      const post = await getPost(app.db, request.params.id);
      if (!post) throw notFound();
      return { content: post };
    },
  );

  app.post(
    '/',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Blog yazısı ekle', body: blogBody, response: { 201: blogPostResponse } },
    },
    async (request, reply) => {
      const post = await insertPost(app.db, await toWrite(app.storage, request.body)).catch(mapDuplicate);
      return reply.status(201).send({ content: post });
    },
  );

  app.post(
    '/edit',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Blog yazısını güncelle (SPEC §7: POST /v1/admin/blog/edit)',
        body: blogEditBody,
        response: { 200: blogPostResponse },
      },
    },
    async (request) => {
      const { id, ...body } = request.body;
      const existing = await getPost(app.db, id);
      if (!existing) throw notFound();
      const post = await updatePost(app.db, id, await toWrite(app.storage, body, existing.coverUrl)).catch(
        mapDuplicate,
      );
      if (!post) throw notFound();
      if (existing.coverUrl && existing.coverUrl !== post.coverUrl)
        await removeUpload(app.storage, existing.coverUrl);
      return { content: post };
    },
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Blog yazısını sil',
        params: blogIdParams,
        response: { 200: blogPostResponse },
      },
    },
    async (request) => {
      const post = await deletePost(app.db, request.params.id);
      if (!post) throw notFound();
      if (post.coverUrl) await removeUpload(app.storage, post.coverUrl);
      return { content: post };
    },
  );
};
