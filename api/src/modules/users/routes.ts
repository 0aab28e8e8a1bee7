import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USER_ACTIONS,
  userActivitySchema,
  userCreateSchemaWith,
  userResponseSchema as userResponse,
  userUpdateSchemaWith,
} from '@villa/shared/contracts/users';
import { passwordStrength } from '@villa/shared/lib/password-strength';
import { hashPassword } from '../../auth/passwords.ts';
import { sqlState } from '../../db/errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getUser, insertUser, listUsers, selectUsers, unlockUser, updateUser } from './repository.ts';
import {
  userIdParams,
  userListQuery,
  userListResponse,
  userSelectQuery,
  userSelectResponse,
} from './schemas.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };
// The password rule of @villa/shared/lib/password-policy with the dictionary estimate (zxcvbn-ts).
const userCreateSchema = userCreateSchemaWith(passwordStrength);
const userUpdateSchema = userUpdateSchemaWith(passwordStrength);
const DUPLICATE_EMAIL = 'Bu e-posta adresi zaten kayıtlı.';
const SELF_DEACTIVATE = 'Kendi hesabınızı pasif duruma getiremezsiniz.';
const SELF_DEMOTE = 'Kendi rolünüzü yönetici dışında bir role değiştiremezsiniz.';

/** Unique e-mail violations get their own message; other errors go to the central handler. */
function mapDuplicateEmail(err: unknown): never {
  if (sqlState(err) === '23505') throw new HttpError(409, DUPLICATE_EMAIL);
  throw err;
}

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.get(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Kullanıcı listesi',
        querystring: userListQuery,
        response: { 200: userListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listUsers(app.db, request.query);
      return { content: rows, total };
    },
  );

  app.get(
    '/select',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Seçim kutuları için aktif kullanıcılar',
        querystring: userSelectQuery,
        response: { 200: userSelectResponse },
      },
    },
    async (request) => ({ content: await selectUsers(app.db, request.query.role) }),
  );

  app.get(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Kullanıcı detayı', params: userIdParams, response: { 200: userResponse } },
    },
    async (request) => {
      const user = await getUser(app.db, request.params.id);
      if (!user) throw notFound();
      return { content: user };
    },
  );

  app.post(
    '/',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Kullanıcı ekle', body: userCreateSchema, response: { 201: userResponse } },
    },
    async (request, reply) => {
      const { password, ...data } = request.body;
      const user = await insertUser(app.db, { ...data, passwordHash: await hashPassword(password) }).catch(
        mapDuplicateEmail,
      );
      return reply.status(201).send({ content: user });
    },
  );

  app.put(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Kullanıcı güncelle',
        params: userIdParams,
        body: userUpdateSchema,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { id } = request.params;
      const { password, ...data } = request.body;
      if (id === me.id && data.role !== 'ADMIN') throw new HttpError(400, SELF_DEMOTE);
      if (id === me.id && !data.active) throw new HttpError(400, SELF_DEACTIVATE);

      const existing = await getUser(app.db, id);
      if (!existing) throw notFound();
      const passwordHash = password ? await hashPassword(password) : undefined;
      const revoke = passwordHash !== undefined || (existing.active && !data.active);
      const user = await updateUser(app.db, id, { ...data, passwordHash }, revoke).catch(mapDuplicateEmail);
      if (!user) throw notFound();
      return { content: user };
    },
  );

  app.patch(
    '/activity',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Kullanıcıyı aktif/pasif yap',
        body: userActivitySchema,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const { id, active } = request.body;
      if (id === currentUser(request).id && !active) throw new HttpError(400, SELF_DEACTIVATE);
      const existing = await getUser(app.db, id);
      if (!existing) throw notFound();
      const user = await updateUser(app.db, id, { active }, existing.active && !active);
      if (!user) throw notFound();
      return { content: user };
    },
  );

  app.post(
    USER_ACTIONS.revokeSessions,
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tüm oturumları kapat: kullanıcının bütün tokenları geçersiz olur',
        params: userIdParams,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const user = await updateUser(app.db, request.params.id, {}, true);
      if (!user) throw notFound();
      return { content: user };
    },
  );

  app.post(
    USER_ACTIONS.unlock,
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Kilidi aç: başarısız giriş sayacını ve kilidi sıfırla',
        params: userIdParams,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const user = await unlockUser(app.db, request.params.id);
      if (!user) throw notFound();
      return { content: user };
    },
  );
};
