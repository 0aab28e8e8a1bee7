import { eq } from 'drizzle-orm';
import { reservations } from '../../db/schema/reservations.ts';
import { lockVillas, requireLocked } from '../../db/locks.ts';
import type { Db, Tx } from '../../db/types.ts';
import { notFound } from '../../lib/http-error.ts';

// The lock of one reservation for a change: its villa first (db/locks.ts), then the row.

/** The villa of a reservation (none when it does not exist): the lock target of a change to it. */
export async function villaOfReservation(db: Db | Tx, id: number): Promise<number[]> {
  const [row] = await db
    .select({ villaId: reservations.villaId })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row ? [row.villaId] : [];
}

/**
 * Locks a reservation for a change, its villa first (the one lock order, db/locks.ts; a no-op
 * when bookingTx already holds it). If the reservation moved to another villa between the two,
 * bookingTx starts over.
 */
export async function lockReservationTx(tx: Tx, id: number) {
  const locked = await lockVillas(tx, await villaOfReservation(tx, id));
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  if (!row) throw notFound();
  requireLocked(locked, row.villaId);
  return row;
}
