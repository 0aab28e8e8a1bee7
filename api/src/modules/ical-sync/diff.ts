import type { IcalChange, IcalFeedResult, IcalSource } from '@villa/shared/contracts/ical';
import type { FeedEvent } from './parse.ts';
import type { EventRow, FeedRow } from './rows.ts';

// What a sync of one feed changes (keyed by the events' UIDs), when a scheduled sync must wait
// for a person, and the texts that say so. Pure: no database, no network.

export function change(e: FeedEvent, previous?: EventRow): IcalChange {
  return {
    uid: e.uid,
    summary: e.summary,
    start_date: e.start,
    end_date: e.end,
    ...(previous ? { previous: { start_date: previous.startDate, end_date: previous.endDate } } : {}),
  };
}

export function diff(existing: EventRow[], events: FeedEvent[]) {
  const byUid = new Map(existing.map((e) => [e.uid, e]));
  const incoming = new Set(events.map((e) => e.uid));
  const added: FeedEvent[] = [];
  const changed: { event: FeedEvent; row: EventRow }[] = [];
  let unchanged = 0;
  for (const e of events) {
    const row = byUid.get(e.uid);
    if (!row) added.push(e);
    else if (row.startDate !== e.start || row.endDate !== e.end || row.summary !== e.summary)
      changed.push({ event: e, row });
    else unchanged++;
  }
  const removed = existing.filter((r) => !incoming.has(r.uid));
  return { added, changed, removed, unchanged };
}

/** A scheduled sync is held only when it would remove at least this many of a feed's blocks. */
export const HOLD_MIN_REMOVALS = 2;

/**
 * Why a scheduled sync must wait for a person, or null. It would remove more than half of the
 * feed's blocks still ahead (ending after today; past stays free nothing), and at least
 * HOLD_MIN_REMOVALS: a channel that suddenly publishes an empty or truncated calendar is
 * caught, while a single cancelled stay (often the only one a feed has) still frees its nights
 * without waiting for staff.
 */
export function massRemoval(
  existing: EventRow[],
  removed: EventRow[],
  today: string,
): { ahead: number; gone: number } | null {
  const ahead = existing.filter((e) => e.endDate > today).length;
  const gone = removed.filter((e) => e.endDate > today).length;
  return gone >= HOLD_MIN_REMOVALS && gone * 2 > ahead ? { ahead, gone } : null;
}

export const heldText = (m: { ahead: number; gone: number }) =>
  `Zamanlanmış senkronizasyon bu takvimden gelen ${m.ahead} güncel kapatmanın ${m.gone} tanesini kaldıracaktı; ` +
  'kaldırmalar ve değişiklikler uygulanmadı (yeni kapatmalar eklendi). Kanal takvimini kontrol edin.';

/** A held feed stays held while scheduled runs still find removals or changes (see applyFeedTx). */
export const STILL_HELD_TEXT = 'Zamanlanmış senkronizasyon personel onayını bekliyor.';

export const heldPreviewText =
  'Bu takvimin zamanlanmış senkronizasyonu bekletiliyor: kaldırılacak ve değişecek kayıtları kontrol edin; ' +
  '“Senkronize Et” hepsini uygular.';

export const warningText = (m: { ahead: number; gone: number }) =>
  `Bu senkronizasyon bu takvimden gelen ${m.ahead} güncel kapatmanın ${m.gone} tanesini kaldıracak; ` +
  'kanal takviminin eksik gelmediğinden emin olun.';

export function emptyResult(feed: FeedRow, error: string | null): IcalFeedResult {
  return {
    feed_id: feed.id,
    source: feed.source as IcalSource,
    url: feed.url,
    ok: error === null,
    error,
    added: [],
    changed: [],
    removed: [],
    unchanged: 0,
    conflicts: [],
  };
}
