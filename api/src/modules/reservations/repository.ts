import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import type {
  ReservationDetail,
  ReservationRow,
  ReservationStatusChange,
  TransactionRow,
} from '@villa/shared/contracts/bookings';
import {
  RESERVATION_STATUS_LABELS,
  STATUS_TRANSITIONS,
  canTransition,
  isBlocking,
  type ReservationStatus,
} from '@villa/shared/contracts/reservations';
import type { AuthUser } from '../../auth/types.ts';
import { reservationLogs, reservations, transactions, villaBlocks } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';
import { villas } from '../../db/schema/villas.ts';
import { bookingTx, lockVillas, requireLocked } from '../../db/locks.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { listOutbox } from '../mailer/repository.ts';
import { todayInTurkey } from '../pricing/dates.ts';
import { computeQuote, exchangeRates } from '../pricing/quote.ts';
import { assertVillaFree, insertVillaBlockTx } from '../villa-blocks/repository.ts';
import { round2, toReservationRow } from './wire.ts';

export interface ReservationListQuery {
  skip: number;
  take: number;
  order?: string | undefined;
  oldrez?: boolean | undefined;
  status?: string | undefined;
  villa_id?: number | undefined;
  reservation_id?: string | undefined;
  customer_name?: string | undefined;
  datetype?: 'checkin' | 'checkout' | 'created' | undefined;
  date1?: string | undefined;
  date2?: string | undefined;
}

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

/** OWNER sees only the reservations of its own villas. */
function scope(user: AuthUser): SQL | undefined {
  return user.role === 'ADMIN' ? undefined : eq(villas.ownerId, user.id);
}

export async function listReservations(
  db: Db,
  user: AuthUser,
  q: ReservationListQuery,
): Promise<{ rows: ReservationRow[]; total: number }> {
  const today = todayInTurkey();
  const dateColumn =
    q.datetype === 'checkout'
      ? sql`${reservations.checkOut}`
      : q.datetype === 'created'
        ? sql`(${reservations.createdAt} AT TIME ZONE 'Europe/Istanbul')::date`
        : sql`${reservations.checkIn}`;
  const where = and(
    scope(user),
    q.oldrez ? lt(reservations.checkOut, today) : gte(reservations.checkOut, today),
    q.status ? eq(reservations.status, q.status) : undefined,
    q.villa_id ? eq(reservations.villaId, q.villa_id) : undefined,
    q.reservation_id ? ilike(reservations.reservationCode, `%${escapeLike(q.reservation_id)}%`) : undefined,
    q.customer_name ? ilike(reservations.customerName, `%${escapeLike(q.customer_name)}%`) : undefined,
    q.date1 ? gte(dateColumn, q.date1) : undefined,
    q.date2 ? lte(dateColumn, q.date2) : undefined,
  );
  const orderBy =
    q.order === 'created_asc'
      ? [asc(reservations.createdAt), asc(reservations.id)]
      : q.order === 'checkin_asc'
        ? [asc(reservations.checkIn), asc(reservations.id)]
        : q.order === 'checkin_desc'
          ? [desc(reservations.checkIn), desc(reservations.id)]
          : [desc(reservations.createdAt), desc(reservations.id)];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ r: reservations, villaName: villas.name })
      .from(reservations)
      .innerJoin(villas, eq(villas.id, reservations.villaId))
      .where(where)
      .orderBy(...orderBy)
      .limit(q.take)
      .offset(q.skip),
    db
      .select({ n: count() })
      .from(reservations)
      .innerJoin(villas, eq(villas.id, reservations.villaId))
      .where(where),
  ]);
  return { rows: rows.map((x) => toReservationRow(x.r, x.villaName)), total: totalRow?.n ?? 0 };
}

export async function transactionsOf(db: Db, reservationId: number): Promise<TransactionRow[]> {
  const rows = await db
    .select({
      t: transactions,
      code: reservations.reservationCode,
      name: reservations.customerName,
      villa: villas.name,
    })
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(villas, eq(villas.id, reservations.villaId))
    .where(eq(transactions.reservationId, reservationId))
    .orderBy(desc(transactions.paidAt), desc(transactions.id));
  return rows.map(({ t, code, name, villa }) => toTransactionRow(t, code, name, villa));
}

export function toTransactionRow(
  t: typeof transactions.$inferSelect,
  code: string,
  customerName: string,
  villaName: string,
): TransactionRow {
  return {
    id: t.id,
    reservationId: t.reservationId,
    reservationCode: code,
    customerName,
    villaName,
    amount: Number(t.amount),
    currency: t.currency,
    amountTl: Number(t.amountTl),
    method: t.method,
    status: t.status,
    paidAt: t.paidAt.toISOString(),
    note: t.note,
    createdAt: t.createdAt.toISOString(),
  };
}

/** Converts a TL amount into the other currencies at today's rates. */
export function inCurrencies(amountTl: number, rates: Record<string, number>) {
  const out: Partial<Record<'DOLLAR' | 'EURO' | 'POUND', number>> = {};
  for (const c of ['DOLLAR', 'EURO', 'POUND'] as const) {
    const rate = rates[c];
    if (rate) out[c] = round2(amountTl / rate);
  }
  return out;
}

export async function getReservationDetail(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<ReservationDetail | undefined> {
  const [row] = await db
    .select({ r: reservations, villaName: villas.name })
    .from(reservations)
    .innerJoin(villas, eq(villas.id, reservations.villaId))
    .where(and(eq(reservations.id, id), scope(user)));
  if (!row) return undefined;
  const { r } = row;
  const [logs, txs, outbox, rates] = await Promise.all([
    db
      .select({ l: reservationLogs, first: users.firstName, last: users.lastName })
      .from(reservationLogs)
      .leftJoin(users, eq(users.id, reservationLogs.userId))
      .where(eq(reservationLogs.reservationId, id))
      .orderBy(desc(reservationLogs.id)),
    transactionsOf(db, id),
    user.role === 'ADMIN' ? listOutbox(db, { skip: 0, take: 50, reservationId: id }) : { rows: [], total: 0 },
    exchangeRates(db),
  ]);
  const base = toReservationRow(r, row.villaName);
  return {
    ...base,
    adults: r.adults,
    children: r.children,
    accommodationAmount: Number(r.accommodationAmount),
    cleaningFee: Number(r.cleaningFee),
    extraFees: Number(r.extraFees),
    deposit: Number(r.deposit),
    balanceAtCheckIn: round2(base.totalAmount - base.prepaymentAmount),
    prepaymentDue: round2(Math.max(0, base.prepaymentAmount - base.paidAmount)),
    note: r.note,
    staffNote: user.role === 'ADMIN' ? r.staffNote : '',
    paymentToken: user.role === 'ADMIN' ? r.paymentToken : null,
    totalInCurrencies: inCurrencies(base.totalAmount, rates),
    allowedStatuses:
      user.role === 'ADMIN' ? [...(STATUS_TRANSITIONS[r.status as ReservationStatus] ?? [])] : [],
    logs: logs.map(({ l, first, last }) => ({
      id: l.id,
      action: l.action,
      message: l.message,
      userName: first ? `${first} ${last ?? ''}`.trim() : null,
      createdAt: l.createdAt.toISOString(),
    })),
    transactions: txs,
    messages: outbox.rows,
  };
}

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

const optionUntil = (hours: number) => new Date(Date.now() + hours * 3_600_000);

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
        guests: input.adults + input.children,
        adults: input.adults,
        children: input.children,
        ...amounts,
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
