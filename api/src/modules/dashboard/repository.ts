import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DashboardSummary } from '@villa/shared/contracts/dashboard';
import { BLOCKING_STATUSES } from '@villa/shared/contracts/reservations';
import type { MenuCounts } from '@villa/shared/contracts/site';
import { contactMessages } from '../../db/schema/contact.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import type { AuthUser } from '../../auth/types.ts';
import { addDays, todayInTurkey } from '../pricing/dates.ts';

/** Menu badges: new reservations (OWNER: of its own villas) and unread contact messages (ADMIN only). */
export async function unreadCounts(db: Db, user: AuthUser): Promise<MenuCounts> {
  const newStatus = eq(reservations.status, 'new');
  const reservationQuery =
    user.role === 'ADMIN'
      ? db.select({ n: count() }).from(reservations).where(newStatus)
      : db
          .select({ n: count() })
          .from(reservations)
          .innerJoin(villas, eq(villas.id, reservations.villaId))
          .where(and(newStatus, eq(villas.ownerId, user.id)));
  const [[res], contact] = await Promise.all([
    reservationQuery,
    user.role === 'ADMIN'
      ? db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, false))
      : Promise.resolve([{ n: 0 }]),
  ]);
  return { reservationCount: res?.n ?? 0, contactCount: contact[0]?.n ?? 0 };
}

/** Dashboard home: today's check-ins and check-outs and reservations per month (last 12 months). */
export async function dashboardSummary(db: Db, user: AuthUser): Promise<DashboardSummary> {
  const today = todayInTurkey();
  const own = user.role === 'ADMIN' ? undefined : eq(villas.ownerId, user.id);
  const active = inArray(reservations.status, [...BLOCKING_STATUSES]);
  const pick = {
    id: reservations.id,
    reservationCode: reservations.reservationCode,
    villaName: villas.name,
    customerName: reservations.customerName,
    guests: reservations.guests,
  };
  const from = `${addDays(`${today.slice(0, 7)}-01`, -335).slice(0, 7)}-01`;
  const month = sql<string>`to_char(${reservations.checkIn}, 'YYYY-MM')`;
  const [checkIns, checkOuts, monthly] = await Promise.all([
    db
      .select(pick)
      .from(reservations)
      .innerJoin(villas, eq(villas.id, reservations.villaId))
      .where(and(own, active, eq(reservations.checkIn, today))),
    db
      .select(pick)
      .from(reservations)
      .innerJoin(villas, eq(villas.id, reservations.villaId))
      .where(and(own, active, eq(reservations.checkOut, today))),
    db
      .select({
        month,
        count: count(),
        confirmed: sql<number>`cast(count(*) filter (where ${reservations.status} = 'confirmed') as int)`,
      })
      .from(reservations)
      .innerJoin(villas, eq(villas.id, reservations.villaId))
      .where(and(own, gte(reservations.checkIn, from), lt(reservations.checkIn, addDays(today, 400))))
      .groupBy(month)
      .orderBy(month),
  ]);
  // Every month from 11 months ago to 2 months ahead, zero when empty.
  const months: string[] = [];
  for (let m = from; months.length < 14; m = `${addDays(m, 32).slice(0, 7)}-01`) months.push(m.slice(0, 7));
  return {
    today,
    checkIns,
    checkOuts,
    monthly: months.map((m) => {
      const row = monthly.find((r) => r.month === m);
      return { month: m, count: Number(row?.count ?? 0), confirmed: Number(row?.confirmed ?? 0) };
    }),
  };
}
