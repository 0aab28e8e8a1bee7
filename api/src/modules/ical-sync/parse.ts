import ical from 'node-ical';
import { addDays } from '../pricing/dates.ts';
import {
  FeedError,
  propOf,
  propsOf,
  readCalendar,
  writeComponent,
  writeLine,
  type Component,
  type ContentLine,
} from './ics-text.ts';
import { isKnownZone, timedNights, VILLA_ZONE } from './nights.ts';

export { FeedError } from './ics-text.ts';

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
/** Recurring events (an owner's Google Calendar) are expanded from a month ago to two years ahead. */
const RECURRENCE_PAST_DAYS = 31;
const RECURRENCE_AHEAD_DAYS = 731;
const DAY_MS = 86_400_000;

const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;
const DURATION = /^\+?P(?:(\d+)W|(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?)$/;

type Kind = 'date' | 'date-time';
interface DateValue {
  kind: Kind;
  /** 'YYYY-MM-DD' of the written value (its own clock). */
  day: string;
  /** Written with Z (UTC). */
  utc: boolean;
  /** Neither Z nor TZID: a "floating" time. */
  floating: boolean;
}

/** How an event is named in an error: its line and, when it has one, its UID. */
const where = (ev: Component, uid: string | null) =>
  `${ev.line}. satırdaki etkinliğin${uid ? ` (UID ${uid.slice(0, 80)})` : ''}`;

function validDay(y: number, m: number, d: number): boolean {
  if (y < 1970 || y > 2200 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Checks a DATE or DATE-TIME property value; a broken or impossible date refuses the feed. */
function dateValue(p: ContentLine, label: string, owner: string): DateValue {
  const value = p.value.trim();
  const bad = () =>
    new FeedError(`Takvim bozuk: ${owner} ${label} tarihi geçersiz (“${value.slice(0, 40)}”).`);
  const declared = (p.params.VALUE ?? '').toUpperCase();
  const d = DATE.exec(value);
  if (d && declared !== 'DATE-TIME') {
    if (!validDay(Number(d[1]), Number(d[2]), Number(d[3]))) throw bad();
    return { kind: 'date', day: `${d[1]}-${d[2]}-${d[3]}`, utc: false, floating: false };
  }
  const t = DATE_TIME.exec(value);
  if (!t || declared === 'DATE') throw bad();
  const [, y, mo, da, h, mi, s, z] = t;
  if (!validDay(Number(y), Number(mo), Number(da)) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 60)
    throw bad();
  const utc = z === 'Z';
  return {
    kind: 'date-time',
    day: `${y}-${mo}-${da}`,
    utc,
    floating: !utc && p.params.TZID === undefined,
  };
}

/** Whole nights of an all-day DURATION (a time part counts as one more night). */
function durationDays(value: string, owner: string): number {
  const m = DURATION.exec(value.trim());
  if (!m || m.slice(1).every((x) => x === undefined) || value.trim().endsWith('T'))
    throw new FeedError(`Takvim bozuk: ${owner} süresi (DURATION) geçersiz (“${value.slice(0, 40)}”).`);
  const [, w, d, h, mi, s] = m.map((x) => Number(x ?? 0));
  return (w ?? 0) * 7 + (d ?? 0) + ((h ?? 0) + (mi ?? 0) + (s ?? 0) > 0 ? 1 : 0);
}

/** RFC 5545 TEXT: escaped commas, semicolons, backslashes and line breaks. */
const unescapeText = (v: string) =>
  v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? ' ' : c)).trim();

/** A VEVENT as written, checked. */
interface RawEvent {
  comp: Component;
  uid: string | null;
  seq: number;
  /** RECURRENCE-ID value, when it overrides one occurrence of a recurring event. */
  rid: string | null;
  start: DateValue;
  /** All-day: the exclusive end day computed from DTEND or DURATION. */
  allDayEnd: string | null;
  recurring: boolean;
  cancelled: boolean;
  summary: string;
  /** The unique key it is imported under (the UID; a suffix when the feed repeats it). */
  key: string;
}

/** Reads and checks one VEVENT; floating times are pinned to `floatingZone` for node-ical. */
function readEvent(ev: Component, floatingZone: string): RawEvent {
  const uidLine = propOf(ev, 'UID');
  const uid = uidLine && uidLine.value.trim() ? uidLine.value.trim() : null;
  const owner = where(ev, uid);
  const starts = propsOf(ev, 'DTSTART');
  if (starts.length !== 1)
    throw new FeedError(
      starts.length === 0
        ? `Takvim bozuk: ${owner} başlangıç tarihi (DTSTART) yok.`
        : `Takvim bozuk: ${owner} birden fazla başlangıç tarihi (DTSTART) var.`,
    );
  const dtstart = starts[0]!;
  const start = dateValue(dtstart, 'başlangıç (DTSTART)', owner);
  const ends = propsOf(ev, 'DTEND');
  const durations = propsOf(ev, 'DURATION');
  if (ends.length + durations.length > 1)
    throw new FeedError(`Takvim bozuk: ${owner} bitişi birden fazla (DTEND/DURATION) verilmiş.`);
  if (propsOf(ev, 'RDATE').length)
    throw new FeedError(
      `Takvim okunamadı: ${owner} ek tekrar tarihleri (RDATE) var; bu biçim desteklenmiyor.`,
    );
  let allDayEnd: string | null = null;
  const dtend = ends[0];
  if (dtend) {
    const end = dateValue(dtend, 'bitiş (DTEND)', owner);
    if (end.kind !== start.kind)
      throw new FeedError(`Takvim bozuk: ${owner} başlangıç ve bitiş tarihleri farklı türde (gün/saat).`);
    if (start.kind === 'date') {
      if (end.day < start.day) throw new FeedError(`Takvim bozuk: ${owner} bitiş tarihi başlangıçtan önce.`);
      allDayEnd = end.day > start.day ? end.day : addDays(start.day, 1);
    }
  }
  const duration = durations[0];
  if (duration) {
    const days = durationDays(duration.value, owner);
    if (start.kind === 'date') allDayEnd = addDays(start.day, Math.max(days, 1));
  }
  if (start.kind === 'date' && !allDayEnd) allDayEnd = addDays(start.day, 1); // RFC 5545: one day
  const ridLine = propOf(ev, 'RECURRENCE-ID');
  if (ridLine) dateValue(ridLine, 'tekrar kimliği (RECURRENCE-ID)', owner);
  const seqRaw = propOf(ev, 'SEQUENCE')?.value.trim() ?? '0';
  // Floating times mean "the local time where you are": here, the villa's (or the calendar's) zone.
  for (const p of ev.props) {
    if (!['DTSTART', 'DTEND', 'RECURRENCE-ID', 'EXDATE'].includes(p.name)) continue;
    if (p.params.TZID === undefined && /T\d{6}$/.test(p.value.trim())) p.params.TZID = floatingZone;
  }
  const summaryLine = propOf(ev, 'SUMMARY');
  return {
    comp: ev,
    uid,
    seq: /^\d{1,9}$/.test(seqRaw) ? Number(seqRaw) : 0,
    rid: ridLine ? ridLine.value.trim() : null,
    start,
    allDayEnd,
    recurring: propsOf(ev, 'RRULE').length > 0,
    cancelled: (propOf(ev, 'STATUS')?.value.trim().toUpperCase() ?? '') === 'CANCELLED',
    summary: summaryLine ? unescapeText(summaryLine.value).slice(0, 300) : '',
    key: '',
  };
}

/**
 * Which events of the feed count, under which key. Per UID: the highest SEQUENCE is the
 * event's current version (older ones are dropped); versions that share it all count (a
 * channel that repeats a UID must not hide a stay). Overrides of one occurrence
 * (RECURRENCE-ID) stay with their recurring event; without one they count on their own.
 */
function assignKeys(events: RawEvent[]): RawEvent[] {
  const byUid = new Map<string, RawEvent[]>();
  const kept: RawEvent[] = [];
  const used = new Set<string>();
  const claim = (base: string) => {
    let key = base.slice(0, 480);
    for (let n = 2; used.has(key); n++) key = `${base.slice(0, 480)}#${n}`;
    used.add(key);
    return key;
  };
  for (const e of events) {
    const id = e.uid ?? `nouid:${propOf(e.comp, 'DTSTART')!.value.trim()}`;
    byUid.set(id, [...(byUid.get(id) ?? []), e]);
  }
  for (const [id, group] of byUid) {
    const masters = group.filter((e) => e.rid === null);
    const top = Math.max(...masters.map((m) => m.seq));
    const current = masters.filter((m) => m.seq === top);
    const series = current.find((m) => m.recurring);
    for (const m of current) {
      m.key = claim(id);
      kept.push(m);
    }
    // Overrides: the latest version of each occurrence.
    const byRid = new Map<string, RawEvent>();
    for (const o of group.filter((e) => e.rid !== null)) {
      const prev = byRid.get(o.rid!);
      if (!prev || o.seq >= prev.seq) byRid.set(o.rid!, o);
    }
    for (const o of byRid.values()) {
      if (series) {
        o.key = series.key;
        kept.push(o);
      } else {
        o.comp.props = o.comp.props.filter((p) => p.name !== 'RECURRENCE-ID');
        o.rid = null;
        o.key = claim(`${id}@${propOf(o.comp, 'DTSTART')!.value.trim()}`);
        kept.push(o);
      }
    }
  }
  return kept;
}

const isDate = (d: unknown): d is Date & { tz?: string } => d instanceof Date && !Number.isNaN(d.getTime());

/** The local calendar day of a date node-ical built at local midnight (all-day values). */
const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The zone a timed value was written in, as node-ical resolved it (Windows names, VTIMEZONE). */
function ownZone(start: Date & { tz?: string }, raw: DateValue, e: RawEvent): string {
  if (raw.utc) return 'Etc/UTC';
  const tz = start.tz;
  if (tz && isKnownZone(tz)) return tz;
  const written = propOf(e.comp, 'DTSTART')?.params.TZID ?? tz ?? '';
  throw new FeedError(
    `Takvim okunamadı: ${where(e.comp, e.uid)} saat dilimi tanınmadı (“${written.slice(0, 60)}”).`,
  );
}

/**
 * Reads a feed's events. The whole text is checked first (ics-text.ts, then every VEVENT: one
 * valid DTSTART, a valid DTEND or DURATION of the same kind, real dates, a known time zone); any
 * fault refuses the whole feed with a FeedError in Turkish, so a feed that arrived broken or cut
 * short never releases a night. Cancelled events and occurrences are left out (they free their
 * nights). All-day events block their days as written (DTEND exclusive); timed events block
 * every night they touch in the villa's zone and in their own (nights.ts).
 */
export function parseFeed(text: string, now = Date.now()): FeedEvent[] {
  const cal = readCalendar(text);
  const calZone = propOf(cal, 'X-WR-TIMEZONE')?.value.trim();
  const floatingZone = calZone && isKnownZone(calZone) ? calZone : VILLA_ZONE;
  const raw = cal.children.filter((c) => c.name === 'VEVENT').map((c) => readEvent(c, floatingZone));
  const kept = assignKeys(raw);

  // node-ical reads the checked calendar with one UID per kept event, for time zones and RRULEs.
  const normalized = [
    'BEGIN:VCALENDAR',
    ...cal.props.map(writeLine),
    ...cal.children.filter((c) => c.name === 'VTIMEZONE').flatMap(writeComponent),
    ...kept.flatMap((e) =>
      writeComponent({
        ...e.comp,
        props: [
          { name: 'UID', params: {}, value: e.key, line: 0 },
          ...e.comp.props.filter((p) => p.name !== 'UID'),
        ],
      }),
    ),
    'END:VCALENDAR',
  ].join('\r\n');
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(normalized);
  } catch (err) {
    throw new FeedError(`Takvim okunamadı: ${(err as Error).message.slice(0, 200)}.`);
  }

  const events: FeedEvent[] = [];
  const push = (e: FeedEvent) => {
    events.push(e);
    if (events.length > MAX_FEED_EVENTS)
      throw new FeedError(`Takvimde ${MAX_FEED_EVENTS}’den fazla etkinlik var.`);
  };
  for (const e of kept) {
    if (e.rid !== null) continue; // applied through its recurring event
    const ev = parsed[e.key] as ical.VEvent | undefined;
    if (!ev || ev.type !== 'VEVENT' || !isDate(ev.start))
      throw new FeedError(`Takvim okunamadı: ${where(e.comp, e.uid)} tarihleri okunamadı.`);
    if (e.start.kind === 'date-time') {
      if (!isDate(ev.end) || ev.end.getTime() < ev.start.getTime())
        throw new FeedError(`Takvim bozuk: ${where(e.comp, e.uid)} bitişi başlangıcından önce.`);
    }
    const zone = e.start.kind === 'date-time' ? ownZone(ev.start, e.start, e) : VILLA_ZONE;
    if (e.cancelled) continue;
    if (!e.recurring) {
      const nights =
        e.start.kind === 'date'
          ? { start: e.start.day, end: e.allDayEnd! }
          : timedNights(ev.start.getTime(), ev.end!.getTime(), zone);
      push({ uid: e.key, ...nights, summary: e.summary });
      continue;
    }
    let instances: ical.EventInstance[];
    try {
      instances = ical.expandRecurringEvent(ev, {
        from: new Date(now - RECURRENCE_PAST_DAYS * DAY_MS),
        to: new Date(now + RECURRENCE_AHEAD_DAYS * DAY_MS),
        expandOngoing: true,
      });
    } catch (err) {
      throw new FeedError(
        `Takvim okunamadı: ${where(e.comp, e.uid)} tekrar kuralı (RRULE) okunamadı (${(err as Error).message.slice(0, 120)}).`,
      );
    }
    const length =
      e.start.kind === 'date' ? Math.round((Date.parse(e.allDayEnd!) - Date.parse(e.start.day)) / DAY_MS) : 0;
    for (const inst of instances) {
      if (String(inst.event.status ?? '').toUpperCase() === 'CANCELLED') continue;
      const occurrence =
        inst.isOverride && isDate(inst.event.recurrenceid) ? inst.event.recurrenceid : inst.start;
      const summary = unescapeText(
        typeof inst.summary === 'string'
          ? inst.summary
          : String((inst.summary as { val?: string }).val ?? ''),
      );
      if (inst.isFullDay) {
        const start = localDay(inst.start);
        const end =
          isDate(inst.end) && localDay(inst.end) > start ? localDay(inst.end) : addDays(start, length);
        push({
          uid: `${e.key}/${localDay(occurrence)}`.slice(0, 500),
          start,
          end,
          summary: summary || e.summary,
        });
      } else {
        const nights = timedNights(inst.start.getTime(), inst.end.getTime(), zone);
        push({
          uid: `${e.key}/${occurrence.toISOString()}`.slice(0, 500),
          ...nights,
          summary: summary || e.summary,
        });
      }
    }
  }
  return events;
}

/**
 * Content types a feed may come with. Airbnb, Booking.com, Vrbo and Google Calendar send
 * text/calendar (with a charset); static file hosts and some channel managers serve the same
 * .ics file as text/plain or application/octet-stream, or with no type. Anything else (an HTML
 * login or error page, JSON, XML) is not a calendar and is refused before it is read.
 */
const CALENDAR_TYPES = new Set([
  'text/calendar',
  'text/x-vcalendar',
  'application/ics',
  'text/plain',
  'application/octet-stream',
]);

/** Refuses a response whose Content-Type is not a calendar's (see CALENDAR_TYPES). */
export function checkContentType(header: string | null): void {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '' || CALENDAR_TYPES.has(type)) return;
  throw new FeedError(
    `Takvim adresi iCal takvimi yerine başka bir içerik döndürdü (${type.slice(0, 60)}); adres doğru mu, takvim paylaşımı açık mı?`,
  );
}

/** Decodes the body in its declared charset (UTF-8 when none or unknown). */
function decode(bytes: Uint8Array, header: string | null): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(header ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Downloads a feed with a time limit and a size cap; every failure is a FeedError with Turkish text. */
export async function fetchFeed(url: string, now = Date.now()): Promise<FeedEvent[]> {
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
  const contentType = res.headers.get('content-type');
  try {
    checkContentType(contentType);
  } catch (err) {
    await res.body?.cancel();
    throw err;
  }
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
  return parseFeed(decode(Buffer.concat(chunks), contentType), now);
}
