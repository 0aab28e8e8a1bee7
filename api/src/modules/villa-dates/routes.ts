import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createVillaDate, deleteVillaDate, updateVillaDate } from '@villa/shared/contracts/villa-dates';
import { conflictOn } from '../../db/errors.ts';
import { bookingTx } from '../../db/locks.ts';
import { HttpError } from '../../lib/http-error.ts';
import { ADMIN_OR_OWNER, registerRoute, UNDOCUMENTED } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  assertVillaFree,
  blockOf,
  deleteClosedBlock,
  insertVillaBlockTx,
  updateClosedBlock,
} from '../villa-blocks/repository.ts';
import { assertVillaReach } from '../villas/common.ts';
import { villaDates } from '../villas/repository.ts';

const DATE_MISSING = 'Kapatma kaydı bulunamadı.';
const NOT_CLOSED =
  'Bu kayıt bir rezervasyon, manuel kapatma veya senkronize takvim kaydı; burada değiştirilemez. Kendi ekranından düzenleyin.';
const OVERLAP = 'Seçilen tarihler dolu; bu tarihlerde başka bir rezervasyon veya kapatma var.';

const mapOverlap = conflictOn('23P01', OVERLAP);

/**
 * Villa dates (SPEC §7): staff (or the villa's owner) close ranges of the calendar. They are
 * villa_blocks of kind 'closed'; reservations and other blocks are never changed here.
 * Endpoints: @villa/shared/contracts/villa-dates; SQL in villa-blocks/repository.ts.
 */
export const villaDatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const closedBlock = async (id: number, role: string) => {
    const row = await blockOf(app.db, id);
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

  // The create and update answers had no response schema: they keep none (OpenAPI unchanged).
  registerRoute(
    app,
    createVillaDate,
    ADMIN_OR_OWNER,
    async (request) => {
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
      return findDate(b.villa_id, row.id);
    },
    UNDOCUMENTED,
  );

  registerRoute(
    app,
    updateVillaDate,
    ADMIN_OR_OWNER,
    async (request) => {
      const me = currentUser(request);
      const block = await closedBlock(request.params.id, me.role);
      await assertVillaReach(app.db, me, block.villaId);
      if (block.kind !== 'closed') throw new HttpError(409, NOT_CLOSED);
      const b = request.body;
      await updateClosedBlock(app.db, block, { start: b.start_date, end: b.end_date, note: b.note }).catch(
        mapOverlap,
      );
      return findDate(block.villaId, block.id);
    },
    UNDOCUMENTED,
  );

  registerRoute(app, deleteVillaDate, ADMIN_OR_OWNER, async (request) => {
    const me = currentUser(request);
    const block = await closedBlock(request.params.id, me.role);
    await assertVillaReach(app.db, me, block.villaId);
    if (block.kind !== 'closed') throw new HttpError(409, NOT_CLOSED);
    await deleteClosedBlock(app.db, block);
    return { message: 'Kapatma kaldırıldı.' };
  });
};
