/**
 * The date picker's days: react-day-picker works with local Dates, the API with YYYY-MM-DD.
 * Displaying dates and money is @villa/shared/lib/format's (formatDate, formatDateTime, formatMoney).
 */

/** YYYY-MM-DD of a local calendar day (from a date picker). */
export function isoOfLocal(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The local Date of a YYYY-MM-DD (for the date picker). */
export function localOfIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}
