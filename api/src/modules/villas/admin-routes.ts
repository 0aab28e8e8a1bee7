import { and, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { int, queryText, recordId, trimmedText } from '@villa/shared/contracts/fields';
import {
  VILLA_ORDERS,
  villaBodySchema,
  villaBtransSchema,
  villaFeatureSetSchema,
  villaFlagSchema,
  villaOrderSchema,
  villasWithDatesEndpoint,
  type VillaBody,
} from '@villa/shared/contracts/villas';
import { districts, towns } from '../../db/schema/regions.ts';
import { users } from '../../db/schema/users.ts';
import { features, villaFeatures, villas, villaTypes } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { emptyAsUndefined, pagingQuery } from '../../lib/paging.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  ADMIN_ONLY,
  ADMIN_OR_OWNER,
  assertVillaReach,
  idParams,
  message,
  messageResponse,
  uniqueSlug,
  VILLA_MISSING,
  villaIdParams,
} from './common.ts';
import { todayInTurkey } from '../pricing/dates.ts';
import { getVillaDetail, listVillas, pickVillas, searchVillas, villasWithDates } from './repository.ts';

const listQuery = pagingQuery(20).extend({
  order: z.preprocess(
    emptyAsUndefined,
    z.enum(VILLA_ORDERS, { message: 'Geçersiz sıralama.' }).default('order'),
  ),
  id: z.preprocess(emptyAsUndefined, recordId().optional()),
  popular: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === '1' || v === true),
    z.boolean().optional(),
  ),
  q: queryText('Arama metni', 100),
});

/** Checks the references of a villa body; a Turkish 400 for each bad one. */
async function checkReferences(db: Db, body: VillaBody) {
  const [town] = await db.select({ id: towns.id }).from(towns).where(eq(towns.id, body.town_id));
  if (!town) throw new HttpError(400, 'Seçilen ilçe bulunamadı.');
  if (body.district_id) {
    const [d] = await db
      .select({ townId: districts.townId })
      .from(districts)
      .where(eq(districts.id, body.district_id));
    if (!d) throw new HttpError(400, 'Seçilen bölge bulunamadı.');
    if (d.townId !== body.town_id) throw new HttpError(400, 'Seçilen bölge bu ilçeye ait değil.');
  }
  if (body.villa_type_id) {
    const [t] = await db
      .select({ id: villaTypes.id })
      .from(villaTypes)
      .where(eq(villaTypes.id, body.villa_type_id));
    if (!t) throw new HttpError(400, 'Seçilen villa tipi bulunamadı.');
  }
  if (body.owner_id) {
    const [u] = await db.select({ role: users.role }).from(users).where(eq(users.id, body.owner_id));
    if (!u) throw new HttpError(400, 'Seçilen ev sahibi bulunamadı.');
    if (u.role !== 'OWNER')
      throw new HttpError(400, 'Ev sahibi olarak yalnızca "Ev Sahibi" rolündeki kullanıcılar seçilebilir.');
  }
}

function columnsOf(body: VillaBody, slug: string) {
  return {
    name: body.name,
    slug,
    townId: body.town_id,
    districtId: body.district_id,
    villaTypeId: body.villa_type_id,
    ownerId: body.owner_id,
    capacity: body.capacity,
    bedrooms: body.bedrooms,
    bathrooms: body.bathrooms,
    summary: body.summary,
    description: body.description,
    address: body.address,
    latitude: body.latitude === null ? null : String(body.latitude),
    longitude: body.longitude === null ? null : String(body.longitude),
    licenseNumber: body.license_number,
    checkInTime: body.check_in_time,
    checkOutTime: body.check_out_time,
    deposit: String(body.deposit),
    cleaningFee: String(body.cleaning_fee),
    prepaymentRate: body.prepayment_rate,
    active: body.active,
  };
}

/** Villas (SPEC §7): list, pickers, detail, create, edit, btrans, features, toggles and order. */
export const villasRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['villas'];

  const detailOf = async (id: number, ownerView: boolean) => {
    const villa = await getVillaDetail(app.db, id, ownerView);
    if (!villa) throw new HttpError(404, VILLA_MISSING);
    return villa;
  };

  app.get(
    '/',
    {
      config: ADMIN_OR_OWNER,
      schema: {
        tags,
        summary: 'Villa listesi (20 / sayfa)',
        description:
          'order: order | newest | name | capacity; popular=true yalnız popülerler; q: ad, adres veya ilçe. Ev sahibi yalnızca kendi villalarını görür.',
        querystring: listQuery,
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { rows, total } = await listVillas(app.db, {
        ...request.query,
        ownerId: me.role === 'OWNER' ? me.id : undefined,
      });
      return { content: rows, total };
    },
  );

  app.get(
    '/all',
    { config: ADMIN_OR_OWNER, schema: { tags, summary: 'Seçim kutuları için tüm villalar' } },
    async (request) => {
      const me = currentUser(request);
      return { content: await pickVillas(app.db, me.role === 'OWNER' ? me.id : undefined) };
    },
  );

  // Registered before '/:id' reads naturally; find-my-way prefers the static segment either way.
  const withDatesPath = villasWithDatesEndpoint.path.slice(app.prefix.length);
  if (`${app.prefix}${withDatesPath}` !== villasWithDatesEndpoint.path)
    throw new Error(`${villasWithDatesEndpoint.path} is outside the villas prefix ${app.prefix}`);
  app.get(
    withDatesPath,
    {
      config: ADMIN_OR_OWNER,
      schema: {
        tags,
        summary: 'Fiyat dönemleri ve dolu tarihleriyle villalar (seçiciler ve takvimler için)',
        description:
          'Her villa (ev sahibi yalnızca kendi villalarını görür) tüm fiyat dönemleriyle ve bugün veya sonrasında biten dolu aralıklarıyla döner; `end` hariçtir (villanın boşaldığı gün).',
        response: { 200: villasWithDatesEndpoint.response },
      },
    },
    async (request) => {
      const me = currentUser(request);
      return {
        content: await villasWithDates(app.db, todayInTurkey(), me.role === 'OWNER' ? me.id : undefined),
      };
    },
  );

  app.get(
    '/search',
    {
      config: ADMIN_OR_OWNER,
      schema: {
        tags,
        summary: 'Villa ara (ad veya adres)',
        querystring: z.object({
          q: trimmedText('Arama metni', 100).default(''),
          t: z.preprocess(emptyAsUndefined, int('Sonuç sayısı', 1, 50).default(10)),
        }),
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { q, t } = request.query;
      if (!q) return { content: [] };
      return { content: await searchVillas(app.db, q, t, me.role === 'OWNER' ? me.id : undefined) };
    },
  );

  app.get(
    '/:id',
    {
      config: ADMIN_OR_OWNER,
      schema: {
        tags,
        summary: 'Villa detayı (fiyatlar, takvim, görseller, yorumlar, özellikler, iCal)',
        params: idParams,
      },
    },
    async (request) => {
      const me = currentUser(request);
      await assertVillaReach(app.db, me, request.params.id);
      return { content: await detailOf(request.params.id, me.role === 'OWNER') };
    },
  );

  app.post(
    '/',
    { config: ADMIN_ONLY, schema: { tags, summary: 'Villa ekle', body: villaBodySchema } },
    async (request, reply) => {
      const body = request.body;
      await checkReferences(app.db, body);
      const slug = await uniqueSlug(app.db, villas, body.slug, body.name);
      const [last] = await app.db.select({ m: max(villas.sortOrder) }).from(villas);
      const [row] = await app.db
        .insert(villas)
        .values({ ...columnsOf(body, slug), sortOrder: (last?.m ?? 0) + 1 })
        .returning({ id: villas.id });
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({ content: await detailOf(row.id, false) });
    },
  );

  app.put(
    '/:villa_id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Villa güncelle', params: villaIdParams, body: villaBodySchema },
    },
    async (request) => {
      const id = request.params.villa_id;
      const body = request.body;
      const [existing] = await app.db.select({ id: villas.id }).from(villas).where(eq(villas.id, id));
      if (!existing) throw new HttpError(404, VILLA_MISSING);
      await checkReferences(app.db, body);
      const slug = await uniqueSlug(app.db, villas, body.slug, body.name, id);
      await app.db
        .update(villas)
        .set({ ...columnsOf(body, slug), updatedAt: sql`now()` })
        .where(eq(villas.id, id));
      return { content: await detailOf(id, false) };
    },
  );

  app.put(
    '/btrans/:villa_id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Villanın BTrans (havale) bilgileri',
        params: villaIdParams,
        body: villaBtransSchema,
      },
    },
    async (request) => {
      const id = request.params.villa_id;
      const b = request.body;
      const [row] = await app.db
        .update(villas)
        .set({
          btransOwnerName: b.btrans_owner_name,
          btransIdentityNumber: b.btrans_identity_number,
          btransIban: b.btrans_iban,
          btransCommissionRate: String(b.btrans_commission_rate),
          updatedAt: sql`now()`,
        })
        .where(eq(villas.id, id))
        .returning({ id: villas.id });
      if (!row) throw new HttpError(404, VILLA_MISSING);
      return { content: await detailOf(id, false) };
    },
  );

  app.put(
    '/:villa_id/features',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Villanın özelliklerini belirle',
        params: villaIdParams,
        body: villaFeatureSetSchema,
      },
    },
    async (request) => {
      const id = request.params.villa_id;
      const ids = [...new Set(request.body.feature_ids)];
      const [villa] = await app.db.select({ id: villas.id }).from(villas).where(eq(villas.id, id));
      if (!villa) throw new HttpError(404, VILLA_MISSING);
      if (ids.length) {
        const known = await app.db
          .select({ id: features.id })
          .from(features)
          .where(inArray(features.id, ids));
        if (known.length !== ids.length)
          throw new HttpError(400, 'Seçilen özelliklerden bazıları bulunamadı.');
      }
      await app.db.transaction(async (tx) => {
        await tx.delete(villaFeatures).where(eq(villaFeatures.villaId, id));
        if (ids.length)
          await tx.insert(villaFeatures).values(ids.map((featureId) => ({ villaId: id, featureId })));
      });
      return { content: { villa_id: id, feature_ids: ids.sort((a, b) => a - b) } };
    },
  );

  const flagRoute = (path: string, field: 'active' | 'popular' | 'villa_of_month', summary: string) =>
    app.patch(
      path,
      {
        config: ADMIN_ONLY,
        schema: { tags, summary, body: villaFlagSchema(field), response: { 200: messageResponse } },
      },
      async (request) => {
        const body = request.body as { id: number } & Record<string, boolean>;
        const value = body[field] === true;
        const column = field === 'active' ? 'active' : field === 'popular' ? 'isPopular' : 'isVillaOfMonth';
        const done = await app.db.transaction(async (tx) => {
          // One villa of the month at a time: choosing one clears the previous.
          if (field === 'villa_of_month' && value) {
            await tx
              .update(villas)
              .set({ isVillaOfMonth: false })
              .where(and(eq(villas.isVillaOfMonth, true), ne(villas.id, body.id)));
          }
          return tx
            .update(villas)
            .set({ [column]: value, updatedAt: sql`now()` })
            .where(eq(villas.id, body.id))
            .returning({ id: villas.id });
        });
        if (done.length === 0) throw new HttpError(404, VILLA_MISSING);
        return message('Villa güncellendi.');
      },
    );
  flagRoute('/activity', 'active', 'Villayı aktif/pasif yap');
  flagRoute('/setpopular', 'popular', 'Villayı popüler yap / kaldır');
  flagRoute('/setvillaofmonth', 'villa_of_month', 'Ayın villası yap / kaldır');

  app.patch(
    '/order',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Villaların gösterim sırası',
        description:
          '`ids`: villa numaraları yeni sırasıyla; bu villaların mevcut sıra yerleri yeni sıraya göre dağıtılır (sayfalı listede yalnız o sayfa gönderilebilir).',
        body: villaOrderSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const ids = request.body.ids;
      if (new Set(ids).size !== ids.length)
        throw new HttpError(400, 'Sıralama listesinde aynı villa iki kez var.');
      await app.db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: villas.id, sortOrder: villas.sortOrder })
          .from(villas)
          .where(inArray(villas.id, ids));
        if (rows.length !== ids.length)
          throw new HttpError(400, 'Sıralama listesindeki villalardan bazıları bulunamadı.');
        // The page keeps its slots: the smallest current order goes to the first id, and so on.
        const slots = rows.map((r) => r.sortOrder).sort((a, b) => a - b);
        // Equal orders (new villas) get consecutive slots so the new order is kept.
        for (let i = 1; i < slots.length; i++) {
          const prev = slots[i - 1] ?? 0;
          if ((slots[i] ?? 0) <= prev) slots[i] = prev + 1;
        }
        for (const [i, id] of ids.entries()) {
          await tx
            .update(villas)
            .set({ sortOrder: slots[i] ?? i })
            .where(eq(villas.id, id));
        }
      });
      return message('Sıralama kaydedildi.');
    },
  );
};
