import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import pg from 'pg';
import {
  ICAL_PREVIEW_EXPIRED_MESSAGE,
  ICAL_PREVIEW_INVALID_MESSAGE,
  ICAL_PREVIEW_STALE_MESSAGE,
  type IcalChange,
  type IcalFeedResult,
  type IcalSource,
  type IcalSyncPreview,
  type IcalSyncResult,
} from '@villa/shared/contracts/ical';
import { sqlState } from '../../db/errors.ts';
import { bookingTx, lockVillas } from '../../db/locks.ts';
import { reservations, villaBlocks } from '../../db/schema/reservations.ts';
import { villaIcalEvents, villaIcalFeeds } from '../../db/schema/villas.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { todayInTurkey } from '../pricing/dates.ts';
import { fetchFeed, FeedError, type FeedEvent } from './parse.ts';
import {
  digest,
  PREVIEW_TTL_MS,
  signPlan,
  verifyPlan,
  type PlanEvent,
  type PlannedFeed,
} from './preview-token.ts';

type FeedRow = typeof villaIcalFeeds.$inferSelect;
type EventRow = typeof villaIcalEvents.$inferSelect;

const KIND_LABELS: Record<string, string> = {
  reservation: 'rezervasyon',
  closed: 'takvim kapatması',
  external: 'manuel kapatma',
  ical: 'başka bir takvim',
};

const trDate = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;

/** What blocks [start, end) of a villa besides `ignoreEventIds`: described for a conflict note. */
async function overlapping(
  db: Db | Tx,
  villaId: number,
  start: string,
  end: string,
  ignoreEventIds: number[],
) {
  const rows = await db
    .select({
      kind: villaBlocks.kind,
      start: sql<string>`lower(${villaBlocks.period})::text`,
      end: sql<string>`upper(${villaBlocks.period})::text`,
      code: reservations.reservationCode,
    })
    .from(villaBlocks)
    .leftJoin(reservations, eq(reservations.id, villaBlocks.reservationId))
    .where(
      and(
        eq(villaBlocks.villaId, villaId),
        sql`${villaBlocks.period} && daterange(${start}::date, ${end}::date, '[)')`,
        ignoreEventIds.length
          ? or(isNull(villaBlocks.icalEventId), notInArray(villaBlocks.icalEventId, ignoreEventIds))
          : undefined,
      ),
    )
    // A fixed order: the conflict text is compared between preview and sync.
    .orderBy(sql`lower(${villaBlocks.period})`, villaBlocks.id);
  const here = rows.filter((r) => r.kind !== 'ical');
  if (here.length === 0) return { conflict: null, otherFeed: rows.length > 0 };
  const parts = here.map(
    (r) =>
      `${r.code ? `${r.code} numaralı ` : ''}${KIND_LABELS[r.kind] ?? r.kind} (${trDate(r.start)}–${trDate(r.end)})`,
  );
  return {
    conflict: `Bu sitedeki ${parts.join(', ')} ile çakışıyor; çift rezervasyon olabilir.`,
    otherFeed: false,
  };
}

function change(e: FeedEvent, previous?: EventRow): IcalChange {
  return {
    uid: e.uid,
    summary: e.summary,
    start_date: e.start,
    end_date: e.end,
    ...(previous ? { previous: { start_date: previous.startDate, end_date: previous.endDate } } : {}),
  };
}

function diff(existing: EventRow[], events: FeedEvent[]) {
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

const heldText = (m: { ahead: number; gone: number }) =>
  `Zamanlanmış senkronizasyon bu takvimden gelen ${m.ahead} güncel kapatmanın ${m.gone} tanesini kaldıracaktı; ` +
  'kaldırmalar ve değişiklikler uygulanmadı (yeni kapatmalar eklendi). Kanal takvimini kontrol edin.';

/** A held feed stays held while scheduled runs still find removals or changes (see applyFeedTx). */
const STILL_HELD_TEXT = 'Zamanlanmış senkronizasyon personel onayını bekliyor.';

const heldPreviewText =
  'Bu takvimin zamanlanmış senkronizasyonu bekletiliyor: kaldırılacak ve değişecek kayıtları kontrol edin; ' +
  '“Senkronize Et” hepsini uygular.';

const warningText = (m: { ahead: number; gone: number }) =>
  `Bu senkronizasyon bu takvimden gelen ${m.ahead} güncel kapatmanın ${m.gone} tanesini kaldıracak; ` +
  'kanal takviminin eksik gelmediğinden emin olun.';

function emptyResult(feed: FeedRow, error: string | null): IcalFeedResult {
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

/** Digest of a feed's imported events: the state a preview was computed from. */
function baseDigest(feed: FeedRow, existing: EventRow[]): string {
  return digest([
    feed.id,
    feed.url,
    [...existing].sort((a, b) => a.id - b.id).map((e) => [e.id, e.uid, e.startDate, e.endDate, e.summary]),
  ]);
}

/** Digest of the conflicts shown for the added and changed events, in preview order. */
const conflictDigest = (items: { uid: string; conflict?: string | undefined }[]) =>
  digest(items.map((c) => [c.uid, c.conflict ?? null]));

/** The booking/closing made here that each event would overlap (null: none), besides the feed's own blocks. */
async function conflictsOf(db: Db | Tx, villaId: number, ownIds: number[], events: FeedEvent[]) {
  const out: (string | null)[] = [];
  for (const e of events) out.push((await overlapping(db, villaId, e.start, e.end, ownIds)).conflict);
  return out;
}

const toPlan = (e: FeedEvent): PlanEvent => [e.uid, e.start, e.end, e.summary];
const fromPlan = ([uid, start, end, summary]: PlanEvent): FeedEvent => ({ uid, start, end, summary });

/** What a sync of this feed would do, without writing anything, and that change set for the token. */
export async function previewFeed(
  db: Db,
  feed: FeedRow,
  events: FeedEvent[],
): Promise<{ result: IcalFeedResult; plan: PlannedFeed }> {
  const existing = await db.select().from(villaIcalEvents).where(eq(villaIcalEvents.feedId, feed.id));
  const d = diff(existing, events);
  const ownIds = existing.map((e) => e.id);
  const result = emptyResult(feed, null);
  result.unchanged = d.unchanged;
  const mass = massRemoval(existing, d.removed, todayInTurkey());
  if (mass) result.warning = warningText(mass);
  else if (feed.heldAt && d.removed.length + d.changed.length > 0) result.warning = heldPreviewText;
  const addConflicts = await conflictsOf(db, feed.villaId, ownIds, d.added);
  d.added.forEach((e, i) => {
    const c = change(e);
    const conflict = addConflicts[i];
    if (conflict) result.conflicts.push({ ...c, conflict });
    result.added.push(conflict ? { ...c, conflict } : c);
  });
  const changeConflicts = await conflictsOf(
    db,
    feed.villaId,
    ownIds,
    d.changed.map((c) => c.event),
  );
  d.changed.forEach(({ event, row }, i) => {
    const c = change(event, row);
    const conflict = changeConflicts[i];
    if (conflict) result.conflicts.push({ ...c, conflict });
    result.changed.push(conflict ? { ...c, conflict } : c);
  });
  result.removed = d.removed.map((r) => ({
    uid: r.uid,
    summary: r.summary,
    start_date: r.startDate,
    end_date: r.endDate,
  }));
  const plan: PlannedFeed = {
    id: feed.id,
    base: baseDigest(feed, existing),
    add: d.added.map(toPlan),
    chg: d.changed.map((c) => toPlan(c.event)),
    rm: d.removed.map((r) => r.uid),
    cf: conflictDigest([...result.added, ...result.changed]),
  };
  return { result, plan };
}

/** Tries to block the event's days; an overlap becomes a conflict (or waits for another feed's block). */
async function blockEvent(tx: Tx, villaId: number, ev: EventRow, ownIds: number[]): Promise<string | null> {
  try {
    await tx.transaction(async (sp) => {
      await sp.insert(villaBlocks).values({
        villaId,
        period: sql`daterange(${ev.startDate}::date, ${ev.endDate}::date, '[)')`,
        kind: 'ical',
        icalEventId: ev.id,
        note: ev.summary,
      });
    });
  } catch (err) {
    if (sqlState(err) !== '23P01') throw err;
    const { conflict } = await overlapping(tx, villaId, ev.startDate, ev.endDate, ownIds);
    if (conflict) {
      await tx
        .update(villaIcalEvents)
        .set({ conflict: true, conflictNote: conflict, updatedAt: sql`now()` })
        .where(eq(villaIcalEvents.id, ev.id));
      return conflict;
    }
    // Already closed by another channel's feed: nothing to report, retried on the next sync.
    await tx
      .update(villaIcalEvents)
      .set({
        conflict: false,
        conflictNote: 'Aynı günler başka bir takvimden zaten kapalı.',
        updatedAt: sql`now()`,
      })
      .where(eq(villaIcalEvents.id, ev.id));
    return null;
  }
  if (ev.conflict || ev.conflictNote) {
    await tx
      .update(villaIcalEvents)
      .set({ conflict: false, conflictNote: '', resolvedAt: null, updatedAt: sql`now()` })
      .where(eq(villaIcalEvents.id, ev.id));
  }
  return null;
}

/**
 * Applies a feed's events inside the caller's transaction: keyed by UID, a changed event moves
 * its own block, a vanished one releases it. Only this feed's 'ical' blocks are ever removed.
 * A person's sync (the default) applies everything and ends a hold. A scheduled one (`scheduled`)
 * that would remove too many blocks at once (massRemoval) only adds: its removals and changes
 * wait, and the feed is marked held. Later scheduled runs keep holding removals and changes
 * (the stays they added must not make the same removals look small) until staff preview and
 * sync, or the channel lists its stays again (a run with nothing to remove or change).
 */
export async function applyFeedTx(
  tx: Tx,
  feed: FeedRow,
  events: FeedEvent[],
  opts: { scheduled?: boolean; today?: string } = {},
): Promise<{ result: IcalFeedResult; held: boolean }> {
  await lockVillas(tx, [feed.villaId]); // the one lock order (db/locks.ts)
  const existing = await tx.select().from(villaIcalEvents).where(eq(villaIcalEvents.feedId, feed.id));
  let d = diff(existing, events);
  let hold: string | null = null;
  if (opts.scheduled) {
    const mass = massRemoval(existing, d.removed, opts.today ?? todayInTurkey());
    if (mass) hold = heldText(mass);
    else if (d.removed.length + d.changed.length > 0) {
      const [row] = await tx
        .select({ heldAt: villaIcalFeeds.heldAt, heldReason: villaIcalFeeds.heldReason })
        .from(villaIcalFeeds)
        .where(eq(villaIcalFeeds.id, feed.id));
      if (row?.heldAt) hold = row.heldReason ?? STILL_HELD_TEXT;
    }
  }
  if (hold) {
    // Held: only the new events block now (a stay booked on the channel must not wait for staff).
    const kept = existing.map((e): FeedEvent => ({
      uid: e.uid,
      start: e.startDate,
      end: e.endDate,
      summary: e.summary,
    }));
    d = diff(existing, [...kept, ...d.added]);
  }
  const result = emptyResult(feed, null);
  result.unchanged = d.unchanged;

  if (d.removed.length) {
    // Cascades to their 'ical' blocks only.
    await tx.delete(villaIcalEvents).where(
      inArray(
        villaIcalEvents.id,
        d.removed.map((r) => r.id),
      ),
    );
    result.removed = d.removed.map((r) => ({
      uid: r.uid,
      summary: r.summary,
      start_date: r.startDate,
      end_date: r.endDate,
    }));
  }
  for (const { event, row } of d.changed) {
    await tx
      .delete(villaBlocks)
      .where(and(eq(villaBlocks.icalEventId, row.id), eq(villaBlocks.kind, 'ical')));
    await tx
      .update(villaIcalEvents)
      .set({
        startDate: event.start,
        endDate: event.end,
        summary: event.summary,
        conflict: false,
        conflictNote: '',
        resolvedAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(villaIcalEvents.id, row.id));
    result.changed.push(change(event, row));
  }
  for (const e of d.added) {
    await tx.insert(villaIcalEvents).values({
      feedId: feed.id,
      villaId: feed.villaId,
      uid: e.uid,
      startDate: e.start,
      endDate: e.end,
      summary: e.summary,
    });
    result.added.push(change(e));
  }

  // Every event of the feed without a block (new, moved, or waiting since an earlier sync) tries to block now.
  const current = await tx.select().from(villaIcalEvents).where(eq(villaIcalEvents.feedId, feed.id));
  const blocked = await tx
    .select({ eventId: villaBlocks.icalEventId })
    .from(villaBlocks)
    .where(and(eq(villaBlocks.villaId, feed.villaId), eq(villaBlocks.kind, 'ical')));
  const blockedIds = new Set(blocked.map((b) => b.eventId));
  const ownIds = current.map((c) => c.id);
  for (const ev of current) {
    if (blockedIds.has(ev.id)) continue;
    const conflict = await blockEvent(tx, feed.villaId, ev, ownIds);
    if (conflict) {
      const c = {
        uid: ev.uid,
        summary: ev.summary,
        start_date: ev.startDate,
        end_date: ev.endDate,
        conflict,
      };
      result.conflicts.push(c);
      for (const list of [result.added, result.changed]) {
        const hit = list.find((x) => x.uid === ev.uid);
        if (hit) hit.conflict = conflict;
      }
    }
  }

  // The feed was read in full either way: it is not failing. The last error stays on record.
  await tx
    .update(villaIcalFeeds)
    .set({
      lastSyncAt: sql`now()`,
      lastStatus: hold ? 'held' : 'ok',
      ...(hold
        ? { heldAt: sql`coalesce(${villaIcalFeeds.heldAt}, now())`, heldReason: hold }
        : { lastSuccessAt: sql`now()`, heldAt: null, heldReason: null }),
      failingSince: null,
      lastAdded: result.added.length,
      lastChanged: result.changed.length,
      lastRemoved: result.removed.length,
    })
    .where(eq(villaIcalFeeds.id, feed.id));
  if (hold) result.warning = hold;
  return { result, held: hold !== null };
}

/** A feed that could not be read (or was refused): its blocks stay; the error and since when it fails are kept. */
async function recordFailure(db: Db | Tx, feedId: number, message: string) {
  await db
    .update(villaIcalFeeds)
    .set({
      lastSyncAt: sql`now()`,
      lastStatus: 'error',
      lastError: message,
      lastErrorAt: sql`now()`,
      failingSince: sql`coalesce(${villaIcalFeeds.failingSince}, now())`,
      heldAt: null,
      heldReason: null,
    })
    .where(eq(villaIcalFeeds.id, feedId));
}

export type Fetched = { feed: FeedRow; events: FeedEvent[] } | { feed: FeedRow; error: string };

async function fetchAll(feeds: FeedRow[]): Promise<Fetched[]> {
  const out: Fetched[] = [];
  // A few at a time: one slow channel does not hold the others back for long.
  for (let i = 0; i < feeds.length; i += 4) {
    const batch = feeds.slice(i, i + 4);
    out.push(
      ...(await Promise.all(
        batch.map(async (feed): Promise<Fetched> => {
          try {
            return { feed, events: await fetchFeed(feed.url) };
          } catch (err) {
            return { feed, error: err instanceof FeedError ? err.message : 'Takvim okunamadı.' };
          }
        }),
      )),
    );
  }
  return out;
}

/**
 * Preview of every feed of a villa: fetches and parses them, writes nothing, and returns what
 * a sync would add, change and remove with a signed token carrying exactly that change set.
 */
export async function previewVilla(db: Db, villaId: number, now = Date.now()): Promise<IcalSyncPreview> {
  const feeds = await db
    .select()
    .from(villaIcalFeeds)
    .where(eq(villaIcalFeeds.villaId, villaId))
    .orderBy(villaIcalFeeds.id);
  const fetched = await fetchAll(feeds);
  const results: IcalFeedResult[] = [];
  const plans: PlannedFeed[] = [];
  for (const f of fetched) {
    if ('error' in f) {
      // A failing feed leaves its blocks untouched: the sync only records the failure.
      results.push(emptyResult(f.feed, f.error));
      plans.push({ id: f.feed.id, err: f.error });
      continue;
    }
    const { result, plan } = await previewFeed(db, f.feed, f.events);
    results.push(result);
    plans.push(plan);
  }
  const exp = now + PREVIEW_TTL_MS;
  const token = await signPlan(db, { v: 1, villa: villaId, exp, feeds: plans });
  return {
    villa_id: villaId,
    applied: false,
    feeds: results,
    preview_token: token,
    expires_at: new Date(exp).toISOString(),
  };
}

const stale = () => new HttpError(409, ICAL_PREVIEW_STALE_MESSAGE);

/**
 * Applies exactly the change set of a preview (its token), in one transaction: the feeds are
 * NOT fetched again, so an external calendar that changed after the preview does not change
 * what is applied (the next preview or the scheduled job picks that up). The set is refused
 * with 409, and nothing is written, when since the preview:
 *  - a feed's imported events changed (another sync, the scheduled job, a deleted feed), since
 *    the adds/changes/removes were computed against them; or
 *  - the bookings/closings made here that the previewed events overlap changed, so the
 *    conflicts the preview showed are no longer what would happen.
 * A malformed, tampered or other villa's token is 400; an expired one 409. As on every sync,
 * events already imported that still wait for their days (an earlier conflict, another
 * channel's block) try to block them again; bookings made here are never touched.
 */
export async function applyPreview(
  db: Db,
  villaId: number,
  token: string,
  now = Date.now(),
): Promise<IcalSyncResult> {
  const plan = await verifyPlan(db, token);
  if (!plan || plan.villa !== villaId) throw new HttpError(400, ICAL_PREVIEW_INVALID_MESSAGE);
  if (plan.exp < now) throw new HttpError(409, ICAL_PREVIEW_EXPIRED_MESSAGE);

  // One sync of a villa at a time (applyFeedTx and the scheduled job take the same lock).
  return bookingTx(db, { villas: [villaId] }, async (tx) => {
    const ids = plan.feeds.map((f) => f.id);
    const rows = ids.length
      ? await tx
          .select()
          .from(villaIcalFeeds)
          .where(and(eq(villaIcalFeeds.villaId, villaId), inArray(villaIcalFeeds.id, ids)))
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));

    // First check every feed, then write: a stale feed refuses the whole set.
    type Work = { feed: FeedRow; events: FeedEvent[] } | { feed: FeedRow; error: string };
    const work: Work[] = [];
    for (const p of plan.feeds) {
      const feed = byId.get(p.id);
      if ('err' in p) {
        // Failed at preview: only the failure is recorded (if the feed still exists).
        if (feed) work.push({ feed, error: p.err });
        continue;
      }
      if (!feed) throw stale();
      const existing = await tx.select().from(villaIcalEvents).where(eq(villaIcalEvents.feedId, feed.id));
      if (baseDigest(feed, existing) !== p.base) throw stale();
      const add = p.add.map(fromPlan);
      const chg = p.chg.map(fromPlan);
      const conflicts = await conflictsOf(
        tx,
        villaId,
        existing.map((e) => e.id),
        [...add, ...chg],
      );
      const shown = [...add, ...chg].map((e, i) => ({ uid: e.uid, conflict: conflicts[i] ?? undefined }));
      if (conflictDigest(shown) !== p.cf) throw stale();
      // The feed's events after the previewed changes; applyFeedTx's diff against the (unchanged)
      // imported events then finds exactly these adds, changes and removes.
      const uids = new Set(existing.map((e) => e.uid));
      const removed = new Set(p.rm);
      const changed = new Map(chg.map((e) => [e.uid, e]));
      if (
        add.some((e) => uids.has(e.uid)) ||
        chg.some((e) => !uids.has(e.uid)) ||
        p.rm.some((u) => !uids.has(u))
      )
        throw stale();
      const events = [
        ...existing
          .filter((e) => !removed.has(e.uid))
          .map(
            (e): FeedEvent =>
              changed.get(e.uid) ?? { uid: e.uid, start: e.startDate, end: e.endDate, summary: e.summary },
          ),
        ...add,
      ];
      work.push({ feed, events });
    }

    const results: IcalFeedResult[] = [];
    for (const w of work) {
      if ('error' in w) {
        await recordFailure(tx, w.feed.id, w.error);
        results.push(emptyResult(w.feed, w.error));
      } else {
        results.push((await applyFeedTx(tx, w.feed, w.events)).result);
      }
    }
    return { villa_id: villaId, applied: true, feeds: results };
  });
}

const LOCK_KEY = 74_218_001;

/** Returned by withSyncLock when another instance holds the lock. */
export const SYNC_LOCKED = Symbol('ical-sync-locked');

/** The pg Pool behind a node-postgres drizzle instance (drizzle keeps its client as `$client`). */
function poolOf(db: Db): pg.Pool {
  const client = (db as Db & { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('iCal sync lock: the database is not a pg Pool');
  return client;
}

/**
 * Runs `run` as the only scheduled-sync run of all instances, or returns SYNC_LOCKED at once.
 *
 * PostgreSQL: a session-level advisory lock on a connection kept for the run, taken before
 * anything is read or downloaded and released when `run` ends. The connection only holds the
 * lock (no transaction stays open while feeds download); `run` applies in transactions of its
 * own. If the instance dies, its connection closes and the server drops the lock. If only that
 * connection breaks, `onLockLost` is told and the run goes on (the round's claim still guards it).
 *
 * PGlite: one instance (its data directory is locked) on one connection; the job never overlaps
 * itself, so there is no lock.
 */
export async function withSyncLock<T>(
  db: Db,
  driver: 'pg' | 'pglite',
  run: () => Promise<T>,
  onLockLost: (err: Error) => void = () => {},
): Promise<T | typeof SYNC_LOCKED> {
  if (driver === 'pglite') return run();
  const client = await poolOf(db).connect();
  let broken: Error | undefined;
  // Checked-out clients have no error listener: without this one, losing the idle connection
  // while the feeds download would be an uncaught 'error' event.
  const onError = (err: Error) => {
    broken = err;
    onLockLost(err);
  };
  client.on('error', onError);
  let locked = false;
  try {
    const res = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      LOCK_KEY,
    ]);
    locked = res.rows[0]?.locked === true;
    if (!locked) return SYNC_LOCKED;
    return await run();
  } finally {
    if (locked && !broken) {
      try {
        await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
      } catch (err) {
        broken = err instanceof Error ? err : new Error(String(err));
      }
    }
    client.removeListener('error', onError);
    // A broken connection (or one that may still hold the lock) is closed, never reused.
    client.release(broken);
  }
}

/** Every feed's current content (or why it could not be read). Reads and downloads, writes nothing. */
export async function downloadAllFeeds(db: Db): Promise<Fetched[]> {
  const feeds = await db.select().from(villaIcalFeeds).orderBy(villaIcalFeeds.villaId, villaIcalFeeds.id);
  return feeds.length ? fetchAll(feeds) : [];
}

/**
 * Applies downloaded feeds as the scheduled job does (a failure is recorded on its feed; a feed
 * that would lose too many blocks at once is held, see applyFeedTx); each feed in a savepoint.
 */
export async function applyDownloaded(
  tx: Tx,
  fetched: Fetched[],
  today = todayInTurkey(),
): Promise<{ ok: number; failed: number; held: number }> {
  const counts = { ok: 0, failed: 0, held: 0 };
  // Every villa first, in ascending order (db/locks.ts), before any row that references one.
  await lockVillas(
    tx,
    fetched.map((f) => f.feed.villaId),
  );
  for (const f of fetched) {
    // The feed may have been deleted while we fetched.
    const [still] = await tx
      .select({ id: villaIcalFeeds.id })
      .from(villaIcalFeeds)
      .where(eq(villaIcalFeeds.id, f.feed.id));
    if (!still) continue;
    if ('error' in f) {
      await recordFailure(tx, f.feed.id, f.error);
      counts.failed++;
      continue;
    }
    const applied = await tx.transaction((sp) =>
      applyFeedTx(sp, f.feed, f.events, { scheduled: true, today }),
    );
    if (applied.held) counts.held++;
    else counts.ok++;
  }
  return counts;
}

/**
 * Re-syncs every feed now, once across instances: the lock (withSyncLock) is taken before
 * anything is downloaded, so an instance that does not get it downloads nothing. Returns null
 * when another instance holds it. The scheduled job adds its once-per-interval round on top.
 */
export async function syncAllFeeds(
  db: Db,
  driver: 'pg' | 'pglite',
): Promise<{ ok: number; failed: number; held: number } | null> {
  const result = await withSyncLock(db, driver, async () => {
    const fetched = await downloadAllFeeds(db);
    if (fetched.length === 0) return { ok: 0, failed: 0, held: 0 };
    return db.transaction((tx) => applyDownloaded(tx, fetched));
  });
  return result === SYNC_LOCKED ? null : result;
}

/** Removes one feed (or all of a villa's) with its imported events and their blocks. */
export async function deleteFeeds(db: Db, villaId: number, feedId?: number): Promise<number> {
  const rows = await db
    .delete(villaIcalFeeds)
    .where(and(eq(villaIcalFeeds.villaId, villaId), feedId ? eq(villaIcalFeeds.id, feedId) : undefined))
    .returning({ id: villaIcalFeeds.id });
  return rows.length;
}
