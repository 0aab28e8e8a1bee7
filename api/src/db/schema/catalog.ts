import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row: the version of everything a storefront search answer is built from. Triggers on those
 * tables (hand-written in drizzle/0020_search_catalog_version.sql) add one to it in every
 * transaction that changes them, whoever writes (any API process, the iCal sync, seeds, plain SQL),
 * so a cached answer (modules/search/cache.ts) is only reused while the version it was read under
 * is still current.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_version_one_row', sql`${t.id} = 1`)],
);
