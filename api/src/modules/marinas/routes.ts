import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import { marinaBodySchema } from '@villa/shared/contracts/boats';
import { sqlState } from '../../db/errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { pagingQuery } from '../../lib/paging.ts';
import { envelope, idParams, listEnvelope, marinaSchema, messageResponse } from '../boats/wire.ts';
import {
  countBoatsAt,
  deleteMarina,
  getMarina,
  insertMarina,
  listMarinas,
  townExists,
  updateMarina,
} from './repository.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };
const TOWN_MISSING = 'Seçilen ilçe bulunamadı.';
const inUse = (n: number) =>
  `Bu marinaya bağlı ${n} tekne var; marina silinemez. Önce tekneleri başka bir marinaya taşıyın.`;

/** Marinas (SPEC §7): 10 a page, detail at /showmarina/{id}, create, edit, delete. */
export const marinasRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['marinas'];

  app.get(
    '/marina',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Marina listesi (10’ar)',
        querystring: pagingQuery(10),
        response: { 200: listEnvelope(marinaSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listMarinas(app.db, request.query);
      return { content: rows, total };
    },
  );

  app.get(
    '/showmarina/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Marina detayı', params: idParams, response: { 200: envelope(marinaSchema) } },
    },
    async (request) => {
      const marina = await getMarina(app.db, request.params.id);
      if (!marina) throw notFound();
      return { content: marina };
    },
  );

  app.post(
    '/marina',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Marina ekle',
        body: marinaBodySchema,
        response: { 201: envelope(marinaSchema) },
      },
    },
    async (request, reply) => {
      if (!(await townExists(app.db, request.body.town_id))) throw new HttpError(400, TOWN_MISSING);
      const id = await insertMarina(app.db, request.body);
      return reply.status(201).send({ content: (await getMarina(app.db, id))! });
    },
  );

  app.put(
    '/marina/:marina_id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Marina güncelle',
        params: z.object({ marina_id: recordId() }),
        body: marinaBodySchema,
        response: { 200: envelope(marinaSchema) },
      },
    },
    async (request) => {
      const id = request.params.marina_id;
      if (!(await getMarina(app.db, id))) throw notFound();
      if (!(await townExists(app.db, request.body.town_id))) throw new HttpError(400, TOWN_MISSING);
      await updateMarina(app.db, id, request.body);
      return { content: (await getMarina(app.db, id))! };
    },
  );

  app.delete(
    '/marina/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Marina sil (bağlı tekne varken reddedilir)',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await getMarina(app.db, id))) throw notFound();
      const boats = await countBoatsAt(app.db, id);
      if (boats > 0) throw new HttpError(409, inUse(boats));
      // A boat added between the count and the delete still trips the foreign key.
      await deleteMarina(app.db, id).catch((err: unknown) => {
        if (sqlState(err) === '23503') throw new HttpError(409, inUse(1));
        throw err;
      });
      return { content: { message: 'Marina silindi.' } };
    },
  );
};
