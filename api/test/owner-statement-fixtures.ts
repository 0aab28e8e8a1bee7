import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { ownerPayouts } from '../src/db/schema/owners.ts';
import { reservations, transactions } from '../src/db/schema/reservations.ts';
import { users } from '../src/db/schema/users.ts';
import { villas } from '../src/db/schema/villas.ts';
import type { Db } from '../src/db/types.ts';
import { OWNER_EMAIL } from './helper.ts';

/**
 * Owner statement fixtures, built so every rule of the statement is exercised (month 2031-07):
 * owner 1 (the seeded OWNER) has villa A (commission 20 %, cleaning fee kept by the owner) and
 * villa B (10 %, cleaning fee kept by the agency); owner 2 has villa C (15 %).
 *   S1 A confirmed 28.06–03.07 (check-in in June, check-out in July: in July) 10 000 + cleaning 500
 *   S2 B confirmed 10.07–15.07 7 333,33 + cleaning 400 (agency's)           commission 733,33
 *   S3 A cancelled in July, S4 A 'new' in July: not in the statement
 *   S5 A confirmed 28.07–01.08: check-out in August, not in July
 *   S6 A confirmed 01.06–05.06 5 000 + cleaning 300: June, carried
 *   S7 C (owner 2) confirmed 20.07–25.07 6 000
 * Payouts to owner 1: 20.06 3 000 (carried), 05.07 4 000 (July), 02.08 999 (later, not counted).
 * Payments: S1 3 000 completed + 1 000 pending; S2 2 000 completed + 500 refunded.
 */
export const MONTH = '2031-07';

export interface StatementFixture {
  owner1: number;
  owner2: number;
  villaA: number;
  villaB: number;
  villaC: number;
  ids: Record<string, number>;
}

export async function buildStatementFixture(db: Db): Promise<StatementFixture> {
  const [owner1] = await db.select({ id: users.id }).from(users).where(eq(users.email, OWNER_EMAIL));
  const [owner2] = await db
    .insert(users)
    .values({
      email: 'ikinci.sahip@example.com',
      passwordHash: await hashPassword('Ikinci-Sahip-2031-xyz'),
      role: 'OWNER',
      firstName: 'Gülşen',
      lastName: 'İnce',
    })
    .returning({ id: users.id });
  const free = await db.select({ id: villas.id }).from(villas).orderBy(asc(villas.id)).limit(3);
  const [a, b, c] = free.map((v) => v.id) as [number, number, number];
  // Nobody else owns anything and the seed's stays are out of the way: owner 1's statement is
  // exactly villas A and B and the stays below.
  await db.update(villas).set({ ownerId: null });
  await db.update(reservations).set({ status: 'cancelled' });
  await db
    .update(villas)
    .set({ ownerId: owner1!.id, btransCommissionRate: '20', cleaningFeeKeeper: 'owner' })
    .where(eq(villas.id, a));
  await db
    .update(villas)
    .set({ ownerId: owner1!.id, btransCommissionRate: '10', cleaningFeeKeeper: 'agency' })
    .where(eq(villas.id, b));
  await db
    .update(villas)
    .set({ ownerId: owner2!.id, btransCommissionRate: '15', cleaningFeeKeeper: 'owner' })
    .where(eq(villas.id, c));

  const ids: Record<string, number> = {};
  const stay = async (
    code: string,
    villaId: number,
    checkIn: string,
    checkOut: string,
    accommodation: string,
    cleaning: string,
    status = 'confirmed',
  ) => {
    const [row] = await db
      .insert(reservations)
      .values({
        reservationCode: code,
        villaId,
        status,
        customerName: `Misafir ${code}`,
        checkIn,
        checkOut,
        nights: Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000),
        accommodationAmount: accommodation,
        cleaningFee: cleaning,
        deposit: '5000',
        totalAmount: (Number(accommodation) + Number(cleaning)).toFixed(2),
      })
      .returning({ id: reservations.id });
    ids[code] = row!.id;
  };
  await stay('ST0001', a, '2031-06-28', '2031-07-03', '10000', '500');
  await stay('ST0002', b, '2031-07-10', '2031-07-15', '7333.33', '400');
  await stay('ST0003', a, '2031-07-10', '2031-07-14', '9999', '100', 'cancelled');
  await stay('ST0004', a, '2031-07-15', '2031-07-18', '8888', '100', 'new');
  await stay('ST0005', a, '2031-07-28', '2031-08-01', '7777', '100');
  await stay('ST0006', a, '2031-06-01', '2031-06-05', '5000', '300');
  await stay('ST0007', c, '2031-07-20', '2031-07-25', '6000', '0');

  const pay = (code: string, amount: string, status: string) =>
    db.insert(transactions).values({
      reservationId: ids[code]!,
      amount,
      amountTl: amount,
      method: 'bank_transfer',
      status,
    });
  await pay('ST0001', '3000', 'completed');
  await pay('ST0001', '1000', 'pending');
  await pay('ST0002', '2000', 'completed');
  await pay('ST0002', '500', 'refunded');

  const payout = (paidOn: string, amount: string) =>
    db.insert(ownerPayouts).values({ ownerId: owner1!.id, amount, paidOn, method: 'bank_transfer' });
  await payout('2031-06-20', '3000');
  await payout('2031-07-05', '4000');
  await payout('2031-08-02', '999');

  return { owner1: owner1!.id, owner2: owner2!.id, villaA: a, villaB: b, villaC: c, ids };
}

/** What the statement of owner 1 for 2031-07 must say. */
export const OWNER1_JULY = {
  codes: ['ST0001', 'ST0002'],
  lines: {
    ST0001: { accommodation: 10000, commission: 2000, cleaning_fee: 500, owner_share: 8500, received: 3000 },
    ST0002: {
      accommodation: 7333.33,
      commission: 733.33,
      cleaning_fee: 400,
      owner_share: 6600,
      received: 2000,
    },
  },
  totals: {
    accommodation: 17333.33,
    commission: 2733.33,
    cleaning_fee: 900,
    owner_share: 15100,
    received: 5000,
    payouts: 4000,
    // June: share 5000 − 1000 + 300 = 4300, paid 3000.
    carried: 1300,
    balance: 12400,
  },
};

/** Owner 2 in July: one stay, nothing carried, nothing paid. */
export const OWNER2_JULY = {
  accommodation: 6000,
  commission: 900,
  cleaning_fee: 0,
  owner_share: 5100,
  received: 0,
  payouts: 0,
  carried: 0,
  balance: 5100,
};

interface StatementBody {
  owner: { id: number; name: string } | null;
  lines: { code: string; check_in: string; nights: number; cleaning_fee_keeper: string }[];
  payouts: { amount: number; paid_on: string }[];
  totals: Record<keyof typeof OWNER2_JULY, number>;
  owners: { owner: { id: number }; totals: Record<keyof typeof OWNER2_JULY, number> }[];
}

/** Checks owner 1's July statement as the API answered it. */
export function expectOwner1July(s: StatementBody, owner1: number) {
  expect(s.owner?.id).toBe(owner1);
  expect(s.lines.map((l) => l.code)).toEqual(OWNER1_JULY.codes);
  for (const l of s.lines) {
    expect(l).toMatchObject(OWNER1_JULY.lines[l.code as keyof typeof OWNER1_JULY.lines]);
  }
  const first = s.lines[0]!;
  expect(first.check_in).toBe('2031-06-28');
  expect(first.nights).toBe(5);
  expect(first.cleaning_fee_keeper).toBe('owner');
  expect(s.lines[1]!.cleaning_fee_keeper).toBe('agency');
  expect(s.payouts.map((p) => [p.paid_on, p.amount])).toEqual([['2031-07-05', 4000]]);
  expect(s.totals).toEqual(OWNER1_JULY.totals);
  expect(s.owners).toEqual([]);
}

export type { StatementBody };
