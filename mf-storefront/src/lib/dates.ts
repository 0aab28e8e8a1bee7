import { format, parseISO } from 'date-fns';
import { tr } from 'date-fns/locale/tr';

/** Today as YYYY-MM-DD in the visitor's time zone. */
export function isoToday(): string {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 10);
}

export function toIso(d: Date): string {
  return format(d, 'yyyy-MM-dd');
}

export function addDaysIso(iso: string, days: number): string {
  const d = parseISO(iso);
  d.setDate(d.getDate() + days);
  return toIso(d);
}

/** Turkish date: '12 Temmuz 2026 Pazar' style patterns with the tr locale. */
export function formatTr(iso: string, pattern = 'd MMMM yyyy'): string {
  return format(parseISO(iso), pattern, { locale: tr });
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((parseISO(checkOut).getTime() - parseISO(checkIn).getTime()) / 86_400_000);
}
