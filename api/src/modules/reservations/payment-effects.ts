import { eq } from 'drizzle-orm';
import {
  RESERVATION_STATUS_LABELS,
  canTransition,
  type ReservationStatus,
} from '@villa/shared/contracts/reservations';
import { reservations } from '../../db/schema/reservations.ts';
import { sqlState } from '../../db/errors.ts';
import type { Tx } from '../../db/types.ts';
import { enqueueLifecycleMessage } from '../lifecycle/enqueue.ts';
import { changeStatusTx } from './status.ts';
import { addLog, refreshPaidTx } from './writes.ts';

/** Statuses a covered prepayment confirms: a request, an option, a confirmation waiting for money. */
const CONFIRMED_BY_PAYMENT: readonly ReservationStatus[] = [
  'new',
  'awaiting_prepayment',
  'confirmation_sent',
];

/**
 * What every completed payment does to its reservation, card or recorded by staff, inside the
 * caller's booking transaction (db/locks.ts bookingTx: the reservation's villa locked first):
 * paid and due are refreshed; once the prepayment is covered a request or option is confirmed
 * (logged as the status changes are) and the confirmation queued; the guest's receipt is queued.
 * Both messages are queued in this transaction (modules/lifecycle), so a rolled-back payment sends
 * nothing, and each is queued once per payment however often this runs.
 */
export async function applyPaymentEffectsTx(
  tx: Tx,
  reservationId: number,
  opts: { transactionId: number; actorId: number | null },
): Promise<{ confirmed: boolean }> {
  await refreshPaidTx(tx, reservationId);
  const [r] = await tx
    .select({
      status: reservations.status,
      paid: reservations.paidAmount,
      prepayment: reservations.prepaymentAmount,
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  let confirmed = false;
  if (r) {
    const paid = Math.round(Number(r.paid) * 100);
    const prepayment = Math.round(Number(r.prepayment) * 100);
    const status = r.status as ReservationStatus;
    if (
      paid > 0 &&
      paid >= prepayment &&
      CONFIRMED_BY_PAYMENT.includes(status) &&
      canTransition(status, 'confirmed')
    ) {
      // A savepoint: a request whose nights another booking took meanwhile cannot hold them (409
      // from the exclusion constraint); the payment stays recorded and staff decide.
      try {
        await tx.transaction((inner) =>
          changeStatusTx(
            inner as unknown as Tx,
            opts.actorId,
            reservationId,
            { status: 'confirmed' },
            `Ön ödeme karşılandı; durum değişti: ${RESERVATION_STATUS_LABELS[status]} → ${RESERVATION_STATUS_LABELS.confirmed}.`,
          ),
        );
        confirmed = true;
      } catch (err) {
        // Only the overlap (exclusion constraint, 23P01) is expected here; anything else aborts.
        if (sqlState(err) !== '23P01') throw err;
        await addLog(
          tx,
          reservationId,
          opts.actorId,
          'status',
          'Ön ödeme karşılandı ancak tarihler artık boş olmadığı için rezervasyon onaylanamadı; lütfen kontrol edin.',
          { transactionId: opts.transactionId },
        );
      }
    }
  }
  await enqueueLifecycleMessage(tx, {
    kind: 'payment_receipt',
    reservationId,
    transactionId: opts.transactionId,
  });
  if (confirmed) await enqueueLifecycleMessage(tx, { kind: 'confirmation', reservationId });
  return { confirmed };
}
