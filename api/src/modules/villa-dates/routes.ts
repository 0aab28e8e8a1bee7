import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { villaDateBodySchema, villaDateUpdateSchema } from '@villa/shared/contracts/villa-dates';
import { sqlState } from '../../db/errors.ts';
import { bookingTx } from '../../db/locks.ts';
import { villaBlocks } from '../../db/schema/reservations.ts';
import { HttpError } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertVillaFree, insertVillaBlockTx } from '../villa-blocks/repository.ts';
import { ADMIN_OR_OWNER, assertVillaReach, idParams, message, messageResponse } from '../villas/common.ts';
import { villaDates } from '../villas/repository.ts';

const DATE_MISSING = 'Kapatma kaydı bulunamadı.';
const NOT_CLOSED =
  'Bu kayıt bir rezervasyon, manuel kapatma veya senkronize takvim kaydı; burada değiştirilemez. Kendi ekranından düzenleyin.';
const OVERLAP = 'Seçilen tarihler dolu; bu tarihlerde başka bir rezervasyon veya kapatma var.';

function mapOverlap(err: unknown): never {
  if (sqlState(err) === '23P01') throw new HttpError(409, OVERLAP);
  throw err;
}

/**
 * Villa dates (SPEC §7): staff (or the villa's owner) close ranges of the calendar. They are
 * villa_blocks of kind 'closed'; reservations and other blocks are never changed here.
 */
export const villaDatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['villa dates'];

  const closedBlock = async (id: number, role: string) => {
    const [row] = await app.db
      .select({ id: villaBlocks.id, villaId: villaBlocks.villaId, kind: villaBlocks.kind })
      .from(villaBlocks)
      .where(eq(villaBlocks.id, id));
    if (!row)
      throw new HttpError(
        role === 'OWNER' ? 403 : 404,
        role === 'OWNER' ? 'Bu işlem için yetkiniz yok.' : DATE_MISSING,
      );
    return row;
  };

  const findDate = async (villaId: number, id: number) => {
    const [found] = await villaDates(app.db, villaId, id);
    if (!found) throw new HttpError(404, DATE_MISSING);
    return found;
  };

  app.post(
    '/',
    {
      config: ADMIN_OR_OWNER,
      schema: {
        tags,
        summary: 'Takvimi kapat (tarih aralığı)',
        description: '`end_date` villanın yeniden boş olduğu gündür (hariç). Dolu günlerle çakışırsa 409.',
        body: villaDateBodySchema,
      },
    },
    async (request, reply) => {
      const b = request.body;
      await assertVillaReach(app.db, currentUser(request), b.villa_id);
      const row = await bookingTx(
        app.db,
        { villas: [b.villa_id] },
        (tx) =>
          insertVillaBlockTx(tx, {
            villaId: b.villa_id,
            start: b.start_date,
            end: b.end_date,
            kind: 'closed',
            note: b.note,
          }),
        { precheck: () => assertVillaFree(app.db, b.villa_id, b.start_date, b.end_date) },
      ).catch(mapOverlap);
      return reply.status(201).send({ content: await findDate(b.villa_id, row.id) });
    },
  );

  app.put(
    '/:id',
    {
      config: ADMIN_OR_OWNER,
      schema: { tags, summary: 'Kapatmayı güncelle', params: idParams, body: villaDateUpdateSchema },
    },
    async (request) => {
      const me = currentUser(request);
      const block = await closedBlock(request.params.id, me.role);
      await assertVillaReach(app.db, me, block.villaId);
      if (block.kind !== 'closed') throw new HttpError(409, NOT_CLOSED);
      const b = request.body;
      // A block never changes villa: its villa is the lock to take (db/locks.ts).
      await bookingTx(app.db, { villas: [block.villaId] }, async (tx) => {
        await tx
          .update(villaBlocks)
          .set({ period: sql`daterange(${b.start_date}::date, ${b.end_date}::date, '[)')`, note: b.note })
          .where(and(eq(villaBlocks.id, block.id), eq(villaBlocks.kind, 'closed')));
      }).catch(mapOverlap);
      return { content: await findDate(block.villaId, block.id) };
    },
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_OR_OWNER,
      schema: { tags, summary: 'Kapatmayı kaldır', params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      const me = currentUser(request);
      const block = await closedBlock(request.params.id, me.role);
      await assertVillaReach(app.db, me, block.villaId);
      if (block.kind !== 'closed') throw new HttpError(409, NOT_CLOSED);
      await bookingTx(app.db, { villas: [block.villaId] }, (tx) =>
        tx.delete(villaBlocks).where(and(eq(villaBlocks.id, block.id), eq(villaBlocks.kind, 'closed'))),
      );
      return message('Kapatma kaldırıldı.');
    },
  );
};
