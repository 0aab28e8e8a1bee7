import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ICAL_PREVIEW_EXPIRED_MESSAGE,
  ICAL_PREVIEW_INVALID_MESSAGE,
  ICAL_PREVIEW_STALE_MESSAGE,
  type IcalFeedResult,
  type IcalSyncResult,
} from '@villa/shared/contracts/ical';
import { sqlState } from '../../db/errors.ts';
import { bookingTx, lockVillas } from '../../db/locks.ts';
import { villaBlocks } from '../../db/schema/reservations.ts';
import { villaIcalEvents, villaIcalFeeds } from '../../db/schema/villas.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { todayInTurkey } from '../pricing/dates.ts';
import { nightsRange } from '../villa-blocks/repository.ts';
import { conflictsOf, overlapping } from './conflicts.ts';
import { change, diff, emptyResult, heldText, massRemoval, STILL_HELD_TEXT } from './diff.ts';
import type { Fetched } from './fetch.ts';
import type { FeedEvent } from './parse.ts';
import { baseDigest, conflictDigest, fromPlan } from './preview.ts';
import { verifyPlan } from './preview-token.ts';
import type { EventRow, FeedRow } from './rows.ts';

// Writing a sync: a feed's events become blocks (or conflicts), a preview's change set is applied
// as it was shown, downloaded feeds are applied by the scheduled job, feeds are removed.

/** Tries to block the event's days; an overlap becomes a conflict (or waits for another feed's block). */
async function blockEvent(tx: Tx, villaId: number, ev: EventRow, ownIds: number[]): Promise<string | null> {
  try {
    await tx.transaction(async (sp) => {
      await sp.insert(villaBlocks).values({
        villaId,
        period: nightsRange(ev.startDate, ev.endDate),
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

/** Removes one feed (or all of a villa's) with its imported events and their blocks. */
export async function deleteFeeds(db: Db, villaId: number, feedId?: number): Promise<number> {
  const rows = await db
    .delete(villaIcalFeeds)
    .where(and(eq(villaIcalFeeds.villaId, villaId), feedId ? eq(villaIcalFeeds.id, feedId) : undefined))
    .returning({ id: villaIcalFeeds.id });
  return rows.length;
}
