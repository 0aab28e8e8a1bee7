import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchKey } from '@villa/shared/lib/turkish';
import { popularTowns, searchInput, searchOptions, searchVillas, shortTermGaps } from './repository.ts';
import {
  inputQuery,
  inputResponse,
  optionsResponse,
  popularTownsResponse,
  searchQuery,
  searchResponse,
  shortTermQuery,
  shortTermResponse,
} from './schemas.ts';

const PUBLIC = { access: 'public' } as const;
const CACHE = 'public, max-age=60';

/** Public search (SPEC §7): listing, filters, last-minute gaps, header search, popular towns. */
export const publicSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['storefront search'];

  app.get(
    '/v2/search',
    {
      // A page of 20 cards is 8–14 KB of JSON: gzip it in one synchronous call. Above 8 KB the
      // plugin's default on a 2-core host is its stream path (thread pool, stream plumbing), which
      // costs ~1 ms of CPU more per response here than the compression itself (~0.2 ms).
      compress: { syncThreshold: 64 * 1024 },
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Villa arama (tarih, kişi, bölge, tip, özellik, fiyat, sıralama; 20 sonuç/sayfa)',
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await searchVillas(app.db, {
        ...q,
        types: [q.types, q.type].filter(Boolean).join(',') || undefined,
      });
      return { content: items, total };
    },
  );

  app.get(
    '/v1/search/options',
    { config: PUBLIC, schema: { tags, summary: 'Arama filtreleri', response: { 200: optionsResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { content: await searchOptions(app.db) };
    },
  );

  app.get(
    '/v1/town/popular',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Popüler bölgeler', response: { 200: popularTownsResponse } },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { content: await popularTowns(app.db) };
    },
  );

  app.get(
    '/v1/search/input',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Başlıktaki villa arama (Türkçe harfler katlanır: "kas" → "Kaş")',
        querystring: inputQuery,
        response: { 200: inputResponse },
      },
    },
    async (request) => {
      const folded = searchKey(request.query.searchString);
      if (folded.length < 2) return { content: [] };
      return { content: await searchInput(app.db, folded) };
    },
  );

  app.get(
    '/v1/search/shortterm',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Son dakika: rezervasyonlar arasındaki 2–6 gecelik boşluklar',
        querystring: shortTermQuery,
        response: { 200: shortTermResponse },
      },
    },
    async (request) => {
      const gaps = await shortTermGaps(app.db, request.query);
      return { content: gaps, total: gaps.length };
    },
  );
};
