import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql, sum, type SQL } from 'drizzle-orm';
import type {
  CleaningFeeKeeper,
  OwnerPayout,
  OwnerPayoutValues,
  OwnerPayoutUpdateValues,
  PayoutMethod,
  StatementOwner,
} from '@villa/shared/contracts/owner-statements';
import { ownerPayouts } from '../../db/schema/owners.ts';
import { reservations, transactions } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';
import { villas } from '../../db/schema/villas.ts';
import { deleteById, updateById } from '../../db/by-id.ts';
import type { Db } from '../../db/types.ts';
import { agreedCommissionRate, byCheckOut, confirmedWhere } from '../reservations/commission.ts';

// The SQL of owner statements and payouts; the arithmetic is in service.ts.

/** First day of the month and of the next one ('YYYY-MM' in, dates out). */
export function monthRange(month: string): { start: string; next: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start: `${month}-01`, next: `${next}-01` };
}

const ownerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The user as a statement's owner; undefined when no such user. */
export async function findOwner(db: Db, id: number): Promise<StatementOwner | undefined> {
  const [row] = await db
    .select({ id: users.id, name: ownerName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Owners with at least one villa or one payout, by name. */
export async function statementOwners(db: Db): Promise<StatementOwner[]> {
  const withVilla = db.select({ id: villas.ownerId }).from(villas).where(isNotNull(villas.ownerId));
  const withPayout = db.select({ id: ownerPayouts.ownerId }).from(ownerPayouts);
  return db
    .select({ id: users.id, name: ownerName, email: users.email })
    .from(users)
    .where(sql`${users.id} in (${withVilla}) or ${users.id} in (${withPayout})`)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

export interface StayRow {
  ownerId: number;
  reservationId: number;
  code: string;
  villaId: number;
  villaName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  accommodation: number;
  cleaningFee: number;
  commissionRate: number;
  cleaningFeeKeeper: CleaningFeeKeeper;
}

/** Confirmed stays of these owners' villas whose check-out is before `before` (all earlier months too). */
export async function confirmedStays(db: Db, ownerIds: number[], before: string): Promise<StayRow[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .select({
      ownerId: villas.ownerId,
      reservationId: reservations.id,
      code: reservations.reservationCode,
      villaId: villas.id,
      villaName: villas.name,
      checkIn: reservations.checkIn,
      checkOut: reservations.checkOut,
      nights: reservations.nights,
      accommodation: reservations.accommodationAmount,
      cleaningFee: reservations.cleaningFee,
      // The rate agreed for the stay; rows older than that column (no villa rate then) the villa's.
      commissionRate: agreedCommissionRate,
      cleaningFeeKeeper: villas.cleaningFeeKeeper,
    })
    .from(reservations)
    .innerJoin(villas, eq(villas.id, reservations.villaId))
    .where(confirmedWhere(inArray(villas.ownerId, ownerIds), lt(reservations.checkOut, before)))
    .orderBy(...byCheckOut);
  return rows.map((r) => ({
    ...r,
    ownerId: r.ownerId ?? 0,
    accommodation: Number(r.accommodation),
    cleaningFee: Number(r.cleaningFee),
    commissionRate: Number(r.commissionRate),
    cleaningFeeKeeper: r.cleaningFeeKeeper === 'agency' ? 'agency' : 'owner',
  }));
}

/** Completed payments per reservation, in TL. */
export async function receivedByReservation(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: transactions.reservationId, total: sum(transactions.amountTl) })
    .from(transactions)
    .where(and(inArray(transactions.reservationId, ids), eq(transactions.status, 'completed')))
    .groupBy(transactions.reservationId);
  return new Map(rows.map((r) => [r.id, Number(r.total ?? 0)]));
}

const payoutColumns = {
  p: ownerPayouts,
  ownerName,
};
const toPayout = (row: { p: typeof ownerPayouts.$inferSelect; ownerName: string }): OwnerPayout => ({
  id: row.p.id,
  owner_id: row.p.ownerId,
  owner_name: row.ownerName,
  amount: Number(row.p.amount),
  paid_on: row.p.paidOn,
  method: row.p.method as PayoutMethod,
  note: row.p.note,
  created_at: row.p.createdAt.toISOString(),
});

/** Payouts filtered by owner(s) and a [from, before) range of paid_on, newest first. */
export async function listPayouts(
  db: Db,
  f: { ownerIds?: number[]; from?: string; before?: string; limit?: number },
): Promise<OwnerPayout[]> {
  const where: SQL | undefined = and(
    f.ownerIds ? inArray(ownerPayouts.ownerId, f.ownerIds.length ? f.ownerIds : [0]) : undefined,
    f.from ? gte(ownerPayouts.paidOn, f.from) : undefined,
    f.before ? lt(ownerPayouts.paidOn, f.before) : undefined,
  );
  const query = db
    .select(payoutColumns)
    .from(ownerPayouts)
    .innerJoin(users, eq(users.id, ownerPayouts.ownerId))
    .where(where)
    .orderBy(desc(ownerPayouts.paidOn), desc(ownerPayouts.id));
  const rows = f.limit ? await query.limit(f.limit) : await query;
  return rows.map(toPayout);
}

export async function getPayout(db: Db, id: number): Promise<OwnerPayout | undefined> {
  const [row] = await db
    .select(payoutColumns)
    .from(ownerPayouts)
    .innerJoin(users, eq(users.id, ownerPayouts.ownerId))
    .where(eq(ownerPayouts.id, id));
  return row ? toPayout(row) : undefined;
}

export async function insertPayout(db: Db, userId: number, body: OwnerPayoutValues): Promise<number> {
  const [row] = await db
    .insert(ownerPayouts)
    .values({
      ownerId: body.owner_id,
      amount: body.amount.toFixed(2),
      paidOn: body.paid_on,
      method: body.method,
      note: body.note,
      createdBy: userId,
    })
    .returning({ id: ownerPayouts.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** A payout's amount, date, method and note replaced; false when no such payout. */
export async function updatePayout(db: Db, id: number, body: OwnerPayoutUpdateValues): Promise<boolean> {
  return updateById(db, ownerPayouts, id, {
    amount: body.amount.toFixed(2),
    paidOn: body.paid_on,
    method: body.method,
    note: body.note,
  });
}

/** Deletes a payout; false when no such payout. */
export async function deletePayout(db: Db, id: number): Promise<boolean> {
  return deleteById(db, ownerPayouts, id);
}

/** The user's role, undefined when no such user. */
export async function roleOf(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}
