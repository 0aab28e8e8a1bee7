import { asc, eq } from 'drizzle-orm';
import { settings } from '../src/db/schema/settings.ts';
import { users } from '../src/db/schema/users.ts';
import { villaPrices, villas } from '../src/db/schema/villas.ts';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/types.ts';
import { todayInTurkey } from '../src/modules/pricing/dates.ts';
import { bearer } from './helper.ts';

/** A year ahead so every stay is in the future. */
export const YEAR = Number(todayInTurkey().slice(0, 4)) + 1;
export const d = (md: string) => `${YEAR}-${md}`;

/**
 * Two villas with known prices: `owned` (the seeded OWNER's) and `other`. June 8,000 TL a night
 * (min 3), July 250 € (min 5) at 48 TL, cleaning 1,500 TL, prepayment 30 %, deposit 5,000 TL.
 */
export async function priceFixtures(db: Db) {
  const [owner] = await db.select().from(users).where(eq(users.role, 'OWNER'));
  const all = await db.select().from(villas).orderBy(asc(villas.id));
  const owned = all.find((v) => v.ownerId === owner!.id)!;
  const other = all.find((v) => v.ownerId !== owner!.id)!;
  for (const v of [owned, other]) {
    await db
      .update(villas)
      .set({ capacity: 6, cleaningFee: '1500', prepaymentRate: 30, deposit: '5000' })
      .where(eq(villas.id, v.id));
    await db.delete(villaPrices).where(eq(villaPrices.villaId, v.id));
    await db.insert(villaPrices).values([
      {
        villaId: v.id,
        startDate: d('06-01'),
        endDate: d('06-30'),
        nightlyPrice: '8000',
        currency: 'TL',
        minStay: 3,
      },
      {
        villaId: v.id,
        startDate: d('07-01'),
        endDate: d('08-31'),
        nightlyPrice: '250',
        currency: 'EURO',
        minStay: 5,
      },
    ]);
  }
  await db.update(settings).set({ value: '48' }).where(eq(settings.key, 'euro_exchange_rate'));
  return { owned: owned.id, other: other.id, ownerId: owner!.id };
}

/** The guest of the website's booking form (POST /v1/reservations), with the KVKK consent. */
export const guest = {
  name: 'Deniz Aksoy',
  phone: '+90 532 111 22 33',
  email: 'deniz.aksoy@example.com',
  kvkk: true,
};

export const customer = {
  customerName: 'Ayşe Yılmaz',
  customerEmail: 'ayse.yilmaz@example.com',
  customerPhone: '+90 532 111 22 33',
};

/** The ADMIN's reservation of `customer`, two adults, on `villaId` (the API's default status unless given). */
export const reserve = (
  t: { app: App; admin: string },
  villaId: number,
  checkIn: string,
  checkOut: string,
  status?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/admin/reservations',
    headers: bearer(t.admin),
    payload: { ...customer, villaId, checkIn, checkOut, adults: 2, status },
  });

/** The ADMIN's manual closing of a villa's days (Kapat), with its note if given. */
export const closeDays = (
  t: { app: App; admin: string },
  closing: { villaId: number; startedAt: string; finishedAt: string; note?: string },
) => t.app.inject({ method: 'POST', url: '/v1/admin/external', headers: bearer(t.admin), payload: closing });
