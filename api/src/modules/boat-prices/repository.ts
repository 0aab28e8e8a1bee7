import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BoatCurrency, BoatPrice } from '@villa/shared/contracts/boats';
import { boatPrices } from '../../db/schema/boats.ts';
import { deleteById } from '../../db/by-id.ts';
import type { Db } from '../../db/types.ts';

type Row = typeof boatPrices.$inferSelect;

export function toBoatPrice(r: Row): BoatPrice {
  return {
    id: r.id,
    boat_id: r.boatId,
    start_date: r.startDate,
    end_date: r.endDate,
    daily_price: Number(r.dailyPrice),
    currency: r.currency as BoatCurrency,
  };
}

export async function pricesOf(db: Db, boatIds: number[]): Promise<BoatPrice[]> {
  if (boatIds.length === 0) return [];
  const rows = await db
    .select()
    .from(boatPrices)
    .where(inArray(boatPrices.boatId, boatIds))
    .orderBy(asc(boatPrices.startDate), asc(boatPrices.id));
  return rows.map(toBoatPrice);
}

export async function getBoatPrice(db: Db, id: number): Promise<BoatPrice | undefined> {
  const [row] = await db.select().from(boatPrices).where(eq(boatPrices.id, id));
  return row ? toBoatPrice(row) : undefined;
}

export interface PriceWrite {
  start_date: string;
  end_date: string;
  daily_price: number;
  currency: BoatCurrency;
}

/** Another period of the boat sharing a day with [start, end] (both inclusive). */
export async function overlappingPrice(
  db: Db,
  boatId: number,
  p: PriceWrite,
  exceptId?: number,
): Promise<BoatPrice | undefined> {
  const [row] = await db
    .select()
    .from(boatPrices)
    .where(
      and(
        eq(boatPrices.boatId, boatId),
        exceptId ? ne(boatPrices.id, exceptId) : undefined,
        sql`daterange(${boatPrices.startDate}, ${boatPrices.endDate}, '[]') && daterange(${p.start_date}::date, ${p.end_date}::date, '[]')`,
      ),
    )
    .limit(1);
  return row ? toBoatPrice(row) : undefined;
}

const values = (p: PriceWrite) => ({
  startDate: p.start_date,
  endDate: p.end_date,
  dailyPrice: p.daily_price.toFixed(2),
  currency: p.currency,
});

export async function insertBoatPrice(db: Db, boatId: number, p: PriceWrite): Promise<BoatPrice> {
  const [row] = await db
    .insert(boatPrices)
    .values({ boatId, ...values(p) })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toBoatPrice(row);
}

export async function updateBoatPrice(db: Db, id: number, p: PriceWrite): Promise<BoatPrice | undefined> {
  const [row] = await db.update(boatPrices).set(values(p)).where(eq(boatPrices.id, id)).returning();
  return row ? toBoatPrice(row) : undefined;
}

export async function deleteBoatPrice(db: Db, id: number): Promise<boolean> {
  return deleteById(db, boatPrices, id);
}
