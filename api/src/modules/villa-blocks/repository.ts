import { sql } from 'drizzle-orm';
import { bookingTx, lockVillas } from '../../db/locks.ts';
import { villaBlocks } from '../../db/schema/reservations.ts';
import type { Db, Tx } from '../../db/types.ts';
import { notFound } from '../../lib/http-error.ts';

export type BlockKind = 'reservation' | 'closed' | 'ical' | 'external';

export interface NewVillaBlock {
  villaId: number;
  /** First blocked night (YYYY-MM-DD). */
  start: string;
  /** Day the villa is free again (check-out day), exclusive. */
  end: string;
  kind: BlockKind;
  reservationId?: number | null;
  note?: string;
}

/**
 * Inserts a block inside the caller's transaction, which took the villa's lock first (bookingTx,
 * db/locks.ts) before inserting anything that references the villa: concurrent bookings of one
 * villa then queue instead of deadlocking (ARCHITECTURE.md). Locking again here is a no-op for
 * such callers and keeps the order for any other. An overlap still fails with 23P01 → 409.
 */
export async function insertVillaBlockTx(tx: Tx, block: NewVillaBlock) {
  if (!(await lockVillas(tx, [block.villaId])).has(block.villaId)) throw notFound();
  const [row] = await tx
    .insert(villaBlocks)
    .values({
      villaId: block.villaId,
      period: sql`daterange(${block.start}::date, ${block.end}::date, '[)')`,
      kind: block.kind,
      reservationId: block.reservationId ?? null,
      note: block.note ?? '',
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export function createVillaBlock(db: Db, block: NewVillaBlock) {
  return bookingTx(db, { villas: [block.villaId] }, (tx) => insertVillaBlockTx(tx, block));
}
