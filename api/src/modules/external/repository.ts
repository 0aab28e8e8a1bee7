import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ExternalValues } from '@villa/shared/contracts/bookings';
import type { ExternalEntry, ExternalListQuery } from '@villa/shared/contracts/external';
import { externalEntries, villaBlocks } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
import { bookingTx, requireLocked, type Locked } from '../../db/locks.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { assertVillaFree, insertVillaBlockTx } from '../villa-blocks/repository.ts';

// Manual closings ('Manuel Kapatma'): an active entry holds one block of kind 'external'. Every
// write takes the villa's lock first (db/locks.ts bookingTx), then the entry and its block.

function base(db: Db) {
  return db
    .select({ e: externalEntries, villaName: villas.name })
    .from(externalEntries)
    .innerJoin(villas, eq(villas.id, externalEntries.villaId));
}
const toEntry = (e: typeof externalEntries.$inferSelect, villaName: string): ExternalEntry => ({
  id: e.id,
  villaId: e.villaId,
  villaName,
  status: e.status,
  startedAt: e.startedAt,
  finishedAt: e.finishedAt,
  note: e.note,
  createdAt: e.createdAt.toISOString(),
});

export async function getEntry(db: Db, id: number): Promise<ExternalEntry | undefined> {
  const [row] = await base(db).where(eq(externalEntries.id, id));
  return row ? toEntry(row.e, row.villaName) : undefined;
}

/** `ownerId`: an OWNER's list holds only the entries of their own villas. */
export async function listEntries(
  db: Db,
  q: ExternalListQuery,
  ownerId?: number,
): Promise<{ rows: ExternalEntry[]; total: number }> {
  const where: SQL | undefined = and(
    ownerId !== undefined ? eq(villas.ownerId, ownerId) : undefined,
    q.status ? eq(externalEntries.status, q.status) : undefined,
    q.villa_id ? eq(externalEntries.villaId, q.villa_id) : undefined,
    q.started_at ? gte(externalEntries.startedAt, q.started_at) : undefined,
    q.finished_at ? lte(externalEntries.finishedAt, q.finished_at) : undefined,
    q.created_at
      ? eq(sql`(${externalEntries.createdAt} AT TIME ZONE 'Europe/Istanbul')::date`, q.created_at)
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(desc(externalEntries.startedAt), desc(externalEntries.id))
      .limit(q.take)
      .offset(q.skip),
    db
      .select({ n: count() })
      .from(externalEntries)
      .innerJoin(villas, eq(villas.id, externalEntries.villaId))
      .where(where),
  ]);
  return { rows: rows.map((r) => toEntry(r.e, r.villaName)), total: totalRow?.n ?? 0 };
}

const VILLA_MISSING = 'Seçilen villa bulunamadı.';

/** The owner of a villa: undefined when the villa does not exist, null when it has none. */
export async function ownerOfVilla(db: Db, villaId: number): Promise<number | null | undefined> {
  const [row] = await db.select({ ownerId: villas.ownerId }).from(villas).where(eq(villas.id, villaId));
  return row ? row.ownerId : undefined;
}

/** The owner of an entry's villa: undefined when the entry does not exist. */
export async function ownerOfEntry(db: Db, id: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ ownerId: villas.ownerId })
    .from(externalEntries)
    .innerJoin(villas, eq(villas.id, externalEntries.villaId))
    .where(eq(externalEntries.id, id));
  return row ? row.ownerId : undefined;
}

/** The villa an entry is on now (none when it does not exist): the lock target of a change. */
async function villaOfEntry(db: Db, id: number): Promise<number[]> {
  const [row] = await db
    .select({ villaId: externalEntries.villaId })
    .from(externalEntries)
    .where(eq(externalEntries.id, id));
  return row ? [row.villaId] : [];
}

/** Locks an entry inside bookingTx, after its villa (db/locks.ts); undefined when it is gone. */
async function lockEntryTx(tx: Tx, locked: Locked, id: number) {
  const [current] = await tx.select().from(externalEntries).where(eq(externalEntries.id, id)).for('update');
  if (current) requireLocked(locked.villas, current.villaId);
  return current;
}

/** An active entry holds one block of kind 'external' (409 when the dates are taken). */
async function holdTx(tx: Tx, id: number, body: ExternalValues) {
  await tx.delete(villaBlocks).where(eq(villaBlocks.externalEntryId, id));
  if (body.status !== 'active') return;
  const block = await insertVillaBlockTx(tx, {
    villaId: body.villaId,
    start: body.startedAt,
    end: body.finishedAt,
    kind: 'external',
    note: body.note ?? '',
  });
  await tx.update(villaBlocks).set({ externalEntryId: id }).where(eq(villaBlocks.id, block.id));
}

/** Adds an entry (an active one closes its nights); returns its id. */
export async function createEntry(db: Db, userId: number, body: ExternalValues): Promise<number> {
  // The villa's lock before the entry that references it (db/locks.ts); an active closing of
  // nights already taken is refused before the transaction (the rest of a burst).
  const active = body.status === 'active';
  return bookingTx(
    db,
    { villas: [body.villaId] },
    async (tx, locked) => {
      if (!locked.villas.has(body.villaId)) throw new HttpError(404, VILLA_MISSING);
      const [row] = await tx
        .insert(externalEntries)
        .values({ ...body, createdBy: userId })
        .returning({ id: externalEntries.id });
      if (!row) throw new Error('insert returned no row');
      await holdTx(tx, row.id, body);
      return row.id;
    },
    active ? { precheck: () => assertVillaFree(db, body.villaId, body.startedAt, body.finishedAt) } : {},
  );
}

/** Changes an entry (its villa, dates or status); 404 when it does not exist. */
export async function updateEntry(db: Db, id: number, body: ExternalValues): Promise<void> {
  // Moving an entry to another villa touches both: locked in ascending order.
  const targets = async () => ({ villas: [...(await villaOfEntry(db, id)), body.villaId] });
  await bookingTx(db, targets, async (tx, locked) => {
    const current = await lockEntryTx(tx, locked, id);
    if (!current) throw notFound();
    if (!locked.villas.has(body.villaId)) throw new HttpError(404, VILLA_MISSING);
    await tx.update(externalEntries).set(body).where(eq(externalEntries.id, id));
    await holdTx(tx, id, body);
  });
}

/** Deletes an entry (its block goes with it); false when it does not exist. */
export async function deleteEntry(db: Db, id: number): Promise<boolean> {
  return bookingTx(
    db,
    async () => ({ villas: await villaOfEntry(db, id) }),
    async (tx, locked) => {
      if (!(await lockEntryTx(tx, locked, id))) return false;
      await tx.delete(externalEntries).where(eq(externalEntries.id, id));
      return true;
    },
  );
}
