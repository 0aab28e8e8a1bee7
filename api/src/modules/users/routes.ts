import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUser,
  getUser,
  listUsers,
  revokeUserSessions,
  selectUsers,
  setUserActivity,
  unlockUser,
  updateUser,
  userCreateSchemaWith,
  userUpdateSchemaWith,
} from '@villa/shared/contracts/users';
import { passwordStrength } from '@villa/shared/lib/password-strength';
import { hashPassword } from '../../auth/passwords.ts';
import { conflictOn } from '../../db/errors.ts';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

// The contract's bodies with the password rule's dictionary estimate (zxcvbn-ts), which only the
// API loads; the same fields, so the OpenAPI document is the contract's.
const createUserChecked = { ...createUser, body: userCreateSchemaWith(passwordStrength) };
const updateUserChecked = { ...updateUser, body: userUpdateSchemaWith(passwordStrength) };

const DUPLICATE_EMAIL = 'Bu e-posta adresi zaten kayıtlı.';
const SELF_DEACTIVATE = 'Kendi hesabınızı pasif duruma getiremezsiniz.';
const SELF_DEMOTE = 'Kendi rolünüzü yönetici dışında bir role değiştiremezsiniz.';

/** Unique e-mail violations get their own message; other errors go to the central handler. */
const mapDuplicateEmail = conflictOn('23505', DUPLICATE_EMAIL);

/** Kullanıcılar. Endpoints: @villa/shared/contracts/users. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listUsers, ADMIN_ONLY, async ({ query }) => {
    const { rows, total } = await repo.listUsers(app.db, query);
    return { items: rows, total };
  });

  registerRoute(app, selectUsers, ADMIN_ONLY, async ({ query }) => repo.selectUsers(app.db, query.role));

  registerRoute(app, getUser, ADMIN_ONLY, async ({ params }) => {
    return found(await repo.getUser(app.db, params.id));
  });

  registerRoute(app, createUserChecked, ADMIN_ONLY, async ({ body }) => {
    const { password, ...data } = body;
    return repo
      .insertUser(app.db, { ...data, passwordHash: await hashPassword(password) })
      .catch(mapDuplicateEmail);
  });

  registerRoute(app, updateUserChecked, ADMIN_ONLY, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    const { password, ...data } = request.body;
    if (id === me.id && data.role !== 'ADMIN') throw new HttpError(400, SELF_DEMOTE);
    if (id === me.id && !data.active) throw new HttpError(400, SELF_DEACTIVATE);

    const existing = found(await repo.getUser(app.db, id));
    const passwordHash = password ? await hashPassword(password) : undefined;
    const revoke = passwordHash !== undefined || (existing.active && !data.active);
    return found(
      await repo.updateUser(app.db, id, { ...data, passwordHash }, revoke).catch(mapDuplicateEmail),
    );
  });

  registerRoute(app, setUserActivity, ADMIN_ONLY, async (request) => {
    const { id, active } = request.body;
    if (id === currentUser(request).id && !active) throw new HttpError(400, SELF_DEACTIVATE);
    const existing = found(await repo.getUser(app.db, id));
    return found(await repo.updateUser(app.db, id, { active }, existing.active && !active));
  });

  registerRoute(app, revokeUserSessions, ADMIN_ONLY, async ({ params }) => {
    return found(await repo.updateUser(app.db, params.id, {}, true));
  });

  registerRoute(app, unlockUser, ADMIN_ONLY, async ({ params }) => {
    return found(await repo.unlockUser(app.db, params.id));
  });
};
