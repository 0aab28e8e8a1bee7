import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HomeContent } from '@villa/shared/contracts/site';
import { listTownsWithDistricts, listVillaTypes, settingsByGroup } from './repository.ts';
import { homeResponse, keyValuesResponse, regionsResponse, villaTypesResponse } from './schemas.ts';

const PUBLIC = { access: 'public' } as const;
const CACHE = 'public, max-age=60';
/** Settings (exchange rates, phone, brand) reach visitors at once after staff change them. */
const FRESH = 'no-cache';

/** Public reads for the storefront's layout: menus, footer, currencies, contact. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site'];

  app.get(
    '/villatype',
    { config: PUBLIC, schema: { tags, summary: 'Villa tipleri', response: { 200: villaTypesResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { content: await listVillaTypes(app.db) };
    },
  );

  app.get(
    '/district',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Bölgeler (ilçeler ve semtleri)', response: { 200: regionsResponse } },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { content: { towns: await listTownsWithDistricts(app.db) } };
    },
  );

  app.get(
    '/website/home',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Site ayarları, alt bilgi ve döviz kurları', response: { 200: homeResponse } },
    },
    async (_request, reply) => {
      const groups = await settingsByGroup(app.db, ['site', 'footer', 'contact', 'social', 'exchange']);
      const content: HomeContent = {
        footerData: [
          ...(groups.get('footer') ?? []),
          ...(groups.get('contact') ?? []),
          ...(groups.get('social') ?? []),
        ],
        exchange: groups.get('exchange') ?? [],
        settings: groups.get('site') ?? [],
      };
      reply.header('cache-control', FRESH);
      return { content };
    },
  );

  app.get(
    '/website/contact',
    { config: PUBLIC, schema: { tags, summary: 'İletişim bilgileri', response: { 200: keyValuesResponse } } },
    async (_request, reply) => {
      const groups = await settingsByGroup(app.db, ['contact']);
      reply.header('cache-control', FRESH);
      return { content: groups.get('contact') ?? [] };
    },
  );
};
