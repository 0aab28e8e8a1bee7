import type { VillaWithDates } from '../api/villa-calendar';

/**
 * A villa as the admin's date pickers load it (/v1/admin/villas/withdates) for component tests: one
 * price period over July 2031 (9.000 TL a night, `minStay` nights at least; none when null) and the
 * blocked ranges given (end exclusive, as the API sends them).
 */
export function julyVilla(v: {
  id: number;
  name: string;
  slug: string;
  minStay: number | null;
  blocked?: VillaWithDates['blocked'];
}): VillaWithDates {
  const prices: VillaWithDates['prices'] =
    v.minStay === null
      ? []
      : [
          {
            id: 1,
            villa_id: v.id,
            start_date: '2031-07-01',
            end_date: '2031-07-31',
            nightly_price: 9000,
            currency: 'TL',
            min_stay: v.minStay,
          },
        ];
  return { id: v.id, name: v.name, slug: v.slug, prices, blocked: v.blocked ?? [] };
}

/**
 * The answer to the admin's villa look-ups for `mockHttp`: the villa options (every villa active)
 * and their calendars; undefined for any other path.
 */
export function villaAnswer(url: string, villas: VillaWithDates[]): unknown {
  if (url === '/v1/admin/villas/all')
    return { content: villas.map(({ id, name, slug }) => ({ id, name, slug, active: true })) };
  if (url === '/v1/admin/villas/withdates') return { content: villas };
  return undefined;
}
