import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { formatDate } from '@villa/shared/lib/format/dates';
import { villaBlocks } from '../../db/schema/reservations.ts';
import type { Db, Tx } from '../../db/types.ts';
import { blockOverlaps, blocksWithCode } from '../villa-blocks/repository.ts';
import type { FeedEvent } from './parse.ts';

// What a feed's events would overlap among the villa's blocks: the conflict notes staff see.

const KIND_LABELS: Record<string, string> = {
  reservation: 'rezervasyon',
  closed: 'takvim kapatması',
  external: 'manuel kapatma',
  ical: 'başka bir takvim',
};

/** What blocks [start, end) of a villa besides `ignoreEventIds`: described for a conflict note. */
export async function overlapping(
  db: Db | Tx,
  villaId: number,
  start: string,
  end: string,
  ignoreEventIds: number[],
) {
  const rows = await blocksWithCode(db)
    .where(
      and(
        eq(villaBlocks.villaId, villaId),
        blockOverlaps(start, end),
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
      `${r.code ? `${r.code} numaralı ` : ''}${KIND_LABELS[r.kind] ?? r.kind} (${formatDate(r.start)}–${formatDate(r.end)})`,
  );
  return {
    conflict: `Bu sitedeki ${parts.join(', ')} ile çakışıyor; çift rezervasyon olabilir.`,
    otherFeed: false,
  };
}

/** The booking/closing made here that each event would overlap (null: none), besides the feed's own blocks. */
export async function conflictsOf(db: Db | Tx, villaId: number, ownIds: number[], events: FeedEvent[]) {
  const out: (string | null)[] = [];
  for (const e of events) out.push((await overlapping(db, villaId, e.start, e.end, ownIds)).conflict);
  return out;
}
