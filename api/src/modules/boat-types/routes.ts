import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createBoatType,
  deleteBoatType,
  getBoatType,
  listBoatTypes,
  updateBoatType,
} from '@villa/shared/contracts/boat-types';
import { conflictOn } from '../../db/errors.ts';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { slugify } from '../../lib/slug.ts';
import * as repo from './repository.ts';

const DUPLICATE = 'Bu adda bir tekne tipi zaten var.';
const NO_LETTERS = 'Tekne tipi adı harf veya rakam içermeli.';
const inUse = (n: number) =>
  `Bu tipte ${n} tekne var; tekne tipi silinemez. Önce teknelerin tipini değiştirin.`;

const mapDuplicate = conflictOn('23505', DUPLICATE);

/** Boat types (SPEC §7): 10 a page, detail, create, edit, delete. Endpoints: @villa/shared/contracts/boat-types. */
export const boatTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = async (id: number) => {
    return found(await repo.getBoatType(app.db, id));
  };

  registerRoute(app, listBoatTypes, ADMIN_ONLY, async ({ query }) => repo.listBoatTypes(app.db, query));

  registerRoute(app, getBoatType, ADMIN_ONLY, async ({ params }) => one(params.id));

  registerRoute(app, createBoatType, ADMIN_ONLY, async ({ body: { name } }) => {
    if (!slugify(name)) throw new HttpError(400, NO_LETTERS);
    if (await repo.slugTaken(app.db, name)) throw new HttpError(409, DUPLICATE);
    return one(await repo.insertBoatType(app.db, name).catch(mapDuplicate));
  });

  registerRoute(app, updateBoatType, ADMIN_ONLY, async ({ params: { id }, body: { name } }) => {
    await one(id);
    if (!slugify(name)) throw new HttpError(400, NO_LETTERS);
    if (await repo.slugTaken(app.db, name, id)) throw new HttpError(409, DUPLICATE);
    await repo.updateBoatType(app.db, id, name).catch(mapDuplicate);
    return one(id);
  });

  registerRoute(app, deleteBoatType, ADMIN_ONLY, async ({ params: { id } }) => {
    await one(id);
    const n = await repo.countBoatsOfType(app.db, id);
    if (n > 0) throw new HttpError(409, inUse(n));
    await repo.deleteBoatType(app.db, id).catch(conflictOn('23503', inUse(1)));
    return { message: 'Tekne tipi silindi.' };
  });
};
