import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';

/** The one database type used everywhere, whichever driver (PGlite or pg) is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

/** A transaction handle; inside a transaction always use it, never the outer db (PGlite hangs). */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
