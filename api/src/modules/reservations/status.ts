import { eq, sql } from 'drizzle-orm';
import type { ReservationStatusChange } from '@villa/shared/contracts/bookings';
import {
  RESERVATION_STATUS_LABELS,
  canTransition,
  isBlocking,
  type ReservationStatus,
} from '@villa/shared/contracts/reservations';
import type { AuthUser } from '../../auth/types.ts';
import { reservations, villaBlocks } from '../../db/schema/reservations.ts';
import { bookingTx } from '../../db/locks.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { insertVillaBlockTx } from '../villa-blocks/repository.ts';
import { lockReservationTx, villaOfReservation } from './lock.ts';
import { addLog, optionUntil } from './writes.ts';
import { enqueueLifecycleMessage } from '../lifecycle/enqueue.ts';

// Status changes: blocking statuses hold the dates, the others free them; every change is logged.

/**
 * Moves a reservation to another status inside the caller's transaction (bookingTx with the
 * reservation's villa: villaOfReservation): blocking statuses hold the dates (the exclusion
 * constraint refuses an overlap with 409), the others free them.
 */
export async function changeStatusTx(
  tx: Tx,
  userId: number | null,
  id: number,
  change: { status: ReservationStatus; optionHours?: number | undefined; reason?: string | undefined },
  logMessage?: string,
) {
  const current = await lockReservationTx(tx, id);
  const from = current.status;
  const to = change.status;
  if (from === to) {
    if (to === 'awaiting_prepayment' && change.optionHours) {
      await tx
        .update(reservations)
        .set({ optionExpiresAt: optionUntil(change.optionHours), updatedAt: sql`now()` })
        .where(eq(reservations.id, id));
    }
    return current;
  }
  if (!canTransition(from, to)) {
    const fromLabel = RESERVATION_STATUS_LABELS[from as ReservationStatus] ?? from;
    throw new HttpError(
      400,
      `"${fromLabel}" durumundaki bir rezervasyon "${RESERVATION_STATUS_LABELS[to]}" durumuna geçirilemez.`,
    );
  }
  await tx
    .update(reservations)
    .set({
      status: to,
      optionExpiresAt: to === 'awaiting_prepayment' ? optionUntil(change.optionHours ?? 24) : null,
      updatedAt: sql`now()`,
    })
    .where(eq(reservations.id, id));
  if (isBlocking(to) && !isBlocking(from)) {
    await insertVillaBlockTx(tx, {
      villaId: current.villaId,
      start: current.checkIn,
      end: current.checkOut,
      kind: 'reservation',
      reservationId: id,
    });
  } else if (!isBlocking(to) && isBlocking(from)) {
    await tx.delete(villaBlocks).where(eq(villaBlocks.reservationId, id));
  }
  const reason = change.reason ? ` Açıklama: ${change.reason}` : '';
  await addLog(
    tx,
    id,
    userId,
    'status',
    logMessage ??
      `Durum değişti: ${RESERVATION_STATUS_LABELS[from as ReservationStatus] ?? from} → ${RESERVATION_STATUS_LABELS[to]}.${reason}`,
    { from, to },
  );
  // The guest hears of a cancellation (job queue; only if this change commits).
  if (to === 'cancelled') await enqueueLifecycleMessage(tx, { kind: 'cancellation', reservationId: id });
  return { ...current, status: to };
}

export function changeStatus(db: Db, user: AuthUser, id: number, body: ReservationStatusChange) {
  const targets = async () => ({ villas: await villaOfReservation(db, id) });
  return bookingTx(db, targets, (tx) =>
    changeStatusTx(tx, user.id, id, {
      status: body.status,
      optionHours: body.optionHours,
      reason: body.reason,
    }),
  );
}
