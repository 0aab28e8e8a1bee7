import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './types.ts';

/** A table whose rows are known by their integer `id` (the `id()` column of db/columns.ts). */
export type TableWithId = PgTable & { id: PgColumn };

/** Deletes the row with this id; false when there is none. */
export async function deleteById(db: Db | Tx, table: TableWithId, id: number): Promise<boolean> {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/** Sets `values` on the row with this id; false when there is none. */
export async function updateById<T extends TableWithId>(
  db: Db | Tx,
  table: T,
  id: number,
  values: PgUpdateSetSource<T>,
): Promise<boolean> {
  const rows = await db.update(table).set(values).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}
