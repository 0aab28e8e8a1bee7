import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema/settings.ts';
import { villaPrices, villas } from '../src/db/schema/villas.ts';
import { addDays, isIsoDate, nightsOf, todayInTurkey } from '../src/modules/pricing/dates.ts';
import { computeQuote } from '../src/modules/pricing/quote.ts';
import { useApp } from './support/app.ts';

let villaId: number;
// A year ahead so the dates are always in the future.
const year = Number(todayInTurkey().slice(0, 4)) + 1;
const d = (md: string) => `${year}-${md}`;

const ctx = useApp({}, async (ctx) => {
  const [villa] = await ctx.db.select().from(villas).limit(1);
  villaId = villa!.id;
  await ctx.db
    .update(villas)
    .set({ capacity: 6, cleaningFee: '1500', prepaymentRate: 30, deposit: '5000' })
    .where(eq(villas.id, villaId));
  await ctx.db.delete(villaPrices).where(eq(villaPrices.villaId, villaId));
  await ctx.db.insert(villaPrices).values([
    { villaId, startDate: d('06-01'), endDate: d('06-30'), nightlyPrice: '8000', currency: 'TL', minStay: 3 },
    {
      villaId,
      startDate: d('07-01'),
      endDate: d('07-31'),
      nightlyPrice: '250',
      currency: 'EURO',
      minStay: 5,
    },
  ]);
  await ctx.db.update(settings).set({ value: '48' }).where(eq(settings.key, 'euro_exchange_rate'));
});

describe('stay quote (hand-worked examples)', () => {
  it('prices the nights from check-in to the day before check-out', async () => {
    // 10 → 14 June: nights 10, 11, 12, 13 = 4 × 8,000 = 32,000; + 1,500 cleaning = 33,500.
    const q = await computeQuote(ctx.db, { villaId, checkIn: d('06-10'), checkOut: d('06-14'), guests: 4 });
    expect(q.nights).toBe(4);
    expect(q.accommodationTl).toBe(32_000);
    expect(q.totalTl).toBe(33_500);
    expect(q.prepaymentTl).toBe(10_050); // 30 %
    expect(q.balanceTl).toBe(23_450);
    expect(q.depositTl).toBe(5_000);
  });

  it('crosses a price-period boundary and converts EURO with the site rate', async () => {
    // 28 June → 5 July: 28, 29, 30 June at 8,000 TL + 1–4 July at 250 € × 48 = 12,000 TL.
    // 3 × 8,000 + 4 × 12,000 = 72,000; + 1,500 = 73,500. Minimum stay is the July period's 5: 7 nights pass.
    const q = await computeQuote(ctx.db, { villaId, checkIn: d('06-28'), checkOut: d('07-05'), guests: 2 });
    expect(q.nights).toBe(7);
    expect(q.nightly.map((n) => n.priceTl)).toEqual([8000, 8000, 8000, 12000, 12000, 12000, 12000]);
    expect(q.totalTl).toBe(73_500);
    expect(q.minStay).toBe(5);
  });

  it('enforces the minimum stay of every period the stay touches', async () => {
    await expect(
      computeQuote(ctx.db, { villaId, checkIn: d('06-29'), checkOut: d('07-02'), guests: 2 }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Bu tarihlerde en az 5 gece konaklama gerekir.' });
    await expect(
      computeQuote(ctx.db, { villaId, checkIn: d('06-10'), checkOut: d('06-12'), guests: 2 }),
    ).rejects.toMatchObject({ message: 'Bu tarihlerde en az 3 gece konaklama gerekir.' });
  });

  it('refuses nights without a price, bad dates, too many guests and past dates', async () => {
    await expect(
      computeQuote(ctx.db, { villaId, checkIn: d('07-28'), checkOut: d('08-03'), guests: 2 }),
    ).rejects.toMatchObject({
      message: `Seçilen tarihlerin bir kısmı için fiyat tanımlı değil (01.08.${year}).`,
    });
    await expect(
      computeQuote(ctx.db, { villaId, checkIn: d('06-14'), checkOut: d('06-10'), guests: 2 }),
    ).rejects.toMatchObject({ message: 'Çıkış tarihi giriş tarihinden sonra olmalı.' });
    await expect(
      computeQuote(ctx.db, { villaId, checkIn: d('02-30'), checkOut: d('03-04'), guests: 2 }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      computeQuote(ctx.db, { villaId, checkIn: d('06-10'), checkOut: d('06-14'), guests: 7 }),
    ).rejects.toMatchObject({ message: 'Bu villa en fazla 6 kişiliktir.' });
    await expect(
      computeQuote(ctx.db, {
        villaId,
        checkIn: `${year - 2}-06-10`,
        checkOut: `${year - 2}-06-14`,
        guests: 2,
      }),
    ).rejects.toMatchObject({ message: 'Giriş tarihi geçmiş bir tarih olamaz.' });
  });
});

describe('calendar dates', () => {
  it('never shift by a day whatever the time zone', () => {
    expect(nightsOf('2026-03-28', '2026-03-31')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(todayInTurkey(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});
