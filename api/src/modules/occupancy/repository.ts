import { asc, eq, sql } from 'drizzle-orm';
import { towns } from '../../db/schema/regions.ts';
import { reservations, villaBlocks } from '../../db/schema/reservations.ts';
import { villaIcalEvents, villaIcalFeeds, villas } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';

/** Every villa with its town, in the admin's order. */
export function listVillas(db: Db) {
  return db
    .select({ id: villas.id, name: villas.name, townName: towns.name })
    .from(villas)
    .innerJoin(towns, eq(towns.id, villas.townId))
    .orderBy(asc(villas.sortOrder), asc(villas.name));
}

/** A block's villa, days and kind, with its reservation's status, code and customer. */
const blockColumns = {
  villaId: villaBlocks.villaId,
  start: sql<string>`lower(${villaBlocks.period})::text`,
  end: sql<string>`upper(${villaBlocks.period})::text`,
  kind: villaBlocks.kind,
  reservationId: villaBlocks.reservationId,
  status: reservations.status,
  code: reservations.reservationCode,
  customerName: reservations.customerName,
};

/** The block's days overlap [first, next). */
const overlaps = (first: string, next: string) =>
  sql`${villaBlocks.period} && daterange(${first}::date, ${next}::date, '[)')`;

/** The blocks overlapping [first, next), with their reservation's status, code and customer. */
export function blocksBetween(db: Db, first: string, next: string) {
  return db
    .select(blockColumns)
    .from(villaBlocks)
    .leftJoin(reservations, eq(reservations.id, villaBlocks.reservationId))
    .where(overlaps(first, next));
}

/** blocksBetween plus the imported block's channel (the iCal feed's source), for the timeline. */
export function blocksWithChannelBetween(db: Db, first: string, next: string) {
  return db
    .select({
      ...blockColumns,
      channel: villaIcalFeeds.source,
      closingId: villaBlocks.externalEntryId,
      note: villaBlocks.note,
    })
    .from(villaBlocks)
    .leftJoin(reservations, eq(reservations.id, villaBlocks.reservationId))
    .leftJoin(villaIcalEvents, eq(villaIcalEvents.id, villaBlocks.icalEventId))
    .leftJoin(villaIcalFeeds, eq(villaIcalFeeds.id, villaIcalEvents.feedId))
    .where(overlaps(first, next))
    .orderBy(asc(villaBlocks.villaId), asc(villaBlocks.period));
}
