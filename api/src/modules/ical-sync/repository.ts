import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { IcalConflict, IcalFeedBody, VillaIcalFeed } from '@villa/shared/contracts/ical';
import { villaBlocks } from '../../db/schema/reservations.ts';
import { blocksWithCode } from '../villa-blocks/repository.ts';
import { villaIcalEvents, villaIcalFeeds, villas } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import { toFeed } from '../villas/repository.ts';

/** The routes' SQL (routes.ts): feeds added, conflicts listed and resolved, the published calendar. */

/** Adds a feed; a second copy of the villa's feed URL fails with 23505. */
export async function insertFeed(db: Db, b: IcalFeedBody): Promise<VillaIcalFeed> {
  const [row] = await db
    .insert(villaIcalFeeds)
    .values({ villaId: b.villa_id, source: b.source, url: b.url })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toFeed(row);
}

/** Unresolved conflicts, by start day; `villaIds` limits them to those villas (an OWNER's). */
export async function unresolvedConflicts(db: Db, villaIds: number[] | null): Promise<IcalConflict[]> {
  return db
    .select({
      id: villaIcalEvents.id,
      villaId: villaIcalEvents.villaId,
      villaName: villas.name,
      feedSource: villaIcalFeeds.source,
      startDate: villaIcalEvents.startDate,
      endDate: villaIcalEvents.endDate,
      summary: villaIcalEvents.summary,
      conflictNote: villaIcalEvents.conflictNote,
    })
    .from(villaIcalEvents)
    .innerJoin(villas, eq(villas.id, villaIcalEvents.villaId))
    .innerJoin(villaIcalFeeds, eq(villaIcalFeeds.id, villaIcalEvents.feedId))
    .where(
      and(
        eq(villaIcalEvents.conflict, true),
        isNull(villaIcalEvents.resolvedAt),
        villaIds ? inArray(villaIcalEvents.villaId, villaIds) : undefined,
      ),
    )
    .orderBy(asc(villaIcalEvents.startDate), asc(villaIcalEvents.id));
}

/** Marks an unresolved conflict resolved; false when there is none with that id. */
export async function resolveConflict(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(villaIcalEvents)
    .set({ resolvedAt: sql`now()` })
    .where(
      and(eq(villaIcalEvents.id, id), eq(villaIcalEvents.conflict, true), isNull(villaIcalEvents.resolvedAt)),
    )
    .returning({ id: villaIcalEvents.id });
  return rows.length > 0;
}

/** The villa whose calendar token this is, or undefined. */
export async function calendarVilla(db: Db, villaId: number, token: string) {
  const [villa] = await db
    .select({ id: villas.id, name: villas.name, token: villas.icalToken })
    .from(villas)
    .where(and(eq(villas.id, villaId), eq(villas.icalToken, token)));
  return villa;
}

/**
 * The blocks a villa publishes: reservations and closings ending 30 days ago or later; blocks
 * imported from other calendars are left out (no echo loop).
 */
export async function publishedBlocks(db: Db, villaId: number) {
  return blocksWithCode(db)
    .where(
      and(
        eq(villaBlocks.villaId, villaId),
        inArray(villaBlocks.kind, ['reservation', 'closed', 'external']),
        sql`upper(${villaBlocks.period}) >= current_date - 30`,
      ),
    )
    .orderBy(sql`lower(${villaBlocks.period})`);
}
