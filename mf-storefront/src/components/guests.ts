/**
 * Guests by age, as the storefront carries them: adults (13+), children (2–12) and infants (under 2).
 * A villa's capacity counts adults and children, and infants only when the villa says so
 * (infantsCountTowardsCapacity). In the URL they travel as adults, children and infants, with
 * `guests` kept as the total so that older links (guests=N only) and the SPEC's field still work.
 */
export interface GuestCounts {
  adults: number;
  children: number;
  infants: number;
}

export type GuestKind = keyof GuestCounts;

/** Search without a capacity: the API's own ceiling. */
export const MAX_GUESTS = 50;
/** Infants a party may bring (as travel sites allow). */
export const MAX_INFANTS = 5;

/** Everyone in the party. */
export function totalGuests(g: GuestCounts): number {
  return g.adults + g.children + g.infants;
}

/** The people a villa's capacity counts. */
export function countedGuests(g: GuestCounts, infantsCount = false): number {
  return g.adults + g.children + (infantsCount ? g.infants : 0);
}

/** Why a party cannot stay (Turkish, the API's words), or null. */
export function guestsRefusal(g: GuestCounts, capacity: number, infantsCount = false): string | null {
  if (g.adults < 1) return 'En az bir yetişkin seçin.';
  if (countedGuests(g, infantsCount) > capacity) {
    return infantsCount
      ? `Bu villa en fazla ${capacity} kişiliktir (bebekler dahil).`
      : `Bu villa en fazla ${capacity} kişiliktir.`;
  }
  return null;
}

/** The most of one kind the party may have with the others as they are. */
export function maxOf(kind: GuestKind, g: GuestCounts, capacity: number, infantsCount = false): number {
  if (kind === 'infants') {
    if (!infantsCount) return MAX_INFANTS;
    return Math.max(0, Math.min(MAX_INFANTS, capacity - g.adults - g.children));
  }
  const others = countedGuests({ ...g, [kind]: 0 }, infantsCount);
  return Math.max(0, capacity - others);
}

export function minOf(kind: GuestKind): number {
  return kind === 'adults' ? 1 : 0;
}

/** One step of a stepper, kept within the party's limits. */
export function stepGuests(
  g: GuestCounts,
  kind: GuestKind,
  delta: 1 | -1,
  capacity: number,
  infantsCount = false,
): GuestCounts {
  const next = g[kind] + delta;
  if (next < minOf(kind) || (delta > 0 && next > maxOf(kind, g, capacity, infantsCount))) return g;
  return { ...g, [kind]: next };
}

const count = (v: string | null): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : null;
};

/**
 * The party in a URL: adults/children/infants when present, else `guests` as adults (the links of
 * before the breakdown), else `fallbackAdults`. Null when the URL says nothing and there is no fallback.
 */
export function readGuests(sp: URLSearchParams, fallbackAdults: number | null = 2): GuestCounts | null {
  const adults = count(sp.get('adults'));
  const children = count(sp.get('children')) ?? 0;
  const infants = count(sp.get('infants')) ?? 0;
  if (adults !== null && adults >= 1) return { adults, children, infants };
  const guests = count(sp.get('guests'));
  if (guests !== null && guests >= 1) return { adults: guests, children: 0, infants: 0 };
  return fallbackAdults === null ? null : { adults: fallbackAdults, children: 0, infants: 0 };
}

/** Writes the party into URL params (or clears it with null): the breakdown and the total. */
export function writeGuests(params: URLSearchParams, g: GuestCounts | null): URLSearchParams {
  for (const key of ['guests', 'adults', 'children', 'infants']) params.delete(key);
  if (g) {
    params.set('guests', String(totalGuests(g)));
    params.set('adults', String(g.adults));
    if (g.children) params.set('children', String(g.children));
    if (g.infants) params.set('infants', String(g.infants));
  }
  return params;
}

/** The party in words: '3 kişi' or '2 yetişkin, 1 çocuk, 1 bebek'. */
export function guestsSummary(g: GuestCounts): string {
  if (!g.children && !g.infants) return `${g.adults} kişi`;
  const parts = [`${g.adults} yetişkin`];
  if (g.children) parts.push(`${g.children} çocuk`);
  if (g.infants) parts.push(`${g.infants} bebek`);
  return parts.join(', ');
}
