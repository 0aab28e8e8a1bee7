import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEBSITE_PAGE_KEYS } from '@villa/shared/contracts/content';
import { getPublicBlogPost, listPublicBlogPosts } from '@villa/shared/contracts/blog';
import { listPublicDocuments } from '@villa/shared/contracts/documents';
import { subscribe } from '@villa/shared/contracts/subscribers';
import { PUBLIC_PAGES } from '@villa/shared/contracts/website-pages';
import { found } from '../../lib/http-error.ts';
import { PUBLIC, PUBLIC_WRITE, registerRoute } from '../../lib/route-kit.ts';
import { getPublishedPostBySlug, listPosts } from '../blog/repository.ts';
import { listDocuments } from '../documents/repository.ts';
import { addSubscriber } from '../subscribers/repository.ts';
import { getPage } from './repository.ts';

// Staff edits must show at once ("the storefront converts with them at once"): revalidate every time.
const NO_CACHE = 'no-cache';

/** Public reads of the content the content area manages, and the newsletter sign-up (banks: modules/banks). */
export const publicContentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const key of WEBSITE_PAGE_KEYS) {
    registerRoute(app, PUBLIC_PAGES[key], PUBLIC, async (_request, reply) => {
      const page = found(await getPage(app.db, key));
      reply.header('cache-control', NO_CACHE);
      return page;
    });
  }

  registerRoute(app, listPublicDocuments, PUBLIC, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return listDocuments(app.db);
  });

  registerRoute(app, listPublicBlogPosts, PUBLIC, async ({ query }, reply) => {
    const page = await listPosts(app.db, { ...query, onlyPublished: true });
    reply.header('cache-control', NO_CACHE);
    return page;
  });

  registerRoute(app, getPublicBlogPost, PUBLIC, async ({ params }, reply) => {
    const post = found(await getPublishedPostBySlug(app.db, params.slug));
    reply.header('cache-control', NO_CACHE);
    return post;
  });

  registerRoute(
    app,
    subscribe,
    { ...PUBLIC_WRITE, rateLimit: { max: 5, timeWindow: '1 minute' } },
    async ({ body }) => {
      // A repeated address is not an error, and we do not reveal whether it was already there.
      await addSubscriber(app.db, body.email);
      return { message: 'Bültenimize abone oldunuz. Teşekkür ederiz!' };
    },
  );
};
