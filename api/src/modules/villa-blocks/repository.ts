import { eq, sql } from 'drizzle-orm';
import { villaBlocks } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
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
 * Inserts a block inside the caller's transaction. The villa's row lock is taken first:
 * concurrent bookings of one villa then queue instead of deadlocking on the exclusion
 * constraint (PostgreSQL, ARCHITECTURE.md). An overlap still fails with 23P01 → 409.
 */
export async function insertVillaBlockTx(tx: Tx, block: NewVillaBlock) {
  const [villa] = await tx
    .select({ id: villas.id })
    .from(villas)
    .where(eq(villas.id, block.villaId))
    .for('update');
  if (!villa) throw notFound();
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
  return db.transaction((tx) => insertVillaBlockTx(tx, block));
}
