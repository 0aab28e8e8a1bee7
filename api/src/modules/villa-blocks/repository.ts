import { and, eq, sql } from 'drizzle-orm';
import { bookingTx, lockVillas } from '../../db/locks.ts';
import { reservations, villaBlocks } from '../../db/schema/reservations.ts';
import { villaIcalEvents, villaIcalFeeds } from '../../db/schema/villas.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError, MESSAGES, notFound } from '../../lib/http-error.ts';

/** A block's nights as text: the first night and the day the villa is free again (exclusive). */
export const blockSpan = {
  start: sql<string>`lower(${villaBlocks.period})::text`,
  end: sql<string>`upper(${villaBlocks.period})::text`,
};

/** The days from `start` up to `end` (exclusive) as a daterange, the type of a block's period. */
export const nightsRange = (start: string, end: string) => sql`daterange(${start}::date, ${end}::date, '[)')`;

/** The block shares a night with [start, end). */
export const blockOverlaps = (start: string, end: string) =>
  sql`${villaBlocks.period} && ${nightsRange(start, end)}`;

/** Blocks with their nights and the code of the reservation holding them (null for the others). */
export const blocksWithCode = (db: Db | Tx) =>
  db
    .select({ id: villaBlocks.id, kind: villaBlocks.kind, ...blockSpan, code: reservations.reservationCode })
    .from(villaBlocks)
    .leftJoin(reservations, eq(reservations.id, villaBlocks.reservationId));

/**
 * A block with what holds it: the reservation (status, code, customer; null for the other kinds)
 * and, for an imported block, the channel (its iCal feed's source: Airbnb, Booking.com…) or the
 * external entry that closed it.
 */
const blockWithHolder = {
  id: villaBlocks.id,
  villaId: villaBlocks.villaId,
  kind: villaBlocks.kind,
  ...blockSpan,
  note: villaBlocks.note,
  reservationId: villaBlocks.reservationId,
  status: reservations.status,
  code: reservations.reservationCode,
  customerName: reservations.customerName,
  channel: villaIcalFeeds.source,
  closingId: villaBlocks.externalEntryId,
};

/** Blocks with what holds them (blockWithHolder), to be filtered and ordered by the caller. */
export const blocksWithHolder = (db: Db | Tx) =>
  db
    .select(blockWithHolder)
    .from(villaBlocks)
    .leftJoin(reservations, eq(reservations.id, villaBlocks.reservationId))
    .leftJoin(villaIcalEvents, eq(villaIcalEvents.id, villaBlocks.icalEventId))
    .leftJoin(villaIcalFeeds, eq(villaIcalFeeds.id, villaIcalEvents.feedId));

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
      period: nightsRange(block.start, block.end),
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
    .where(and(eq(villaBlocks.villaId, villaId), blockOverlaps(start, end)))
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
      .set({ period: nightsRange(change.start, change.end), note: change.note })
      .where(and(eq(villaBlocks.id, block.id), eq(villaBlocks.kind, 'closed')));
  });
}

/** Removes a staff closing (kind 'closed' only), under the villa's lock. */
export async function deleteClosedBlock(db: Db, block: { id: number; villaId: number }): Promise<void> {
  await bookingTx(db, { villas: [block.villaId] }, (tx) =>
    tx.delete(villaBlocks).where(and(eq(villaBlocks.id, block.id), eq(villaBlocks.kind, 'closed'))),
  );
}
