import type { SearchParamsRecord } from '../api/search-villas';

// The listing filters' rules, without their form: the listing page checks the filters it applies
// with a sort here, while the form itself (search-filters.tsx) loads only when it is shown.

/** The visitor's currency for the nightly price range: its sign and the TL value of one unit. */
export interface PriceCurrency {
  sign: string;
  /** TL of one unit (1 for TL). */
  rate: number;
}

/** Why the filters cannot be applied (Turkish, as the API says it), or ''. */
export function filtersError(v: SearchParamsRecord, today: string): string {
  if (Boolean(v.checkin) !== Boolean(v.checkout)) return 'Giriş ve çıkış tarihlerini birlikte seçin.';
  if (v.checkin && v.checkin < today) return 'Giriş tarihi geçmiş bir tarih olamaz.';
  if (v.checkin && v.checkout && v.checkout <= v.checkin)
    return 'Çıkış tarihi giriş tarihinden sonra olmalı.';
  if (v.minPrice && v.maxPrice && Number(v.minPrice) > Number(v.maxPrice))
    return 'En düşük fiyat en yüksek fiyattan büyük olamaz.';
  return '';
}

/** A TL amount of the URL as the visitor's currency (whole units) for the price fields. */
export function priceField(tl: string | undefined, currency: PriceCurrency): string {
  if (!tl) return '';
  const n = Number(tl);
  return Number.isFinite(n) ? String(Math.round(n / currency.rate)) : '';
}

/** A price typed in the visitor's currency as TL for the URL (whole lira). */
export function priceParam(text: string, currency: PriceCurrency): string {
  if (text.trim() === '') return '';
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? String(Math.round(n * currency.rate)) : '';
}
