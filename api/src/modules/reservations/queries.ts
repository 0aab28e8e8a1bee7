import { and, asc, count, desc, eq, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ReservationDetail, ReservationRow, TransactionRow } from '@villa/shared/contracts/bookings';
import { STATUS_TRANSITIONS, type ReservationStatus } from '@villa/shared/contracts/reservations';
import type { AuthUser } from '../../auth/types.ts';
import { reservationLogs, reservations, transactions } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';
import { villas } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import { listOutbox } from '../mailer/repository.ts';
import { todayInTurkey } from '../pricing/dates.ts';
import { exchangeRates } from '../pricing/quote.ts';
import { round2, toReservationRow } from './wire.ts';

// Reservations as staff read them: the filtered list and one reservation's detail (with its
// payments, log and messages).

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

/** Payments with the code, customer and villa of their reservation (the payments list's rows). */
export function transactionsWithReservation(db: Db) {
  return db
    .select({
      t: transactions,
      code: reservations.reservationCode,
      name: reservations.customerName,
      villa: villas.name,
    })
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(villas, eq(villas.id, reservations.villaId));
}

export async function transactionsOf(db: Db, reservationId: number): Promise<TransactionRow[]> {
  const rows = await transactionsWithReservation(db)
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
    provider: t.provider,
    providerReference: t.providerReference,
    installments: t.installments,
    cardLastFour: t.cardLastFour,
    refundOfId: t.refundOfId,
    // A card payment taken through the provider: what is left to give back.
    refundable:
      t.provider && t.providerReference && t.refundOfId === null && Number(t.amount) > 0
        ? Math.max(0, Math.round((Number(t.amount) - Number(t.refundedAmount)) * 100) / 100)
        : null,
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
    user.role === 'ADMIN'
      ? listOutbox(db, { skip: 0, take: 50, reservationId: id })
      : { items: [], total: 0 },
    exchangeRates(db),
  ]);
  const base = toReservationRow(r, row.villaName);
  return {
    ...base,
    adults: r.adults,
    children: r.children,
    infants: r.infants,
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
    messages: outbox.items,
  };
}
