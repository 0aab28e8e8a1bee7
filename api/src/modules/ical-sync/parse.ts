import ical from 'node-ical';
import { addDays, fromUtc } from '../pricing/dates.ts';

/** One blocking event read from an external calendar; end is exclusive (iCal all-day DTEND). */
export interface FeedEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
}

export const MAX_FEED_BYTES = 5 * 1024 * 1024;
export const MAX_FEED_EVENTS = 3000;
const FETCH_TIMEOUT_MS = 15_000;
const TURKEY_OFFSET_MS = 3 * 3_600_000;

export class FeedError extends Error {}

/**
 * The calendar day of an iCal date. All-day values (node-ical builds them at local midnight of
 * the server) are read with local getters, so no server time zone shifts them; timed values are
 * read as the day in Türkiye (UTC+3), where the villas are.
 */
function dayOf(d: Date & { dateOnly?: boolean }): string {
  if (d.dateOnly) {
    const y = d.getFullYear();
    const m = String(d.getMonth() + 1).padStart(2, '0');
    const day = String(d.getDate()).padStart(2, '0');
    return `${y}-${m}-${day}`;
  }
  return fromUtc(d.getTime() + TURKEY_OFFSET_MS);
}

/** Reads the VEVENTs of an .ics text; a text that is not a calendar throws a FeedError. */
export function parseFeed(text: string): FeedEvent[] {
  if (!/BEGIN:VCALENDAR/i.test(text))
    throw new FeedError('Adres bir iCal takvimi döndürmedi (BEGIN:VCALENDAR yok).');
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(text);
  } catch (err) {
    throw new FeedError(`Takvim okunamadı: ${(err as Error).message}`);
  }
  const events: FeedEvent[] = [];
  const seen = new Set<string>();
  for (const item of Object.values(parsed)) {
    if (!item || item.type !== 'VEVENT') continue;
    const ev = item as ical.VEvent;
    if (!(ev.start instanceof Date) || Number.isNaN(ev.start.getTime())) continue;
    if (String(ev.status ?? '').toUpperCase() === 'CANCELLED') continue;
    const start = dayOf(ev.start as Date & { dateOnly?: boolean });
    let end =
      ev.end instanceof Date && !Number.isNaN(ev.end.getTime())
        ? dayOf(ev.end as Date & { dateOnly?: boolean })
        : addDays(start, 1); // RFC 5545: an all-day event without DTEND lasts one day
    if (end <= start) end = addDays(start, 1);
    const rawUid = typeof ev.uid === 'string' && ev.uid.trim() ? ev.uid.trim() : `${start}/${end}`;
    const uid = rawUid.slice(0, 500);
    if (seen.has(uid)) continue;
    seen.add(uid);
    const summary =
      typeof ev.summary === 'string'
        ? ev.summary
        : String((ev.summary as { val?: string } | undefined)?.val ?? '');
    events.push({ uid, start, end, summary: summary.slice(0, 300) });
    if (events.length > MAX_FEED_EVENTS)
      throw new FeedError(`Takvimde ${MAX_FEED_EVENTS}’den fazla etkinlik var.`);
  }
  return events;
}

/** Downloads a feed with a time limit and a size cap; every failure is a FeedError with Turkish text. */
export async function fetchFeed(url: string): Promise<FeedEvent[]> {
  let res: Response;
  try {
    res = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { Accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5', 'User-Agent': 'LikyaVilla-iCal/1.0' },
      redirect: 'follow',
    });
  } catch (err) {
    const reason =
      (err as Error).name === 'TimeoutError'
        ? 'zaman aşımı'
        : (((err as Error).cause as Error | undefined)?.message ?? (err as Error).message);
    throw new FeedError(`Takvim adresine ulaşılamadı (${reason}).`);
  }
  if (!res.ok) throw new FeedError(`Takvim adresi ${res.status} hatası döndürdü.`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_FEED_BYTES) throw new FeedError('Takvim dosyası çok büyük (en fazla 5 MB).');
  const reader = res.body?.getReader();
  if (!reader) throw new FeedError('Takvim adresi boş yanıt döndürdü.');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FEED_BYTES) {
      await reader.cancel();
      throw new FeedError('Takvim dosyası çok büyük (en fazla 5 MB).');
    }
    chunks.push(value);
  }
  return parseFeed(Buffer.concat(chunks).toString('utf8'));
}
