import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEBSITE_PAGE_TITLES } from '@villa/shared/contracts/content';
import { getWebsitePage, listWebsitePages, saveWebsitePage } from '@villa/shared/contracts/website-pages';
import { HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize.ts';
import { getPage, listPages, savePage } from './repository.ts';

/** Website: the rich-text pages (about, rental contract, ...). Endpoints: @villa/shared/contracts/website-pages. */
export const websitePagesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listWebsitePages, ADMIN_ONLY, async () => listPages(app.db));

  registerRoute(app, getWebsitePage, ADMIN_ONLY, async ({ params }) => {
    const { section } = params;
    const page = await getPage(app.db, section);
    return (
      page ?? {
        key: section,
        title: WEBSITE_PAGE_TITLES[section],
        html: '',
        updatedAt: new Date(0).toISOString(),
      }
    );
  });

  registerRoute(app, saveWebsitePage, ADMIN_ONLY, async ({ params, body }) => {
    const { section } = params;
    const existing = await getPage(app.db, section);
    // A field left out keeps its stored value.
    const html = body.html === undefined ? (existing?.html ?? '') : sanitizeRichText(body.html);
    if (isBlankHtml(html)) throw new HttpError(400, 'Sayfa içeriği boş olamaz.');
    const title = body.title ?? existing?.title ?? WEBSITE_PAGE_TITLES[section];
    return savePage(app.db, section, { title, html });
  });
};
