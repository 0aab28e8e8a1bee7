import { eq, max, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TableWithId } from './by-id.ts';
import type { Db, Tx } from './types.ts';

/** A table shown in an order staff choose: its rows have an `id` and a `sortOrder()` column. */
export type OrderedTable = TableWithId & { sortOrder: PgColumn };

/** The order slot after the last row's (of the rows matching `where`): 1 when there is none. */
export async function nextSortOrder(db: Db | Tx, table: OrderedTable, where?: SQL): Promise<number> {
  const [last] = await db
    .select({ n: max(table.sortOrder).mapWith(Number) })
    .from(table)
    .where(where);
  return (last?.n ?? 0) + 1;
}

/** Numbers the rows 1..n in the order of `ids`, in one transaction. */
export async function setSortOrder(db: Db, table: OrderedTable, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      await tx
        .update(table)
        .set({ sortOrder: i + 1 })
        .where(eq(table.id, id));
    }
  });
}
