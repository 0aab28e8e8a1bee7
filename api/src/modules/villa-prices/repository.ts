import { eq } from 'drizzle-orm';
import type { VillaPrice, VillaPriceBody, VillaPriceUpdateBody } from '@villa/shared/contracts/villa-prices';
import { villaPrices } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import { toPrice } from '../villas/repository.ts';

/** A price period's villa, or undefined. */
export async function priceVilla(db: Db, id: number): Promise<{ id: number; villaId: number } | undefined> {
  const [row] = await db
    .select({ id: villaPrices.id, villaId: villaPrices.villaId })
    .from(villaPrices)
    .where(eq(villaPrices.id, id));
  return row;
}

const columnsOf = (b: VillaPriceUpdateBody) => ({
  startDate: b.start_date,
  endDate: b.end_date,
  nightlyPrice: String(b.nightly_price),
  currency: b.currency,
  minStay: b.min_stay,
});

/** Throws the database's error on an overlap (23P01) or a bad period (23514). */
export async function insertPrice(db: Db, b: VillaPriceBody): Promise<VillaPrice> {
  const [row] = await db
    .insert(villaPrices)
    .values({ villaId: b.villa_id, ...columnsOf(b) })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toPrice(row);
}

export async function updatePrice(
  db: Db,
  id: number,
  b: VillaPriceUpdateBody,
): Promise<VillaPrice | undefined> {
  const [row] = await db.update(villaPrices).set(columnsOf(b)).where(eq(villaPrices.id, id)).returning();
  return row ? toPrice(row) : undefined;
}

export async function deletePrice(db: Db, id: number): Promise<void> {
  await db.delete(villaPrices).where(eq(villaPrices.id, id));
}
