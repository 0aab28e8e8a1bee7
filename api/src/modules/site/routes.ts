import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getContactDetails,
  getHomeData,
  listRegions,
  listVillaTypes as listVillaTypesRoute,
  sendContactMessage,
} from '@villa/shared/contracts/site';
import { PUBLIC, PUBLIC_WRITE, registerRoute } from '../../lib/route-kit.ts';
import { sitemapPosts } from '../blog/repository.ts';
import { sitemapBoats } from '../boats/public-repository.ts';
import { sitemapVillas } from '../villas/public-repository.ts';
import { publicOrigin } from '../../web/public-origin.ts';
import {
  insertContactMessage,
  listTownsWithDistricts,
  listVillaTypes,
  settingsByGroup,
} from './repository.ts';

const CACHE = 'public, max-age=60';
/** Settings (exchange rates, phone, brand) reach visitors at once after staff change them. */
const FRESH = 'no-cache';

/**
 * Public reads for the storefront's layout: menus, footer, currencies, contact.
 * Endpoints: @villa/shared/contracts/site; SQL in repository.ts.
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listVillaTypesRoute, PUBLIC, async (_request, reply) => {
    reply.header('cache-control', CACHE);
    return listVillaTypes(app.db);
  });

  registerRoute(app, listRegions, PUBLIC, async (_request, reply) => {
    reply.header('cache-control', CACHE);
    return { towns: await listTownsWithDistricts(app.db) };
  });

  registerRoute(app, getHomeData, PUBLIC, async (_request, reply) => {
    const groups = await settingsByGroup(app.db, ['site', 'footer', 'contact', 'social', 'exchange']);
    reply.header('cache-control', FRESH);
    return {
      footerData: [
        ...(groups.get('footer') ?? []),
        ...(groups.get('contact') ?? []),
        ...(groups.get('social') ?? []),
      ],
      exchange: groups.get('exchange') ?? [],
      settings: groups.get('site') ?? [],
    };
  });

  registerRoute(app, getContactDetails, PUBLIC, async (_request, reply) => {
    const groups = await settingsByGroup(app.db, ['contact']);
    reply.header('cache-control', FRESH);
    return groups.get('contact') ?? [];
  });
};

/** Static storefront paths listed in the sitemap. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/listing',
  '/regions',
  '/about',
  '/contact',
  '/faq',
  '/blog',
  '/tekneler',
  '/enquire',
  '/guvenli-odeme',
  '/website/rental',
  '/website/privacy',
  '/website/cancel',
  '/website/kvkk',
  '/website/banks',
  '/website/document',
  '/website/howrent',
];

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** Contact form, sitemap.xml and robots.txt. */
export const publicSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['storefront site'];

  registerRoute(
    app,
    sendContactMessage,
    { ...PUBLIC_WRITE, rateLimit: { max: 5, timeWindow: '1 minute' } },
    async ({ body }) => ({
      id: await insertContactMessage(app.db, body),
      message: 'Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.',
    }),
  );

  // XML and plain text outside /v1 (no `{ content }` envelope): registered by hand.
  app.get(
    '/sitemap.xml',
    { config: PUBLIC, schema: { tags, summary: 'Site haritası' } },
    async (request, reply) => {
      const origin = publicOrigin(request);
      const [villaRows, towns, types, posts, boatRows] = await Promise.all([
        sitemapVillas(app.db),
        listTownsWithDistricts(app.db),
        listVillaTypes(app.db),
        sitemapPosts(app.db),
        sitemapBoats(app.db),
      ]);
      const urls: Array<{ loc: string; lastmod?: string; priority: string }> = [
        ...STATIC_PUBLIC_PATHS.map((p) => ({ loc: p, priority: p === '/' ? '1.0' : '0.5' })),
        ...towns.map((t) => ({ loc: `/${t.slug}`, priority: '0.7' })),
        ...types.map((t) => ({ loc: `/${t.slug}`, priority: '0.7' })),
        ...villaRows.map((v) => ({
          loc: `/villa/${v.slug}`,
          lastmod: v.updatedAt.toISOString().slice(0, 10),
          priority: '0.8',
        })),
        ...boatRows.map((b) => ({ loc: `/tekne/${b.slug}`, priority: '0.6' })),
        ...posts.map((p) => ({
          loc: `/blog/${p.slug}`,
          lastmod: p.updatedAt.toISOString().slice(0, 10),
          priority: '0.5',
        })),
      ];
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map(
          (u) =>
            `  <url><loc>${xmlEscape(origin + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}<priority>${u.priority}</priority></url>`,
        ),
        '</urlset>',
      ].join('\n');
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(body);
    },
  );

  app.get(
    '/robots.txt',
    { config: PUBLIC, schema: { tags, summary: 'robots.txt' } },
    async (request, reply) => {
      const body = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /v1/',
        'Disallow: /v2/',
        'Disallow: /enquire',
        'Disallow: /odeme/',
        'Disallow: /teklif/',
        `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
        '',
      ].join('\n');
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(body);
    },
  );
};
