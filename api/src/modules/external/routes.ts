import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import {
  EXTERNAL_STATUSES,
  bookingDate,
  externalBodySchema,
  type ExternalValues,
  type ExternalEntry,
} from '@villa/shared/contracts/bookings';
import { externalEntries, villaBlocks } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
import { bookingTx, requireLocked, type Locked } from '../../db/locks.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { emptyAsUndefined, pagingQuery } from '../../lib/paging.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertVillaFree, insertVillaBlockTx } from '../villa-blocks/repository.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

const listQuery = pagingQuery(20).extend({
  status: optional(z.enum(EXTERNAL_STATUSES, { message: 'Geçerli bir durum seçin.' })),
  villa_id: optional(recordId()),
  started_at: optional(bookingDate('Başlangıç tarihi')),
  finished_at: optional(bookingDate('Bitiş tarihi')),
  created_at: optional(bookingDate('Oluşturma tarihi')),
});
const idParams = z.object({ id: recordId() });
const entrySchema = z.object({
  id: z.number().int(),
  villaId: z.number().int(),
  villaName: z.string(),
  status: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
const one = z.object({ content: entrySchema });

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

async function getEntry(db: Db, id: number) {
  const [row] = await base(db).where(eq(externalEntries.id, id));
  return row ? toEntry(row.e, row.villaName) : undefined;
}

const VILLA_MISSING = 'Seçilen villa bulunamadı.';

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

/** 'Manuel Kapatma' (SPEC §7): closing entries that block a villa's calendar while active. */
export const externalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['external'];

  app.get(
    '/external',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Manuel kapatmalar (20’şer)',
        description:
          'started_at: bu günden itibaren başlayanlar; finished_at: bu güne kadar bitenler; created_at: o gün eklenenler.',
        querystring: listQuery,
        response: { 200: z.object({ content: z.array(entrySchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const q = request.query;
      const where: SQL | undefined = and(
        q.status ? eq(externalEntries.status, q.status) : undefined,
        q.villa_id ? eq(externalEntries.villaId, q.villa_id) : undefined,
        q.started_at ? gte(externalEntries.startedAt, q.started_at) : undefined,
        q.finished_at ? lte(externalEntries.finishedAt, q.finished_at) : undefined,
        q.created_at
          ? eq(sql`(${externalEntries.createdAt} AT TIME ZONE 'Europe/Istanbul')::date`, q.created_at)
          : undefined,
      );
      const [rows, [totalRow]] = await Promise.all([
        base(app.db)
          .where(where)
          .orderBy(desc(externalEntries.startedAt), desc(externalEntries.id))
          .limit(q.take)
          .offset(q.skip),
        app.db.select({ n: count() }).from(externalEntries).where(where),
      ]);
      return { content: rows.map((r) => toEntry(r.e, r.villaName)), total: totalRow?.n ?? 0 };
    },
  );

  app.get(
    '/external/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Manuel kapatma', params: idParams, response: { 200: one } },
    },
    async (request) => {
      const row = await getEntry(app.db, request.params.id);
      if (!row) throw notFound();
      return { content: row };
    },
  );

  app.post(
    '/external',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Manuel kapatma ekle', body: externalBodySchema, response: { 201: one } },
    },
    async (request, reply) => {
      const body = request.body;
      // The villa's lock before the entry that references it (db/locks.ts); an active closing of
      // nights already taken is refused before the transaction (the rest of a burst).
      const active = body.status === 'active';
      const id = await bookingTx(
        app.db,
        { villas: [body.villaId] },
        async (tx, locked) => {
          if (!locked.villas.has(body.villaId)) throw new HttpError(404, VILLA_MISSING);
          const [row] = await tx
            .insert(externalEntries)
            .values({ ...body, createdBy: currentUser(request).id })
            .returning({ id: externalEntries.id });
          if (!row) throw new Error('insert returned no row');
          await holdTx(tx, row.id, body);
          return row.id;
        },
        active
          ? { precheck: () => assertVillaFree(app.db, body.villaId, body.startedAt, body.finishedAt) }
          : {},
      );
      return reply.status(201).send({ content: (await getEntry(app.db, id))! });
    },
  );

  app.put(
    '/external/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Manuel kapatmayı güncelle (iptal: status=cancelled)',
        params: idParams,
        body: externalBodySchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      // Moving an entry to another villa touches both: locked in ascending order.
      const targets = async () => ({ villas: [...(await villaOfEntry(app.db, id)), body.villaId] });
      await bookingTx(app.db, targets, async (tx, locked) => {
        const current = await lockEntryTx(tx, locked, id);
        if (!current) throw notFound();
        if (!locked.villas.has(body.villaId)) throw new HttpError(404, VILLA_MISSING);
        await tx.update(externalEntries).set(request.body).where(eq(externalEntries.id, id));
        await holdTx(tx, id, request.body);
      });
      return { content: (await getEntry(app.db, id))! };
    },
  );

  app.delete(
    '/external/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Manuel kapatmayı sil (takvim açılır)', params: idParams },
    },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = await bookingTx(
        app.db,
        async () => ({ villas: await villaOfEntry(app.db, id) }),
        async (tx, locked) => {
          if (!(await lockEntryTx(tx, locked, id))) return false;
          await tx.delete(externalEntries).where(eq(externalEntries.id, id));
          return true;
        },
      );
      if (!deleted) throw new HttpError(404, 'Kayıt bulunamadı.');
      return reply.status(204).send();
    },
  );
};
