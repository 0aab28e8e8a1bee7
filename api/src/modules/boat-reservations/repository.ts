import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  BOAT_BLOCKING_STATUSES,
  BOAT_FULL_MESSAGE,
  type BoatCurrency,
  type BoatReservation,
  type BoatReservationStatus,
} from '@villa/shared/contracts/boats';
import { boatReservations, boats } from '../../db/schema/boats.ts';
import { sqlState } from '../../db/errors.ts';
import { bookingTx, requireLocked } from '../../db/locks.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';

const columns = {
  id: boatReservations.id,
  code: boatReservations.reservationCode,
  status: boatReservations.status,
  boatId: boatReservations.boatId,
  boatName: boats.name,
  customerName: boatReservations.customerName,
  customerEmail: boatReservations.customerEmail,
  customerPhone: boatReservations.customerPhone,
  startedAt: boatReservations.startedAt,
  finishedAt: boatReservations.finishedAt,
  guests: boatReservations.guests,
  note: boatReservations.note,
  totalAmount: boatReservations.totalAmount,
  currency: boatReservations.currency,
  createdAt: boatReservations.createdAt,
};

type Selected = {
  id: number;
  code: string;
  status: string;
  boatId: number;
  boatName: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  startedAt: string;
  finishedAt: string;
  guests: number;
  note: string;
  totalAmount: string | null;
  currency: string;
  createdAt: Date;
};

function toReservation(r: Selected): BoatReservation {
  return {
    id: r.id,
    reservation_id: r.code,
    status: r.status as BoatReservationStatus,
    boat_id: r.boatId,
    boat_name: r.boatName,
    customer_name: r.customerName,
    customer_email: r.customerEmail,
    customer_phone: r.customerPhone,
    started_at: r.startedAt,
    finished_at: r.finishedAt,
    guests: r.guests,
    note: r.note,
    total_amount: r.totalAmount === null ? null : Number(r.totalAmount),
    currency: r.currency as BoatCurrency,
    created_at: r.createdAt.toISOString(),
  };
}

const base = (db: Db | Tx) =>
  db.select(columns).from(boatReservations).innerJoin(boats, eq(boats.id, boatReservations.boatId));

export interface BoatReservationFilter {
  skip: number;
  take: number;
  status?: BoatReservationStatus | undefined;
  boat_id?: number | undefined;
  started_at?: string | undefined;
  finished_at?: string | undefined;
  created_at?: string | undefined;
  reservation_id?: string | undefined;
}

/** Newest first. started_at: starting on or after; finished_at: ending on or before; created_at: that day. */
export async function listBoatReservations(db: Db, q: BoatReservationFilter) {
  const where: SQL | undefined = and(
    q.status ? eq(boatReservations.status, q.status) : undefined,
    q.boat_id ? eq(boatReservations.boatId, q.boat_id) : undefined,
    q.started_at ? gte(boatReservations.startedAt, q.started_at) : undefined,
    q.finished_at ? lte(boatReservations.finishedAt, q.finished_at) : undefined,
    q.created_at
      ? sql`(${boatReservations.createdAt} at time zone 'Europe/Istanbul')::date = ${q.created_at}::date`
      : undefined,
    q.reservation_id
      ? ilike(boatReservations.reservationCode, `%${q.reservation_id.replace(/[%_\\]/g, '')}%`)
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    base(db).where(where).orderBy(desc(boatReservations.id)).limit(q.take).offset(q.skip),
    db.select({ total: count() }).from(boatReservations).where(where),
  ]);
  return { rows: rows.map(toReservation), total: totalRow?.total ?? 0 };
}

export async function getBoatReservation(db: Db | Tx, id: number): Promise<BoatReservation | undefined> {
  const [row] = await base(db).where(eq(boatReservations.id, id));
  return row ? toReservation(row) : undefined;
}

/** The boat a reservation is on (none when it does not exist): the lock target of a change. */
async function boatOfReservation(db: Db, id: number): Promise<number[]> {
  const [row] = await db
    .select({ boatId: boatReservations.boatId })
    .from(boatReservations)
    .where(eq(boatReservations.id, id));
  return row ? [row.boatId] : [];
}

/** A blocking reservation of the boat sharing a day with [start, end]. */
async function blockingOverlap(tx: Db | Tx, boatId: number, start: string, end: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: boatReservations.id })
    .from(boatReservations)
    .where(
      and(
        eq(boatReservations.boatId, boatId),
        inArray(boatReservations.status, [...BOAT_BLOCKING_STATUSES]),
        exceptId ? ne(boatReservations.id, exceptId) : undefined,
        sql`daterange(${boatReservations.startedAt}, ${boatReservations.finishedAt}, '[]') && daterange(${start}::date, ${end}::date, '[]')`,
      ),
    )
    .limit(1);
  return row;
}

function mapFull(err: unknown): never {
  if (sqlState(err) === '23P01') throw new HttpError(409, BOAT_FULL_MESSAGE);
  throw err;
}

export interface ReservationChange {
  status: BoatReservationStatus;
  started_at?: string | undefined;
  finished_at?: string | undefined;
  guests?: number | undefined;
  note?: string | undefined;
}

/** Status (and optionally days) change under the boat's lock; an overlap while blocking is a 409. */
export async function changeBoatReservation(db: Db, id: number, change: ReservationChange) {
  // A change to a blocking status for days already held is refused before the transaction.
  const precheck = async () => {
    if (!BOAT_BLOCKING_STATUSES.includes(change.status)) return;
    const [cur] = await db
      .select({
        boatId: boatReservations.boatId,
        start: boatReservations.startedAt,
        end: boatReservations.finishedAt,
      })
      .from(boatReservations)
      .where(eq(boatReservations.id, id));
    if (!cur) return;
    const start = change.started_at ?? cur.start;
    const end = change.finished_at ?? cur.end;
    if (await blockingOverlap(db, cur.boatId, start, end, id)) throw new HttpError(409, BOAT_FULL_MESSAGE);
  };
  // The boat's lock first, then its reservation (db/locks.ts): a burst of confirmations of one
  // boat queues instead of deadlocking, and only one can hold the days.
  return bookingTx(
    db,
    async () => ({ boats: await boatOfReservation(db, id) }),
    async (tx, locked) => {
      const [current] = await tx
        .select({ boatId: boatReservations.boatId })
        .from(boatReservations)
        .where(eq(boatReservations.id, id))
        .for('update');
      if (!current) throw notFound();
      requireLocked(locked.boats, current.boatId);
      await tx
        .update(boatReservations)
        .set({
          status: change.status,
          ...(change.started_at && change.finished_at
            ? { startedAt: change.started_at, finishedAt: change.finished_at }
            : {}),
          ...(change.guests !== undefined ? { guests: change.guests } : {}),
          ...(change.note !== undefined ? { note: change.note } : {}),
        })
        .where(eq(boatReservations.id, id));
      return (await getBoatReservation(tx, id))!;
    },
    { precheck },
  ).catch(mapFull);
}

export interface RentalRequest {
  boatId: number;
  startedAt: string;
  finishedAt: string;
  guests: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  note: string;
  totalAmount: number | null;
  currency: BoatCurrency;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  `TK${Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/**
 * A visitor's request (status 'new', which does not hold the days). Refused when the boat is not
 * offered, too small, or already held on those days.
 */
export async function createRentalRequest(db: Db, r: RentalRequest): Promise<BoatReservation> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await bookingTx(db, { boats: [r.boatId] }, async (tx) => {
        const [boat] = await tx
          .select({ active: boats.active, capacity: boats.capacity })
          .from(boats)
          .where(eq(boats.id, r.boatId));
        if (!boat || !boat.active) throw new HttpError(404, 'Tekne bulunamadı.');
        if (r.guests > boat.capacity)
          throw new HttpError(400, `Bu tekne en fazla ${boat.capacity} kişi alır.`);
        if (await blockingOverlap(tx, r.boatId, r.startedAt, r.finishedAt))
          throw new HttpError(409, BOAT_FULL_MESSAGE);
        const [row] = await tx
          .insert(boatReservations)
          .values({
            reservationCode: newCode(),
            boatId: r.boatId,
            status: 'new',
            customerName: r.customerName,
            customerEmail: r.customerEmail,
            customerPhone: r.customerPhone,
            startedAt: r.startedAt,
            finishedAt: r.finishedAt,
            guests: r.guests,
            note: r.note,
            totalAmount: r.totalAmount === null ? null : r.totalAmount.toFixed(2),
            currency: r.currency,
          })
          .returning({ id: boatReservations.id });
        if (!row) throw new Error('insert returned no row');
        return (await getBoatReservation(tx, row.id))!;
      });
    } catch (err) {
      // A generated code that already exists: try another one.
      if (sqlState(err) === '23505' && attempt < 3) continue;
      throw err;
    }
  }
}

/** Blocking reservations of these boats ending on or after `from`. */
export async function busyRanges(db: Db, boatId: number, from: string) {
  return db
    .select({ started_at: boatReservations.startedAt, finished_at: boatReservations.finishedAt })
    .from(boatReservations)
    .where(
      and(
        eq(boatReservations.boatId, boatId),
        inArray(boatReservations.status, [...BOAT_BLOCKING_STATUSES]),
        gte(boatReservations.finishedAt, from),
      ),
    )
    .orderBy(boatReservations.startedAt);
}
