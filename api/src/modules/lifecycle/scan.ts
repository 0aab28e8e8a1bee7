import { and, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { addDaysIso, todayIso } from '@villa/shared/lib/format/dates';
import { reservations } from '../../db/schema/reservations.ts';
import type { Db } from '../../db/types.ts';
import { readKeys } from '../settings/repository.ts';
import { enqueueLifecycleMessage } from './enqueue.ts';

/** SITE setting: arrival information this many days before check-in. */
export const ARRIVAL_DAYS_SETTING = 'arrival_info_days';
export const DEFAULT_ARRIVAL_DAYS = 3;
/** Stays that ended longer ago than this get no review request (a first run after an upgrade). */
const REVIEW_WINDOW_DAYS = 14;

/** The ids of the reservations that meet every condition. */
const reservationIds = (db: Db, ...conditions: SQL[]) =>
  db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(...conditions));

export async function arrivalDays(db: Db): Promise<number> {
  const [row] = await readKeys(db, [ARRIVAL_DAYS_SETTING]);
  const n = Number.parseInt(row?.value ?? '', 10);
  return Number.isInteger(n) && n >= 0 && n <= 60 ? n : DEFAULT_ARRIVAL_DAYS;
}

/**
 * The daily scan (job `lifecycle_scan`): confirmed stays whose check-in is within the arrival
 * days (today in Istanbul) get the arrival information; confirmed stays that ended yesterday (or
 * within the last two weeks, when a run was missed) get the review request. Each is queued once
 * per reservation (dedupe key), however often the scan runs.
 */
export async function scanLifecycle(db: Db, now: Date): Promise<{ arrival: number; review: number }> {
  const today = todayIso(now);
  const days = await arrivalDays(db);
  const arriving = await reservationIds(
    db,
    eq(reservations.status, 'confirmed'),
    gte(reservations.checkIn, today),
    lte(reservations.checkIn, addDaysIso(today, days)),
  );
  for (const { id } of arriving)
    await enqueueLifecycleMessage(db, { kind: 'arrival_info', reservationId: id, runAt: now });
  const ended = await reservationIds(
    db,
    eq(reservations.status, 'confirmed'),
    lt(reservations.checkOut, today),
    gte(reservations.checkOut, addDaysIso(today, -REVIEW_WINDOW_DAYS)),
  );
  for (const { id } of ended)
    await enqueueLifecycleMessage(db, { kind: 'review_request', reservationId: id, runAt: now });
  return { arrival: arriving.length, review: ended.length };
}

/**
 * Option reminders (run with the option-expiry job, every minute): unpaid options that expire
 * within 24 hours and more than an hour from now. An option set or changed in the last hour is
 * left alone for that hour (the payment link just went out).
 */
export async function scanOptionReminders(db: Db, now: Date): Promise<number> {
  const hour = 60 * 60_000;
  const due = await reservationIds(
    db,
    eq(reservations.status, 'awaiting_prepayment'),
    eq(reservations.paidAmount, '0'),
    gt(reservations.optionExpiresAt, new Date(now.getTime() + hour)),
    lte(reservations.optionExpiresAt, new Date(now.getTime() + 24 * hour)),
    lte(reservations.updatedAt, sql`${new Date(now.getTime() - hour)}::timestamptz`),
  );
  for (const { id } of due)
    await enqueueLifecycleMessage(db, { kind: 'option_reminder', reservationId: id, runAt: now });
  return due.length;
}
