import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Paged } from '@villa/shared/contracts/endpoint';
import type { Db } from './types.ts';

/** Which page of a list: `skip` rows, then `take` rows (the list endpoints' query). */
export interface PageQuery {
  skip: number;
  take: number;
}

/** A select that can still be limited to a page (a drizzle select builder before `.limit()`). */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of a list and the size of the whole list, read at the same time: `rows` (already
 * filtered and ordered) is limited to the page, and the rows of `table` that match `where` (the
 * same filter) are counted.
 */
export async function readPage<Row, Item>(
  db: Db,
  { skip, take }: PageQuery,
  rows: Pageable<Row>,
  counted: { table: PgTable; where?: SQL | undefined },
  toItem: (row: Row) => Item,
): Promise<Paged<Item[]>> {
  const [page, [total]] = await Promise.all([
    rows.limit(take).offset(skip),
    db.select({ n: count() }).from(counted.table).where(counted.where),
  ]);
  return { items: page.map(toItem), total: total?.n ?? 0 };
}
