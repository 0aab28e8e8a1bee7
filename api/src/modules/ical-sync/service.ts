import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { IcalChange, IcalFeedResult, IcalSource, IcalSyncResult } from '@villa/shared/contracts/villas';
import { sqlState } from '../../db/errors.ts';
import { reservations, villaBlocks } from '../../db/schema/reservations.ts';
import { villaIcalEvents, villaIcalFeeds, villas } from '../../db/schema/villas.ts';
import type { Db, Tx } from '../../db/types.ts';
import { fetchFeed, FeedError, type FeedEvent } from './parse.ts';

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
    );
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

/** What a sync of this feed would do, without writing anything. */
export async function previewFeed(db: Db, feed: FeedRow, events: FeedEvent[]): Promise<IcalFeedResult> {
  const existing = await db.select().from(villaIcalEvents).where(eq(villaIcalEvents.feedId, feed.id));
  const d = diff(existing, events);
  const ownIds = existing.map((e) => e.id);
  const result = emptyResult(feed, null);
  result.unchanged = d.unchanged;
  for (const e of d.added) {
    const c = change(e);
    const { conflict } = await overlapping(db, feed.villaId, e.start, e.end, ownIds);
    if (conflict) result.conflicts.push({ ...c, conflict });
    result.added.push(conflict ? { ...c, conflict } : c);
  }
  for (const { event, row } of d.changed) {
    const c = change(event, row);
    const { conflict } = await overlapping(db, feed.villaId, event.start, event.end, ownIds);
    if (conflict) result.conflicts.push({ ...c, conflict });
    result.changed.push(conflict ? { ...c, conflict } : c);
  }
  result.removed = d.removed.map((r) => ({
    uid: r.uid,
    summary: r.summary,
    start_date: r.startDate,
    end_date: r.endDate,
  }));
  return result;
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
 */
export async function applyFeedTx(tx: Tx, feed: FeedRow, events: FeedEvent[]): Promise<IcalFeedResult> {
  await tx.select({ id: villas.id }).from(villas).where(eq(villas.id, feed.villaId)).for('update');
  const existing = await tx.select().from(villaIcalEvents).where(eq(villaIcalEvents.feedId, feed.id));
  const d = diff(existing, events);
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

  await tx
    .update(villaIcalFeeds)
    .set({
      lastSyncAt: sql`now()`,
      lastStatus: 'ok',
      lastError: null,
      lastAdded: result.added.length,
      lastChanged: result.changed.length,
      lastRemoved: result.removed.length,
    })
    .where(eq(villaIcalFeeds.id, feed.id));
  return result;
}

async function recordFailure(db: Db | Tx, feedId: number, message: string) {
  await db
    .update(villaIcalFeeds)
    .set({ lastSyncAt: sql`now()`, lastStatus: 'error', lastError: message })
    .where(eq(villaIcalFeeds.id, feedId));
}

type Fetched = { feed: FeedRow; events: FeedEvent[] } | { feed: FeedRow; error: string };

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

/** Preview (apply=false, nothing written) or sync (apply=true) of every feed of a villa. */
export async function syncVilla(db: Db, villaId: number, apply: boolean): Promise<IcalSyncResult> {
  const feeds = await db
    .select()
    .from(villaIcalFeeds)
    .where(eq(villaIcalFeeds.villaId, villaId))
    .orderBy(villaIcalFeeds.id);
  const fetched = await fetchAll(feeds);
  const results: IcalFeedResult[] = [];
  for (const f of fetched) {
    if ('error' in f) {
      // A failing feed leaves its blocks untouched; only the failure is recorded (on a real sync).
      if (apply) await recordFailure(db, f.feed.id, f.error);
      results.push(emptyResult(f.feed, f.error));
      continue;
    }
    const { feed, events } = f;
    results.push(
      apply
        ? await db.transaction((tx) => applyFeedTx(tx, feed, events))
        : await previewFeed(db, feed, events),
    );
  }
  return { villa_id: villaId, applied: apply, feeds: results };
}

const LOCK_KEY = 74_218_001;

/**
 * Re-syncs every feed (the scheduled job). On PostgreSQL a transaction-level advisory lock makes
 * one instance apply at a time; others skip this round. Returns null when skipped.
 */
export async function syncAllFeeds(
  db: Db,
  driver: 'pg' | 'pglite',
): Promise<{ ok: number; failed: number } | null> {
  const feeds = await db.select().from(villaIcalFeeds).orderBy(villaIcalFeeds.villaId, villaIcalFeeds.id);
  if (feeds.length === 0) return { ok: 0, failed: 0 };
  const fetched = await fetchAll(feeds);
  const counts = { ok: 0, failed: 0 };
  const applyAll = async (tx: Tx) => {
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
      await tx.transaction((sp) => applyFeedTx(sp, f.feed, f.events));
      counts.ok++;
    }
  };
  if (driver === 'pg') {
    const done = await db.transaction(async (tx) => {
      // node-postgres result (this branch runs only on the pg driver).
      const res = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`,
      )) as unknown as {
        rows: { locked: boolean }[];
      };
      const lock = res.rows[0];
      if (!lock?.locked) return false;
      await applyAll(tx);
      return true;
    });
    return done ? counts : null;
  }
  await db.transaction(applyAll);
  return counts;
}

/** Removes one feed (or all of a villa's) with its imported events and their blocks. */
export async function deleteFeeds(db: Db, villaId: number, feedId?: number): Promise<number> {
  const rows = await db
    .delete(villaIcalFeeds)
    .where(and(eq(villaIcalFeeds.villaId, villaId), feedId ? eq(villaIcalFeeds.id, feedId) : undefined))
    .returning({ id: villaIcalFeeds.id });
  return rows.length;
}
