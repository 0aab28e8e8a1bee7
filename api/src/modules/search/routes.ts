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
import { PUBLIC, registerRoute } from '../../lib/route-kit.ts';
import {
  popularTowns,
  searchInput,
  searchOptions,
  searchVillas as findVillas,
  shortTermGaps,
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

/**
 * Public search (SPEC §7): listing, filters, last-minute gaps, header search, popular towns.
 * Endpoints: @villa/shared/contracts/search; SQL in repository.ts (cards.ts builds the cards).
 */
export const publicSearchRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const q = request.query;
      const { items, total } = await findVillas(app.db, {
        ...q,
        types: [q.types, q.type].filter(Boolean).join(',') || undefined,
      });
      return { content: items, total };
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
