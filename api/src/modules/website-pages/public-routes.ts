import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEBSITE_PAGE_KEYS } from '@villa/shared/contracts/content';
import { subscribers } from '../../db/schema/content.ts';
import { notFound } from '../../lib/http-error.ts';
import { pagingQuery } from '../../lib/paging.ts';
import { getPublishedPostBySlug, listPosts } from '../blog/repository.ts';
import { blogListResponse, blogPostResponse, blogSlugParams } from '../blog/schemas.ts';
import { listDocuments } from '../documents/repository.ts';
import { documentListResponse } from '../documents/routes.ts';
import { getPage } from './repository.ts';
import { pageResponse } from './schemas.ts';

const PUBLIC = { access: 'public' } as const;
// Staff edits must show at once ("the storefront converts with them at once"): revalidate every time.
const NO_CACHE = 'no-cache';

const subscribeBody = z.object({
  email: z
    .string({ error: 'E-posta adresi gerekli.' })
    .trim()
    .toLowerCase()
    .max(254, 'E-posta adresi çok uzun.')
    .email('Geçerli bir e-posta adresi girin.'),
  consent: z.literal(true, { error: 'Abone olmak için KVKK aydınlatma metnini onaylamanız gerekiyor.' }),
});
const messageResponse = z.object({ content: z.object({ message: z.string() }) });

/** Public reads of the content the content area manages, and the newsletter sign-up (banks: modules/banks). */
export const publicContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['website'];

  for (const key of WEBSITE_PAGE_KEYS) {
    app.get(
      `/website/${key}`,
      { config: PUBLIC, schema: { tags, summary: `Sayfa: ${key}`, response: { 200: pageResponse } } },
      async (_request, reply) => {
        const page = await getPage(app.db, key);
        if (!page) throw notFound();
        reply.header('cache-control', NO_CACHE);
        return { content: page };
      },
    );
  }

  app.get(
    '/website/ourdocuments',
    { config: PUBLIC, schema: { tags, summary: 'Belgelerimiz', response: { 200: documentListResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return { content: await listDocuments(app.db) };
    },
  );

  app.get(
    '/blog',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Yayınlanmış blog yazıları',
        querystring: pagingQuery(10, 50),
        response: { 200: blogListResponse },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listPosts(app.db, { ...request.query, onlyPublished: true });
      reply.header('cache-control', NO_CACHE);
      return { content: rows, total };
    },
  );

  app.get(
    '/blog/:slug',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Blog yazısı', params: blogSlugParams, response: { 200: blogPostResponse } },
    },
    async (request, reply) => {
      const post = await getPublishedPostBySlug(app.db, request.params.slug);
      if (!post) throw notFound();
      reply.header('cache-control', NO_CACHE);
      return { content: post };
    },
  );

  app.post(
    '/website/subscribe',
    {
      config: {
        ...PUBLIC,
        idempotent: true,
        rateLimit: { max: 5, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'E-bültene abone ol (aynı adres bir kez kaydedilir)',
        body: subscribeBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      // A repeated address is not an error, and we do not reveal whether it was already there.
      await app.db
        .insert(subscribers)
        .values({ email: request.body.email, consentAt: new Date() })
        .onConflictDoNothing({ target: subscribers.email });
      return { content: { message: 'Bültenimize abone oldunuz. Teşekkür ederiz!' } };
    },
  );
};
