import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getSearchOptions,
  listPopularTowns,
  listShortTermGaps,
  searchVillaNames,
  searchVillas,
} from '@villa/shared/contracts/search';
import { searchKey } from '@villa/shared/lib/turkish';
import { searchCacheEntriesFromEnv, searchIndexFromEnv } from '../../config.ts';
import { PUBLIC, registerRoute } from '../../lib/route-kit.ts';
import { SearchCache } from './cache.ts';
import { searchToday } from './cards.ts';
import { SearchIndex } from './search-index.ts';
import {
  popularTowns,
  searchInput,
  searchOptions,
  searchVillas as findVillas,
  shortTermGaps,
  type SearchInput,
} from './repository.ts';

const CACHE = 'public, max-age=60';

/**
 * The paged answers of the search document their `total` as a number (the route kit's envelope says
 * integer), so these two are registered by hand from their contract's query and response: the
 * OpenAPI document stays as it was.
 */
const pagedResponse = <T extends z.ZodType>(content: T) => ({
  200: z.object({ content, total: z.number() }),
});

const searchBody = pagedResponse(searchVillas.response)[200];
/** What Fastify sends for a serialized object; the cached bytes go out with the same header. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** @fastify/compress's default threshold: smaller bodies go out uncompressed. */
const COMPRESS_THRESHOLD = 1024;

/**
 * A client whose Accept-Encoding makes @fastify/compress choose gzip for certain: it names gzip and
 * no brotli, zstd, wildcard or weights (browsers, which accept br, keep going through the plugin).
 */
function gzipOnly(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string' || request.headers['x-no-compression'] !== undefined) return false;
  const header = accepted.toLowerCase();
  return /\bgzip\b/.test(header) && !/br|zstd|\*|q=/.test(header);
}

/**
 * The cache key of a search: every input that changes its answer, and Türkiye's today (prices are
 * those from today, and a dated search refuses past days).
 */
export function searchCacheKey(q: SearchInput): string {
  return JSON.stringify([
    searchToday(),
    q.checkin,
    q.checkout,
    q.guests,
    q.adults,
    q.children,
    q.infants,
    q.town,
    q.district,
    q.types,
    q.features,
    q.minPrice,
    q.maxPrice,
    q.sort,
    q.skip,
    q.take,
  ]);
}

export interface PublicSearchOptions {
  /** Search answers kept in memory (SEARCH_CACHE_ENTRIES; 0 = off). */
  cacheEntries?: number;
  /** Searches answered from the in-memory catalogue (SEARCH_INDEX; default on). */
  index?: boolean;
}

/**
 * Public search (SPEC §7): listing, filters, last-minute gaps, header search, popular towns.
 * Endpoints: @villa/shared/contracts/search; SQL in repository.ts (cards.ts builds the cards).
 */
export const publicSearchRoutes: FastifyPluginAsyncZod<PublicSearchOptions> = async (app, opts) => {
  const cache = new SearchCache(app.db, opts.cacheEntries ?? searchCacheEntriesFromEnv());
  const index = new SearchIndex(app.db, opts.index ?? searchIndexFromEnv(), app.log);
  app.get(
    searchVillas.path,
    {
      // A page of 20 cards is 8–14 KB of JSON: gzip it in one synchronous call. Above 8 KB the
      // plugin's default on a 2-core host is its stream path (thread pool, stream plumbing), which
      // costs ~1 ms of CPU more per response here than the compression itself (~0.2 ms).
      compress: { syncThreshold: 64 * 1024 },
      config: PUBLIC,
      schema: {
        tags: [...searchVillas.tags],
        summary: searchVillas.summary,
        querystring: searchVillas.query,
        response: pagedResponse(searchVillas.response),
      },
    },
    async (request, reply) => {
      const { client: _client, type, ...q } = request.query;
      const input: SearchInput = { ...q, types: [q.types, type].filter(Boolean).join(',') || undefined };
      const answer = await cache.answer(searchCacheKey(input), async (version) => {
        const known = version ?? (index.enabled ? await cache.currentVersion() : undefined);
        const { items, total } = await findVillas(
          app.db,
          input,
          known === undefined ? undefined : { index, version: known },
        );
        // What the route's response serializer (fastify-type-provider-zod) would send, made once
        // per cached answer: the bytes go out as they are, cached or not.
        const encoded = z.safeEncode(searchBody, { content: items, total });
        if (!encoded.success) {
          throw new Error('search answer does not match its schema', { cause: encoded.error });
        }
        const json = Buffer.from(JSON.stringify(encoded.data));
        // Compressed once per answer for gzip-only clients (what @fastify/compress would send them).
        return { json, gzip: json.length >= COMPRESS_THRESHOLD ? gzipSync(json) : undefined };
      });
      // Sent as bytes: the typed reply only takes the schema's object, which the bytes already are.
      const raw = (reply as FastifyReply).type(JSON_TYPE);
      if (answer.gzip && gzipOnly(request)) {
        const vary = raw.getHeader('vary');
        if (!vary) raw.header('vary', 'accept-encoding');
        else if (!String(vary).includes('accept-encoding'))
          raw.header('vary', `${String(vary)}, accept-encoding`);
        return raw.header('content-encoding', 'gzip').send(answer.gzip);
      }
      return raw.send(answer.json);
    },
  );

  registerRoute(app, getSearchOptions, PUBLIC, async (_request, reply) => {
    reply.header('cache-control', CACHE);
    return searchOptions(app.db);
  });

  registerRoute(app, listPopularTowns, PUBLIC, async (_request, reply) => {
    reply.header('cache-control', CACHE);
    return popularTowns(app.db);
  });

  registerRoute(app, searchVillaNames, PUBLIC, async ({ query }) => {
    const folded = searchKey(query.searchString);
    if (folded.length < 2) return [];
    return searchInput(app.db, folded);
  });

  app.get(
    listShortTermGaps.path,
    {
      config: PUBLIC,
      schema: {
        tags: [...listShortTermGaps.tags],
        summary: listShortTermGaps.summary,
        querystring: listShortTermGaps.query,
        response: pagedResponse(listShortTermGaps.response),
      },
    },
    async (request) => {
      const gaps = await shortTermGaps(app.db, request.query);
      return { content: gaps, total: gaps.length };
    },
  );
};
