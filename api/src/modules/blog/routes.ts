import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type blogBody,
  createBlogPost,
  deleteBlogPost,
  editBlogPost,
  getBlogPost,
  listBlogPosts,
} from '@villa/shared/contracts/blog';
import { conflictOn } from '../../db/errors.ts';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize.ts';
import { slugify } from '../../lib/slug.ts';
import type { FileStore } from '../../lib/storage.ts';
import { assertUploaded, removeUpload } from '../uploads-content/files.ts';
import { deletePost, getPost, insertPost, listPosts, updatePost, type BlogWrite } from './repository.ts';

const DUPLICATE_SLUG = 'Bu adres (slug) başka bir yazıda kullanılıyor; farklı bir adres girin.';

const mapDuplicate = conflictOn('23505', DUPLICATE_SLUG);

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

/** Blog yazıları (staff). Endpoints: @villa/shared/contracts/blog (the public reads: website-pages/public-routes.ts). */
export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listBlogPosts, ADMIN_ONLY, async ({ query }) =>
    listPosts(app.db, { ...query, onlyPublished: false }),
  );

  registerRoute(app, getBlogPost, ADMIN_ONLY, async ({ params }) => {
    return found(await getPost(app.db, params.id));
  });

  registerRoute(app, createBlogPost, ADMIN_ONLY, async ({ body }) =>
    insertPost(app.db, await toWrite(app.storage, body)).catch(mapDuplicate),
  );

  registerRoute(app, editBlogPost, ADMIN_ONLY, async ({ body: { id, ...body } }) => {
    const existing = found(await getPost(app.db, id));
    const post = found(
      await updatePost(app.db, id, await toWrite(app.storage, body, existing.coverUrl)).catch(mapDuplicate),
    );
    if (existing.coverUrl && existing.coverUrl !== post.coverUrl)
      await removeUpload(app.storage, existing.coverUrl);
    return post;
  });

  registerRoute(app, deleteBlogPost, ADMIN_ONLY, async ({ params }) => {
    const post = found(await deletePost(app.db, params.id));
    if (post.coverUrl) await removeUpload(app.storage, post.coverUrl);
    return post;
  });
};
