import { and, eq, sql } from 'drizzle-orm';
import { bookingTx, lockVillas } from '../../db/locks.ts';
import { reservations, villaBlocks } from '../../db/schema/reservations.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError, MESSAGES, notFound } from '../../lib/http-error.ts';

/** A block's nights as text: the first night and the day the villa is free again (exclusive). */
export const blockSpan = {
  start: sql<string>`lower(${villaBlocks.period})::text`,
  end: sql<string>`upper(${villaBlocks.period})::text`,
};

/** Blocks with their nights and the code of the reservation holding them (null for the others). */
export const blocksWithCode = (db: Db | Tx) =>
  db
    .select({ id: villaBlocks.id, kind: villaBlocks.kind, ...blockSpan, code: reservations.reservationCode })
    .from(villaBlocks)
    .leftJoin(reservations, eq(reservations.id, villaBlocks.reservationId));

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

/**
 * Refuses (409) a range that already shares a night with one of the villa's blocks: bookingTx's
 * precheck, a read without locks. The exclusion constraint still decides inside the transaction.
 */
export async function assertVillaFree(db: Db, villaId: number, start: string, end: string): Promise<void> {
  const [taken] = await db
    .select({ id: villaBlocks.id })
    .from(villaBlocks)
    .where(
      and(
        eq(villaBlocks.villaId, villaId),
        sql`${villaBlocks.period} && daterange(${start}::date, ${end}::date, '[)')`,
      ),
    )
    .limit(1);
  if (taken) throw new HttpError(409, MESSAGES.overlap);
}

export function createVillaBlock(db: Db, block: NewVillaBlock) {
  return bookingTx(db, { villas: [block.villaId] }, (tx) => insertVillaBlockTx(tx, block), {
    precheck: () => assertVillaFree(db, block.villaId, block.start, block.end),
  });
}

/** A block's villa and kind, or undefined. */
export async function blockOf(
  db: Db,
  id: number,
): Promise<{ id: number; villaId: number; kind: string } | undefined> {
  const [row] = await db
    .select({ id: villaBlocks.id, villaId: villaBlocks.villaId, kind: villaBlocks.kind })
    .from(villaBlocks)
    .where(eq(villaBlocks.id, id));
  return row;
}

/** Moves a staff closing (kind 'closed' only), under the villa's lock. An overlap fails with 23P01. */
export async function updateClosedBlock(
  db: Db,
  block: { id: number; villaId: number },
  change: { start: string; end: string; note: string },
): Promise<void> {
  // A block never changes villa: its villa is the lock to take (db/locks.ts).
  await bookingTx(db, { villas: [block.villaId] }, async (tx) => {
    await tx
      .update(villaBlocks)
      .set({ period: sql`daterange(${change.start}::date, ${change.end}::date, '[)')`, note: change.note })
      .where(and(eq(villaBlocks.id, block.id), eq(villaBlocks.kind, 'closed')));
  });
}

/** Removes a staff closing (kind 'closed' only), under the villa's lock. */
export async function deleteClosedBlock(db: Db, block: { id: number; villaId: number }): Promise<void> {
  await bookingTx(db, { villas: [block.villaId] }, (tx) =>
    tx.delete(villaBlocks).where(and(eq(villaBlocks.id, block.id), eq(villaBlocks.kind, 'closed'))),
  );
}
