import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import {
  boatActivitySchema,
  boatBodySchema,
  boatUpdateSchema,
  type BoatBody,
} from '@villa/shared/contracts/boats';
import { sqlState } from '../../db/errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { emptyAsUndefined, pagingQuery } from '../../lib/paging.ts';
import {
  boatExists,
  boatTypeExists,
  currentSlugAndName,
  freeSlug,
  getBoat,
  getBoatDetail,
  insertBoat,
  listBoats,
  marinaExists,
  pickBoats,
  setBoatActivity,
  updateBoat,
} from './repository.ts';
import { boatDetailSchema, boatSchema, envelope, listEnvelope } from './wire.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };
const MARINA_MISSING = 'Seçilen marina bulunamadı.';
const TYPE_MISSING = 'Seçilen tekne tipi bulunamadı.';
const ID_MISMATCH = 'villa_id alanı adresteki tekne numarasıyla aynı olmalı.';

const pickerSchema = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });

const listQuery = pagingQuery(20).extend({
  order: z.preprocess(emptyAsUndefined, z.enum(['newest', 'oldest', 'name']).default('newest')),
  id: z.preprocess(emptyAsUndefined, recordId().optional()),
});

/** Retries once with a fresh slug when two saves race for the same one. */
async function withSlug<T>(make: () => Promise<string>, write: (slug: string) => Promise<T>): Promise<T> {
  try {
    return await write(await make());
  } catch (err) {
    if (sqlState(err) !== '23505') throw err;
    return write(await make());
  }
}

/** Boats (SPEC §7): 20 a page with order and id filter, pickers, detail, create, edit, activity. */
export const boatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['boats'];

  const checkRefs = async (b: BoatBody) => {
    if (!(await marinaExists(app.db, b.marina_id))) throw new HttpError(400, MARINA_MISSING);
    if (!(await boatTypeExists(app.db, b.boat_type_id))) throw new HttpError(400, TYPE_MISSING);
  };

  app.get(
    '/boat',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne listesi (20’şer)',
        description: 'order: newest (varsayılan), oldest veya name; id: tek bir tekne.',
        querystring: listQuery,
        response: { 200: listEnvelope(boatSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listBoats(app.db, request.query);
      return { content: rows, total };
    },
  );

  app.get(
    '/boat/all',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Seçim kutuları için tüm tekneler',
        response: { 200: envelope(z.array(pickerSchema)) },
      },
    },
    async () => ({ content: await pickBoats(app.db, false) }),
  );

  app.get(
    '/boatallactive',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Seçim kutuları için aktif tekneler',
        response: { 200: envelope(z.array(pickerSchema)) },
      },
    },
    async () => ({ content: await pickBoats(app.db, true) }),
  );

  app.get(
    '/boat/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne detayı (fiyatlar, görseller, özellikler)',
        params: z.object({ id: recordId() }),
        response: { 200: envelope(boatDetailSchema) },
      },
    },
    async (request) => {
      const boat = await getBoatDetail(app.db, request.params.id);
      if (!boat) throw notFound();
      return { content: boat };
    },
  );

  app.post(
    '/boat',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Tekne ekle', body: boatBodySchema, response: { 201: envelope(boatSchema) } },
    },
    async (request, reply) => {
      const body = request.body;
      await checkRefs(body);
      const id = await withSlug(
        () => freeSlug(app.db, body.name),
        (slug) => insertBoat(app.db, body, slug),
      );
      return reply.status(201).send({ content: (await getBoat(app.db, id))! });
    },
  );

  app.put(
    '/boat/:villa_id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne güncelle',
        description:
          'SPEC §7 gereği tekne numarası villa adını taşıyan `villa_id` alanıyla gelir: adresteki {villa_id} ' +
          'tekne numarasıdır; gövdedeki `villa_id` isteğe bağlıdır, gönderilirse aynı tekne numarası olmalıdır.',
        params: z.object({ villa_id: recordId() }),
        body: boatUpdateSchema,
        response: { 200: envelope(boatSchema) },
      },
    },
    async (request) => {
      const boatId = request.params.villa_id;
      const { villa_id: bodyId, ...body } = request.body;
      if (bodyId !== undefined && bodyId !== boatId) throw new HttpError(400, ID_MISMATCH);
      const current = await currentSlugAndName(app.db, boatId);
      if (!current) throw notFound();
      await checkRefs(body);
      // The public address stays the same unless the name changes.
      await withSlug(
        async () => (current.name === body.name ? current.slug : freeSlug(app.db, body.name, boatId)),
        (slug) => updateBoat(app.db, boatId, body, slug),
      );
      return { content: (await getBoat(app.db, boatId))! };
    },
  );

  app.patch(
    '/boat/activity',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekneyi aktif/pasif yap',
        body: boatActivitySchema,
        response: { 200: envelope(boatSchema) },
      },
    },
    async (request) => {
      const { id, active } = request.body;
      if (!(await boatExists(app.db, id))) throw notFound();
      await setBoatActivity(app.db, id, active);
      return { content: (await getBoat(app.db, id))! };
    },
  );
};
