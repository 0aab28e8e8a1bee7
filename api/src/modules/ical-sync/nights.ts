import { addDays } from '../pricing/dates.ts';

/** Where the villas are: the zone a booked night is counted in. */
export const VILLA_ZONE = 'Europe/Istanbul';

const NOON_MS = 12 * 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Whether the platform's time-zone database knows the zone (IANA name). */
export function isKnownZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock date ('YYYY-MM-DD') and time of day (ms since midnight) of an instant in a zone. */
export function wallClock(ms: number, zone: string): { date: string; msOfDay: number } {
  const parts: Record<string, string> = {};
  for (const p of formatter(zone).formatToParts(new Date(ms))) parts[p.type] = p.value;
  const msOfDay =
    (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000 +
    (((ms % 1000) + 1000) % 1000);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, msOfDay };
}

/**
 * The nights a timed stay [startMs, endMs) touches in one zone, as [first night, day after the
 * last night). The night of day D runs from noon of D to noon of D+1 on that zone's clock:
 * check-outs fall before noon and check-ins after it, so a 15:00 → 11:00 stay gives exactly
 * its nights, and any part of an evening or a small hour counts the whole night.
 */
export function nightsInZone(startMs: number, endMs: number, zone: string): { start: string; end: string } {
  // A zero-length event still marks the night it falls in.
  const end = endMs > startMs ? endMs : startMs + 1;
  const s = wallClock(startMs, zone);
  const e = wallClock(end, zone);
  return {
    start: s.msOfDay >= NOON_MS ? s.date : addDays(s.date, -1),
    end: e.msOfDay > NOON_MS ? addDays(e.date, 1) : e.date,
  };
}

/**
 * The nights a timed event blocks: every night it touches in the villa's zone and in its own
 * (the zone it was written in; UTC for '…Z' times). A channel in another zone
 * (DTSTART;TZID=America/Mexico_City:20270710T150000 → DTEND …20270715T110000, which is
 * 11 July 00:00 → 15 July 20:00 in Istanbul) means the nights of 10–14 July in its zone and
 * touches 10–15 July in the villa's: the union, 10 → 16 July, never blocks fewer nights
 * than the channel meant, whichever clock it meant them on.
 */
export function timedNights(startMs: number, endMs: number, ownZone: string): { start: string; end: string } {
  const zones = ownZone === VILLA_ZONE ? [VILLA_ZONE] : [VILLA_ZONE, ownZone];
  const ranges = zones.map((z) => nightsInZone(startMs, endMs, z));
  return {
    start: ranges.reduce((m, r) => (r.start < m ? r.start : m), ranges[0]!.start),
    end: ranges.reduce((m, r) => (r.end > m ? r.end : m), ranges[0]!.end),
  };
}
