import { eq } from 'drizzle-orm';
import type { IcalFeedResult, IcalSyncPreview } from '@villa/shared/contracts/ical';
import { villaIcalEvents, villaIcalFeeds } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import { todayInTurkey } from '../pricing/dates.ts';
import { conflictsOf } from './conflicts.ts';
import { change, diff, emptyResult, heldPreviewText, massRemoval, warningText } from './diff.ts';
import { fetchAll } from './fetch.ts';
import type { FeedEvent } from './parse.ts';
import { digest, PREVIEW_TTL_MS, signPlan, type PlanEvent, type PlannedFeed } from './preview-token.ts';
import type { EventRow, FeedRow } from './rows.ts';

// The preview staff see before a sync: what it would do, and a signed token carrying exactly that.

/** Digest of a feed's imported events: the state a preview was computed from. */
export function baseDigest(feed: FeedRow, existing: EventRow[]): string {
  return digest([
    feed.id,
    feed.url,
    [...existing].sort((a, b) => a.id - b.id).map((e) => [e.id, e.uid, e.startDate, e.endDate, e.summary]),
  ]);
}

/** Digest of the conflicts shown for the added and changed events, in preview order. */
export const conflictDigest = (items: { uid: string; conflict?: string | undefined }[]) =>
  digest(items.map((c) => [c.uid, c.conflict ?? null]));

export const toPlan = (e: FeedEvent): PlanEvent => [e.uid, e.start, e.end, e.summary];
export const fromPlan = ([uid, start, end, summary]: PlanEvent): FeedEvent => ({ uid, start, end, summary });

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
