import { and, eq, gte, lte } from 'drizzle-orm';
import type { StayQuote } from '@villa/shared/contracts/reservations';
import { round2 } from '@villa/shared/lib/format/money';
import { settings } from '../../db/schema/settings.ts';
import { villaPrices, villas } from '../../db/schema/villas.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isIsoDate, nightsOf, todayInTurkey } from './dates.ts';

const RATE_KEYS: Record<string, string> = {
  DOLLAR: 'dollar_exchange_rate',
  EURO: 'euro_exchange_rate',
  POUND: 'sterling_exchange_rate',
};

/** TL value of one unit of each currency, from the exchange-rate settings. */
export async function exchangeRates(db: Db | Tx): Promise<Record<string, number>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const rates: Record<string, number> = { TL: 1 };
  for (const [currency, key] of Object.entries(RATE_KEYS)) {
    const value = Number(rows.find((r) => r.key === key)?.value);
    if (Number.isFinite(value) && value > 0) rates[currency] = value;
  }
  return rates;
}

export interface GuestParty {
  adults: number;
  children: number;
  infants: number;
}

/** The party of a request: its breakdown, or `guests` adults when it has none. */
export function partyOf(q: {
  guests: number;
  adults?: number | undefined;
  children?: number | undefined;
  infants?: number | undefined;
}): GuestParty | undefined {
  if (q.adults === undefined && q.children === undefined && q.infants === undefined) return undefined;
  return { adults: q.adults ?? 0, children: q.children ?? 0, infants: q.infants ?? 0 };
}

export interface QuoteInput {
  villaId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  /**
   * Guests by age (the storefront sends them). With them the capacity counts adults and children,
   * and infants only where the villa says so; `guests` is then their sum. Without them, `guests`
   * adults as before.
   */
  party?: GuestParty | undefined;
  /** Staff may quote past dates (records of earlier stays); visitors may not. */
  allowPast?: boolean;
}

/**
 * The price of a stay, computed from the villa's price periods (SPEC: nights
 * from check-in to the day before check-out; minimum stay of every period the
 * stay touches enforced), plus the cleaning fee, in TL. Throws a 400 HttpError
 * with a Turkish message for a stay that cannot be sold.
 */
export async function computeQuote(db: Db | Tx, input: QuoteInput): Promise<StayQuote> {
  const { villaId, checkIn, checkOut, party } = input;
  const guests = party ? party.adults + party.children + party.infants : input.guests;
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) {
    throw new HttpError(400, 'Geçerli giriş ve çıkış tarihleri seçin (YYYY-AA-GG).');
  }
  if (checkOut <= checkIn) throw new HttpError(400, 'Çıkış tarihi giriş tarihinden sonra olmalı.');
  if (!input.allowPast && checkIn < todayInTurkey()) {
    throw new HttpError(400, 'Giriş tarihi geçmiş bir tarih olamaz.');
  }
  if (party && (!Number.isInteger(party.adults) || party.adults < 1)) {
    throw new HttpError(400, 'En az bir yetişkin seçin.');
  }
  if (!Number.isInteger(guests) || guests < 1) throw new HttpError(400, 'Misafir sayısı en az 1 olmalı.');

  const [villa] = await db.select().from(villas).where(eq(villas.id, villaId));
  if (!villa) throw new HttpError(404, 'Villa bulunamadı.');
  const counted = party
    ? party.adults + party.children + (villa.infantsCountInCapacity ? party.infants : 0)
    : guests;
  if (counted > villa.capacity) {
    throw new HttpError(
      400,
      party && party.infants > 0 && villa.infantsCountInCapacity
        ? `Bu villa en fazla ${villa.capacity} kişiliktir (bebekler dahil).`
        : `Bu villa en fazla ${villa.capacity} kişiliktir.`,
    );
  }

  const nights = nightsOf(checkIn, checkOut);
  const lastNight = nights[nights.length - 1] ?? checkIn;
  const periods = await db
    .select()
    .from(villaPrices)
    .where(
      and(
        eq(villaPrices.villaId, villaId),
        lte(villaPrices.startDate, lastNight),
        gte(villaPrices.endDate, checkIn),
      ),
    );
  const rates = await exchangeRates(db);

  let minStay = 1;
  const nightly: StayQuote['nightly'] = [];
  for (const date of nights) {
    const period = periods.find((p) => p.startDate <= date && date <= p.endDate);
    if (!period) {
      throw new HttpError(400, `Seçilen tarihlerin bir kısmı için fiyat tanımlı değil (${formatTr(date)}).`);
    }
    const rate = rates[period.currency];
    if (!rate) throw new HttpError(400, `${period.currency} için döviz kuru tanımlı değil.`);
    const price = Number(period.nightlyPrice);
    nightly.push({ date, price, currency: period.currency, priceTl: round2(price * rate) });
    minStay = Math.max(minStay, period.minStay);
  }
  if (nights.length < minStay) {
    throw new HttpError(400, `Bu tarihlerde en az ${minStay} gece konaklama gerekir.`);
  }

  const accommodationTl = round2(nightly.reduce((sum, n) => sum + n.priceTl, 0));
  const cleaningFeeTl = round2(Number(villa.cleaningFee));
  const extraFeesTl = 0;
  const totalTl = round2(accommodationTl + cleaningFeeTl + extraFeesTl);
  const prepaymentTl = round2((totalTl * villa.prepaymentRate) / 100);
  return {
    villaId,
    checkIn,
    checkOut,
    guests,
    adults: party?.adults ?? guests,
    children: party?.children ?? 0,
    infants: party?.infants ?? 0,
    nights: nights.length,
    nightly,
    accommodationTl,
    cleaningFeeTl,
    extraFeesTl,
    totalTl,
    prepaymentRate: villa.prepaymentRate,
    prepaymentTl,
    balanceTl: round2(totalTl - prepaymentTl),
    depositTl: round2(Number(villa.deposit)),
    minStay,
  };
}

function formatTr(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}
