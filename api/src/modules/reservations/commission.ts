import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { reservations } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';

/**
 * The villa's commission percent as it is now, as an SQL value for a reservation's
 * `commission_rate`: set when the reservation is made (and when it moves to another villa), so owner
 * statements keep the rate agreed for the stay when the villa's rate changes later.
 */
export const villaCommissionRate = (villaId: number) =>
  sql<string>`(select ${villas.btransCommissionRate} from ${villas} where ${villas.id} = ${villaId})`;

/**
 * The commission percent agreed for a stay, in a query joining the reservation to its villa: the
 * reservation's own rate, or the villa's for rows made before reservations kept one (migration 0019).
 */
export const agreedCommissionRate = sql<string>`coalesce(${reservations.commissionRate}, ${villas.btransCommissionRate})`;

/** Confirmed stays that also meet `conditions` (the reports' and statements' stays). */
export const confirmedWhere = (...conditions: (SQL | undefined)[]) =>
  and(eq(reservations.status, 'confirmed'), ...conditions);

/** Stays in check-out order (then by id), as the statements and the BTrans file list them. */
export const byCheckOut = [asc(reservations.checkOut), asc(reservations.id)] as const;
