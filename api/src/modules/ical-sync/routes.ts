import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import icalGenerator, { ICalCalendarMethod } from 'ical-generator';
import {
  addIcalFeed,
  applyIcalSync,
  deleteIcalFeed,
  listIcalConflicts,
  previewIcalSync,
  resolveIcalConflict,
  villaCalendarFile,
} from '@villa/shared/contracts/ical';
import { ownerVillaIds } from '../../auth/access.ts';
import { sqlState } from '../../db/errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, ADMIN_OR_OWNER, PUBLIC, registerRoute, UNDOCUMENTED } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertVillaReach } from '../villas/common.ts';
import { villaExists } from '../villas/repository.ts';
import { publicOrigin } from '../../web/public-origin.ts';
import { applyPreview, deleteFeeds } from './apply.ts';
import { previewVilla } from './preview.ts';
import * as repo from './repository.ts';

const CONFLICT_MISSING = 'Çakışma kaydı bulunamadı.';
/**
 * iCal feeds, preview and sync, conflicts, and each villa's published .ics calendar.
 * Endpoints: @villa/shared/contracts/ical; SQL in repository.ts (and the sync's own files).
 */
export const icalSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    addIcalFeed,
    ADMIN_ONLY,
    async ({ body }) => {
      if (!(await villaExists(app.db, body.villa_id))) throw new HttpError(404, 'Seçilen villa bulunamadı.');
      return repo.insertFeed(app.db, body).catch((err: unknown) => {
        if (sqlState(err) === '23505')
          throw new HttpError(409, 'Bu takvim adresi bu villaya zaten eklenmiş.');
        throw err;
      });
    },
    UNDOCUMENTED,
  );

  registerRoute(app, deleteIcalFeed, ADMIN_ONLY, async ({ body }) => {
    const n = await deleteFeeds(app.db, body.villa_id, body.feed_id);
    if (n === 0) throw new HttpError(404, 'Silinecek dış takvim bulunamadı.');
    return { message: n === 1 ? 'Dış takvim silindi.' : `${n} dış takvim silindi.` };
  });

  registerRoute(app, previewIcalSync, ADMIN_OR_OWNER, async (request) => {
    const villaId = request.body.villa_id;
    await assertVillaReach(app.db, currentUser(request), villaId);
    return previewVilla(app.db, villaId);
  });

  registerRoute(app, applyIcalSync, ADMIN_OR_OWNER, async (request) => {
    const { villa_id: villaId, preview_token: token } = request.body;
    await assertVillaReach(app.db, currentUser(request), villaId);
    return applyPreview(app.db, villaId, token);
  });

  registerRoute(
    app,
    listIcalConflicts,
    ADMIN_OR_OWNER,
    async (request) => {
      const me = currentUser(request);
      const own = me.role === 'OWNER' ? await ownerVillaIds(app.db, me.id) : null;
      if (own && own.length === 0) return { items: [], total: 0 };
      const items = await repo.unresolvedConflicts(app.db, own);
      return { items, total: items.length };
    },
    UNDOCUMENTED,
  );

  registerRoute(app, resolveIcalConflict, ADMIN_ONLY, async ({ params }) => {
    if (!(await repo.resolveConflict(app.db, params.id))) throw new HttpError(404, CONFLICT_MISSING);
    return { message: 'Çakışma çözüldü olarak işaretlendi.' };
  });

  // Answers text/calendar (or a 404 envelope), so it sends with `reply` itself.
  registerRoute(
    app,
    villaCalendarFile,
    PUBLIC,
    async (request, reply) => {
      const { villa_id, file } = request.params;
      const token = /^([a-f0-9]{16,64})\.ics$/.exec(file)?.[1];
      const notFound = () => reply.status(404).send({ content: { message: 'Takvim bulunamadı.' } });
      if (!token) return notFound();
      const villa = await repo.calendarVilla(app.db, villa_id, token);
      if (!villa) return notFound();
      const blocks = await repo.publishedBlocks(app.db, villa.id);
      const host = new URL(publicOrigin(request)).hostname;
      const cal = icalGenerator({
        name: `${villa.name} – Dolu Günler`,
        prodId: { company: 'Likya Villa', product: 'villa-calendar' },
      });
      cal.method(ICalCalendarMethod.PUBLISH);
      for (const b of blocks) {
        cal.createEvent({
          id: `villa-${villa.id}-block-${b.id}@${host}`,
          // UTC midnight: ical-generator writes all-day dates from UTC fields, so no time zone shifts them.
          start: new Date(`${b.start}T00:00:00Z`),
          end: new Date(`${b.end}T00:00:00Z`),
          allDay: true,
          summary: b.kind === 'reservation' ? 'Dolu (Rezervasyon)' : 'Kapalı',
        });
      }
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(cal.toString());
    },
    UNDOCUMENTED,
  );
};
