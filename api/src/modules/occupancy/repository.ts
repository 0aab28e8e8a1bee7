import { asc, eq } from 'drizzle-orm';
import { towns } from '../../db/schema/regions.ts';
import { villaBlocks } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import { blockOverlaps, blocksWithHolder } from '../villa-blocks/repository.ts';

/** Every villa with its town, in the admin's order. */
export function listVillas(db: Db) {
  return db
    .select({ id: villas.id, name: villas.name, townName: towns.name })
    .from(villas)
    .innerJoin(towns, eq(towns.id, villas.townId))
    .orderBy(asc(villas.sortOrder), asc(villas.name));
}

/** The blocks overlapping [first, next), with what holds them (reservation, channel, closing). */
export function blocksBetween(db: Db, first: string, next: string) {
  return blocksWithHolder(db).where(blockOverlaps(first, next));
}

/** blocksBetween by villa and first night, for the timeline. */
export function blocksInOrderBetween(db: Db, first: string, next: string) {
  return blocksBetween(db, first, next).orderBy(asc(villaBlocks.villaId), asc(villaBlocks.period));
}
