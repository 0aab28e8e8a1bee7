import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../../auth/types.ts';
import {
  createVillaPrice,
  deleteVillaPrice,
  PRICE_OVERLAP_MESSAGE,
  updateVillaPrice,
} from '@villa/shared/contracts/villa-prices';
import { sqlState } from '../../db/errors.ts';
import type { Db } from '../../db/types.ts';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_OR_OWNER, registerRoute, UNDOCUMENTED } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertVillaReach } from '../villas/common.ts';
import * as repo from './repository.ts';

const PRICE_MISSING = 'Fiyat dönemi bulunamadı.';

function mapPriceError(err: unknown): never {
  const state = sqlState(err);
  if (state === '23P01') throw new HttpError(409, PRICE_OVERLAP_MESSAGE);
  if (state === '23514')
    throw new HttpError(400, 'Fiyat dönemi geçersiz: tarihleri, fiyatı ve en az konaklamayı kontrol edin.');
  throw err;
}

/** A price period the user may change: 404 (ADMIN) or 403 (OWNER) when it is unknown or not theirs. */
async function reachablePrice(db: Db, me: AuthUser, id: number) {
  const existing = await repo.priceVilla(db, id);
  if (!existing) {
    if (me.role === 'OWNER') throw new HttpError(403, 'Bu işlem için yetkiniz yok.');
    throw new HttpError(404, PRICE_MISSING);
  }
  await assertVillaReach(db, me, existing.villaId);
  return existing;
}

/**
 * Villa price periods (SPEC §7): nightly price, currency and minimum stay per dated period.
 * Endpoints: @villa/shared/contracts/villa-prices; SQL in repository.ts.
 */
export const villaPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The create and update answers had no response schema: they keep none (OpenAPI unchanged).
  registerRoute(
    app,
    createVillaPrice,
    ADMIN_OR_OWNER,
    async (request) => {
      await assertVillaReach(app.db, currentUser(request), request.body.villa_id);
      return repo.insertPrice(app.db, request.body).catch(mapPriceError);
    },
    UNDOCUMENTED,
  );

  registerRoute(
    app,
    updateVillaPrice,
    ADMIN_OR_OWNER,
    async (request) => {
      const existing = await reachablePrice(app.db, currentUser(request), request.params.id);
      return found(
        await repo.updatePrice(app.db, existing.id, request.body).catch(mapPriceError),
        PRICE_MISSING,
      );
    },
    UNDOCUMENTED,
  );

  registerRoute(app, deleteVillaPrice, ADMIN_OR_OWNER, async (request) => {
    const existing = await reachablePrice(app.db, currentUser(request), request.params.id);
    await repo.deletePrice(app.db, existing.id);
    return { message: 'Fiyat dönemi silindi.' };
  });
};
