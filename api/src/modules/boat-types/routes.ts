import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boatTypeBodySchema } from '@villa/shared/contracts/boats';
import { sqlState } from '../../db/errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { pagingQuery } from '../../lib/paging.ts';
import { slugify } from '../../lib/slug.ts';
import { boatTypeSchema, envelope, idParams, listEnvelope, messageResponse } from '../boats/wire.ts';
import {
  countBoatsOfType,
  deleteBoatType,
  getBoatType,
  insertBoatType,
  listBoatTypes,
  slugTaken,
  updateBoatType,
} from './repository.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };
const DUPLICATE = 'Bu adda bir tekne tipi zaten var.';
const NO_LETTERS = 'Tekne tipi adı harf veya rakam içermeli.';
const inUse = (n: number) =>
  `Bu tipte ${n} tekne var; tekne tipi silinemez. Önce teknelerin tipini değiştirin.`;

function mapDuplicate(err: unknown): never {
  if (sqlState(err) === '23505') throw new HttpError(409, DUPLICATE);
  throw err;
}

/** Boat types (SPEC §7): 10 a page, detail, create, edit, delete. */
export const boatTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['boat types'];

  app.get(
    '/boattypes',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne tipleri (10’ar)',
        querystring: pagingQuery(10),
        response: { 200: listEnvelope(boatTypeSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listBoatTypes(app.db, request.query);
      return { content: rows, total };
    },
  );

  app.get(
    '/boattypes/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Tekne tipi', params: idParams, response: { 200: envelope(boatTypeSchema) } },
    },
    async (request) => {
      const type = await getBoatType(app.db, request.params.id);
      if (!type) throw notFound();
      return { content: type };
    },
  );

  app.post(
    '/boattypes',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne tipi ekle',
        body: boatTypeBodySchema,
        response: { 201: envelope(boatTypeSchema) },
      },
    },
    async (request, reply) => {
      const { name } = request.body;
      if (!slugify(name)) throw new HttpError(400, NO_LETTERS);
      if (await slugTaken(app.db, name)) throw new HttpError(409, DUPLICATE);
      const id = await insertBoatType(app.db, name).catch(mapDuplicate);
      return reply.status(201).send({ content: (await getBoatType(app.db, id))! });
    },
  );

  app.put(
    '/boattypes/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne tipi güncelle',
        params: idParams,
        body: boatTypeBodySchema,
        response: { 200: envelope(boatTypeSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { name } = request.body;
      if (!(await getBoatType(app.db, id))) throw notFound();
      if (!slugify(name)) throw new HttpError(400, NO_LETTERS);
      if (await slugTaken(app.db, name, id)) throw new HttpError(409, DUPLICATE);
      await updateBoatType(app.db, id, name).catch(mapDuplicate);
      return { content: (await getBoatType(app.db, id))! };
    },
  );

  app.delete(
    '/boattypes/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne tipi sil (kullanılıyorsa reddedilir)',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await getBoatType(app.db, id))) throw notFound();
      const n = await countBoatsOfType(app.db, id);
      if (n > 0) throw new HttpError(409, inUse(n));
      await deleteBoatType(app.db, id).catch((err: unknown) => {
        if (sqlState(err) === '23503') throw new HttpError(409, inUse(1));
        throw err;
      });
      return { content: { message: 'Tekne tipi silindi.' } };
    },
  );
};
