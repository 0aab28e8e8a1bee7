import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEBSITE_PAGE_TITLES } from '@villa/shared/contracts/content';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize.ts';
import { getPage, listPages, savePage } from './repository.ts';
import { pageBody, pageListResponse, pageResponse, sectionParams } from './schemas.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };

/** Website: the rich-text pages (about, rental contract, ...). */
export const websitePagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['website-pages'];

  app.get(
    '/website-pages',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Web sitesi sayfaları', response: { 200: pageListResponse } },
    },
    async () => ({ content: await listPages(app.db) }),
  );

  app.get(
    '/website-pages/:section',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Sayfa içeriği (düzenleme için)',
        params: sectionParams,
        response: { 200: pageResponse },
      },
    },
    async (request) => {
      const { section } = request.params;
      const page = await getPage(app.db, section);
      return {
        content: page ?? {
          key: section,
          title: WEBSITE_PAGE_TITLES[section],
          html: '',
          updatedAt: new Date(0).toISOString(),
        },
      };
    },
  );

  app.put(
    '/:section/edit',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Sayfa içeriğini güncelle (HTML sunucuda temizlenir)',
        params: sectionParams,
        body: pageBody,
        response: { 200: pageResponse },
      },
    },
    async (request) => {
      const { section } = request.params;
      const existing = await getPage(app.db, section);
      // A field left out keeps its stored value.
      const html =
        request.body.html === undefined ? (existing?.html ?? '') : sanitizeRichText(request.body.html);
      if (isBlankHtml(html)) throw new HttpError(400, 'Sayfa içeriği boş olamaz.');
      const title = request.body.title ?? existing?.title ?? WEBSITE_PAGE_TITLES[section];
      const page = await savePage(app.db, section, { title, html });
      if (!page) throw notFound();
      return { content: page };
    },
  );
};
