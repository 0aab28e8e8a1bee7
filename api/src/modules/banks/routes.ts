import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sqlState } from '../../db/errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { assertUploaded, removeUpload } from '../uploads-content/files.ts';
import { deleteBank, getBank, insertBank, listBanks, updateBank } from './repository.ts';
import { bankActivityBody, bankBody, bankIdParams, bankListResponse, bankResponse } from './schemas.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };
const DUPLICATE_IBAN = 'Bu IBAN ile kayıtlı bir hesap zaten var.';

function mapDuplicate(err: unknown): never {
  if (sqlState(err) === '23505') throw new HttpError(409, DUPLICATE_IBAN);
  throw err;
}

/** Banka hesapları (desktop only screen): shown on /website/banks when active. */
export const banksRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['banks'];

  app.get(
    '/',
    { config: ADMIN_ONLY, schema: { tags, summary: 'Banka hesapları', response: { 200: bankListResponse } } },
    async () => ({ content: await listBanks(app.db) }),
  );

  app.post(
    '/',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Banka hesabı ekle', body: bankBody, response: { 201: bankResponse } },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.logoUrl) await assertUploaded(app.storage, body.logoUrl, 'image');
      const bank = await insertBank(app.db, body).catch(mapDuplicate);
      return reply.status(201).send({ content: bank });
    },
  );

  app.put(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Banka hesabını güncelle',
        params: bankIdParams,
        body: bankBody,
        response: { 200: bankResponse },
      },
    },
    async (request) => {
      const existing = await getBank(app.db, request.params.id);
      if (!existing) throw notFound();
      const body = request.body;
      if (body.logoUrl && body.logoUrl !== existing.logoUrl)
        await assertUploaded(app.storage, body.logoUrl, 'image');
      const bank = await updateBank(app.db, existing.id, body).catch(mapDuplicate);
      if (!bank) throw notFound();
      if (existing.logoUrl && existing.logoUrl !== bank.logoUrl)
        await removeUpload(app.storage, existing.logoUrl);
      return { content: bank };
    },
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Banka hesabını sil', params: bankIdParams, response: { 200: bankResponse } },
    },
    async (request) => {
      const bank = await deleteBank(app.db, request.params.id);
      if (!bank) throw notFound();
      if (bank.logoUrl) await removeUpload(app.storage, bank.logoUrl);
      return { content: bank };
    },
  );

  app.patch(
    '/activity',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Banka hesabını aktif/pasif yap',
        body: bankActivityBody,
        response: { 200: bankResponse },
      },
    },
    async (request) => {
      const bank = await updateBank(app.db, request.body.id, { active: request.body.active });
      if (!bank) throw notFound();
      return { content: bank };
    },
  );
};
