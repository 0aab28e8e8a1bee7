import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { RESERVATION_STATUS_LABELS, isBlocking } from '@villa/shared/contracts/reservations';
import type { AuthUser } from '../../auth/types.ts';
import { reservationLogs, reservations, transactions, villaBlocks } from '../../db/schema/reservations.ts';
import { bookingTx } from '../../db/locks.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { computeQuote } from '../pricing/quote.ts';
import { assertVillaFree, insertVillaBlockTx } from '../villa-blocks/repository.ts';
import { villaCommissionRate } from './commission.ts';
import { round2 } from './wire.ts';
import { lockReservationTx, villaOfReservation } from './lock.ts';

// Reservations as staff write them: codes and tokens, the log, create and update (amounts from
// the quote), and the paid amount from the payments.

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** LV + 7 characters: unguessable enough for a code said on the phone, never reused (unique). */
export const newReservationCode = () =>
  `LV${Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
export const newPaymentToken = () => randomBytes(24).toString('base64url');

export async function addLog(
  tx: Db | Tx,
  reservationId: number,
  userId: number | null,
  action: string,
  message: string,
  data?: unknown,
) {
  await tx.insert(reservationLogs).values({ reservationId, userId, action, message, data: data ?? null });
}

export interface ReservationInput {
  villaId: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  extraFees: number;
  prepaymentAmount?: number | null | undefined;
  note: string;
  staffNote: string;
}

/** The amounts of a stay: the quote from the price periods, plus the staff's extra fees. */
async function amountsOf(tx: Tx, input: ReservationInput, paid: number) {
  const quote = await computeQuote(tx, {
    villaId: input.villaId,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    guests: input.adults + input.children,
    allowPast: true,
  });
  const extra = round2(input.extraFees);
  const total = round2(quote.totalTl + extra);
  const prepayment =
    input.prepaymentAmount === null || input.prepaymentAmount === undefined
      ? round2((total * quote.prepaymentRate) / 100)
      : round2(input.prepaymentAmount);
  if (prepayment > total) throw new HttpError(400, 'Ön ödeme toplam tutardan büyük olamaz.');
  if (paid > total) {
    throw new HttpError(400, 'Toplam tutar, alınmış ödemelerin altına düşürülemez.');
  }
  return {
    nights: quote.nights,
    accommodationAmount: quote.accommodationTl.toFixed(2),
    cleaningFee: quote.cleaningFeeTl.toFixed(2),
    extraFees: extra.toFixed(2),
    totalAmount: total.toFixed(2),
    prepaymentAmount: prepayment.toFixed(2),
    deposit: quote.depositTl.toFixed(2),
  };
}

export const optionUntil = (hours: number) => new Date(Date.now() + hours * 3_600_000);

export async function createReservation(
  db: Db,
  user: AuthUser,
  input: ReservationInput & { status: 'new' | 'awaiting_prepayment' | 'confirmed'; optionHours: number },
): Promise<number> {
  // The villa's lock before the reservation row that references it (db/locks.ts); a blocking
  // one for nights already taken is refused before the transaction (the rest of a burst).
  const blocking = isBlocking(input.status);
  return bookingTx(
    db,
    { villas: [input.villaId] },
    async (tx) => {
      const amounts = await amountsOf(tx, input, 0);
      const [row] = await tx
        .insert(reservations)
        .values({
          reservationCode: newReservationCode(),
          villaId: input.villaId,
          status: input.status,
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          customerPhone: input.customerPhone,
          checkIn: input.checkIn,
          checkOut: input.checkOut,
          guests: input.adults + input.children,
          adults: input.adults,
          children: input.children,
          ...amounts,
          commissionRate: villaCommissionRate(input.villaId),
          optionExpiresAt: input.status === 'awaiting_prepayment' ? optionUntil(input.optionHours) : null,
          source: 'staff',
          note: input.note,
          staffNote: input.staffNote,
          createdBy: user.id,
        })
        .returning({ id: reservations.id });
      if (!row) throw new Error('insert returned no row');
      if (isBlocking(input.status)) {
        await insertVillaBlockTx(tx, {
          villaId: input.villaId,
          start: input.checkIn,
          end: input.checkOut,
          kind: 'reservation',
          reservationId: row.id,
        });
      }
      await addLog(
        tx,
        row.id,
        user.id,
        'created',
        `Rezervasyon personel tarafından oluşturuldu (${RESERVATION_STATUS_LABELS[input.status]}).`,
      );
      return row.id;
    },
    blocking ? { precheck: () => assertVillaFree(db, input.villaId, input.checkIn, input.checkOut) } : {},
  );
}

export async function updateReservation(db: Db, user: AuthUser, id: number, input: ReservationInput) {
  // Moving a reservation to another villa touches two villas: both locked, in ascending order.
  const targets = async () => ({ villas: [...(await villaOfReservation(db, id)), input.villaId] });
  await bookingTx(db, targets, async (tx) => {
    const current = await lockReservationTx(tx, id);
    if (current.status === 'cancelled') {
      throw new HttpError(400, 'İptal edilmiş bir rezervasyon düzenlenemez.');
    }
    const amounts = await amountsOf(tx, input, Number(current.paidAmount));
    await tx
      .update(reservations)
      .set({
        villaId: input.villaId,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        // The admin form edits adults and children; infants of a web request stay in the total.
        guests: input.adults + input.children + current.infants,
        adults: input.adults,
        children: input.children,
        ...amounts,
        // The rate agreed stays with the stay; a move to another villa takes that villa's rate.
        ...(current.villaId !== input.villaId ? { commissionRate: villaCommissionRate(input.villaId) } : {}),
        note: input.note,
        staffNote: input.staffNote,
        updatedAt: sql`now()`,
      })
      .where(eq(reservations.id, id));
    const datesChanged =
      current.villaId !== input.villaId ||
      current.checkIn !== input.checkIn ||
      current.checkOut !== input.checkOut;
    if (isBlocking(current.status) && datesChanged) {
      // Move the hold: the old block goes, the new one must fit (409 otherwise, and nothing changes).
      await tx.delete(villaBlocks).where(eq(villaBlocks.reservationId, id));
      await insertVillaBlockTx(tx, {
        villaId: input.villaId,
        start: input.checkIn,
        end: input.checkOut,
        kind: 'reservation',
        reservationId: id,
      });
    }
    await addLog(
      tx,
      id,
      user.id,
      'updated',
      datesChanged
        ? `Rezervasyon güncellendi (${input.checkIn} – ${input.checkOut}); tutarlar yeniden hesaplandı.`
        : 'Rezervasyon bilgileri güncellendi; tutarlar yeniden hesaplandı.',
    );
  });
}

/** Re-adds the completed payments of a reservation into paid_amount (TL). */
export async function refreshPaidTx(tx: Tx, reservationId: number) {
  await tx
    .update(reservations)
    .set({
      paidAmount: sql`coalesce((select sum(${transactions.amountTl}) from ${transactions} where ${transactions.reservationId} = ${reservationId} and ${transactions.status} = 'completed'), 0)`,
      updatedAt: sql`now()`,
    })
    .where(eq(reservations.id, reservationId));
}
