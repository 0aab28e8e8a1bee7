import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import icalGenerator, { ICalCalendarMethod } from 'ical-generator';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import {
  icalDeleteSchema,
  icalFeedBodySchema,
  icalSyncApplySchema,
  icalSyncBodySchema,
  icalSyncPreviewSchema,
  icalSyncResultSchema,
  type IcalConflict,
} from '@villa/shared/contracts/ical';
import { ownerVillaIds } from '../../auth/access.ts';
import { sqlState } from '../../db/errors.ts';
import { reservations, villaBlocks } from '../../db/schema/reservations.ts';
import { villaIcalEvents, villaIcalFeeds, villas } from '../../db/schema/villas.ts';
import { HttpError } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  ADMIN_ONLY,
  ADMIN_OR_OWNER,
  assertVillaReach,
  idParams,
  message,
  messageResponse,
} from '../villas/common.ts';
import { toFeed } from '../villas/repository.ts';
import { publicOrigin } from '../../web/public-origin.ts';
import { applyPreview, deleteFeeds } from './apply.ts';
import { previewVilla } from './preview.ts';

const CONFLICT_MISSING = 'Çakışma kaydı bulunamadı.';

/** iCal feeds, preview and sync, conflicts, and each villa's published .ics calendar. */
export const icalSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['villa calendar sync'];

  app.post(
    '/v1/admin/villas/ical',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Villaya dış takvim (iCal) adresi ekle', body: icalFeedBodySchema },
    },
    async (request, reply) => {
      const b = request.body;
      const [villa] = await app.db.select({ id: villas.id }).from(villas).where(eq(villas.id, b.villa_id));
      if (!villa) throw new HttpError(404, 'Seçilen villa bulunamadı.');
      try {
        const [row] = await app.db
          .insert(villaIcalFeeds)
          .values({ villaId: b.villa_id, source: b.source, url: b.url })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return reply.status(201).send({ content: toFeed(row) });
      } catch (err) {
        if (sqlState(err) === '23505')
          throw new HttpError(409, 'Bu takvim adresi bu villaya zaten eklenmiş.');
        throw err;
      }
    },
  );

  app.patch(
    '/v1/admin/villas/deleteical',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Villanın dış takvimini ve içe aktarılan kapatmalarını sil',
        description: '`feed_id` verilmezse villanın tüm dış takvimleri silinir. Rezervasyonlara dokunulmaz.',
        body: icalDeleteSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { villa_id, feed_id } = request.body;
      const n = await deleteFeeds(app.db, villa_id, feed_id);
      if (n === 0) throw new HttpError(404, 'Silinecek dış takvim bulunamadı.');
      return message(n === 1 ? 'Dış takvim silindi.' : `${n} dış takvim silindi.`);
    },
  );

  app.post(
    '/v1/admin/villas/date/sync/preview',
    {
      config: ADMIN_OR_OWNER,
      schema: {
        tags,
        summary: 'Takvim senkronizasyonu önizlemesi (hiçbir şey yazılmaz)',
        description:
          'Villanın dış takvimlerini okur; eklenecek, değişecek, kaldırılacak ve çakışan kayıtları döndürür. ' +
          '`preview_token` bu değişiklik kümesini taşır (imzalı, 15 dakika geçerli); senkronizasyon yalnızca onu uygular. ' +
          'Tam ve düzgün okunamayan bir takvim (END:VCALENDAR yok, BEGIN/END eşleşmiyor, geçerli DTSTART’ı olmayan ' +
          'etkinlik, okunamayan tarih veya saat dilimi, takvim olmayan içerik türü) bütünüyle reddedilir: `ok: false`, ' +
          '`error` Türkçe neden, hiçbir kayıt eklenmez veya kaldırılmaz. Saatli bir etkinlik, villanın (Europe/Istanbul) ' +
          've kendi saat diliminde dokunduğu her geceyi kapatır (gece: öğleden öğlene). Kaldırmalar takvimin güncel ' +
          'kapatmalarının yarısından fazlasıysa `warning` dolar.',
        body: icalSyncBodySchema,
        response: { 200: z.object({ content: icalSyncPreviewSchema }) },
      },
    },
    async (request) => {
      const villaId = request.body.villa_id;
      await assertVillaReach(app.db, currentUser(request), villaId);
      return { content: await previewVilla(app.db, villaId) };
    },
  );

  app.post(
    '/v1/admin/villas/date/sync',
    {
      config: ADMIN_OR_OWNER,
      schema: {
        tags,
        summary: 'Önizlenen takvim değişikliklerini uygula',
        description:
          'Önizlemenin `preview_token` değeriyle çağrılır ve tam olarak önizlemede gösterilen ekleme, değişiklik ve ' +
          'kaldırmaları uygular; dış takvimler yeniden okunmaz. Önizlemeden sonra villanın içe aktarılan kayıtları ' +
          'veya önizlenen kayıtlarla çakışan rezervasyon/kapatmaları değiştiyse ya da önizlemenin süresi dolduysa 409, ' +
          'anahtar geçersizse 400 döner ve hiçbir şey yazılmaz. Hata veren takvimin kayıtlarına dokunulmaz; bu ' +
          'sitedeki rezervasyonlar asla silinmez, çakışanlar raporlanır.',
        body: icalSyncApplySchema,
        response: { 200: z.object({ content: icalSyncResultSchema }) },
      },
    },
    async (request) => {
      const { villa_id: villaId, preview_token: token } = request.body;
      await assertVillaReach(app.db, currentUser(request), villaId);
      return { content: await applyPreview(app.db, villaId, token) };
    },
  );

  app.get(
    '/v1/admin/villas/ical-conflicts',
    {
      config: ADMIN_OR_OWNER,
      schema: { tags, summary: 'Çözülmemiş takvim çakışmaları (çift rezervasyon şüphesi)' },
    },
    async (request) => {
      const me = currentUser(request);
      const own = me.role === 'OWNER' ? await ownerVillaIds(app.db, me.id) : null;
      if (own && own.length === 0) return { content: [], total: 0 };
      const rows = await app.db
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
            own ? inArray(villaIcalEvents.villaId, own) : undefined,
          ),
        )
        .orderBy(asc(villaIcalEvents.startDate), asc(villaIcalEvents.id));
      const content: IcalConflict[] = rows;
      return { content, total: content.length };
    },
  );

  app.patch(
    '/v1/admin/villas/ical-conflicts/:id/resolve',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Takvim çakışmasını çözüldü olarak işaretle',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const rows = await app.db
        .update(villaIcalEvents)
        .set({ resolvedAt: sql`now()` })
        .where(
          and(
            eq(villaIcalEvents.id, request.params.id),
            eq(villaIcalEvents.conflict, true),
            isNull(villaIcalEvents.resolvedAt),
          ),
        )
        .returning({ id: villaIcalEvents.id });
      if (rows.length === 0) throw new HttpError(404, CONFLICT_MISSING);
      return message('Çakışma çözüldü olarak işaretlendi.');
    },
  );

  app.get(
    '/v1/villas/:villa_id/calendar/:file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Villanın takvimi (.ics), diğer kanalların içe aktarması için',
        description:
          'Adres: /v1/villas/{villa_id}/calendar/{ical_token}.ics. Rezervasyonlar ve kapatmalar tüm gün etkinlikleri olarak listelenir; dış takvimlerden gelenler (yankı döngüsü olmasın diye) listelenmez.',
        params: z.object({ villa_id: recordId(), file: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const { villa_id, file } = request.params;
      const token = /^([a-f0-9]{16,64})\.ics$/.exec(file)?.[1];
      const notFound = () => reply.status(404).send({ content: { message: 'Takvim bulunamadı.' } });
      if (!token) return notFound();
      const [villa] = await app.db
        .select({ id: villas.id, name: villas.name, token: villas.icalToken })
        .from(villas)
        .where(and(eq(villas.id, villa_id), eq(villas.icalToken, token)));
      if (!villa) return notFound();
      const blocks = await app.db
        .select({
          id: villaBlocks.id,
          kind: villaBlocks.kind,
          start: sql<string>`lower(${villaBlocks.period})::text`,
          end: sql<string>`upper(${villaBlocks.period})::text`,
          code: reservations.reservationCode,
        })
        .from(villaBlocks)
        .leftJoin(reservations, eq(reservations.id, villaBlocks.reservationId))
        .where(
          and(
            eq(villaBlocks.villaId, villa.id),
            inArray(villaBlocks.kind, ['reservation', 'closed', 'external']),
            sql`upper(${villaBlocks.period}) >= current_date - 30`,
          ),
        )
        .orderBy(sql`lower(${villaBlocks.period})`);
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
  );
};
