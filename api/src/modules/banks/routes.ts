import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createBank,
  deleteBank,
  listBanks,
  listPublicBanks,
  setBankActivity,
  updateBank,
} from '@villa/shared/contracts/banks';
import { conflictOn } from '../../db/errors.ts';
import { found } from '../../lib/http-error.ts';
import { ADMIN_ONLY, PUBLIC, registerRoute } from '../../lib/route-kit.ts';
import { assertUploaded, removeUpload } from '../uploads-content/files.ts';
import * as repo from './repository.ts';

const DUPLICATE_IBAN = 'Bu IBAN ile kayıtlı bir hesap zaten var.';

const mapDuplicate = conflictOn('23505', DUPLICATE_IBAN);

/**
 * Banka hesapları: staff manage them (Website → Banka Hesapları, desktop only); the active ones are
 * public (/website/banks). Endpoints: @villa/shared/contracts/banks.
 */
export const banksRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listBanks, ADMIN_ONLY, async () => repo.listBanks(app.db));

  registerRoute(app, createBank, ADMIN_ONLY, async ({ body }) => {
    if (body.logoUrl) await assertUploaded(app.storage, body.logoUrl, 'image');
    return repo.insertBank(app.db, body).catch(mapDuplicate);
  });

  registerRoute(app, updateBank, ADMIN_ONLY, async ({ params, body }) => {
    const existing = found(await repo.getBank(app.db, params.id));
    if (body.logoUrl && body.logoUrl !== existing.logoUrl) {
      await assertUploaded(app.storage, body.logoUrl, 'image');
    }
    const bank = found(await repo.updateBank(app.db, existing.id, body).catch(mapDuplicate));
    if (existing.logoUrl && existing.logoUrl !== bank.logoUrl)
      await removeUpload(app.storage, existing.logoUrl);
    return bank;
  });

  registerRoute(app, deleteBank, ADMIN_ONLY, async ({ params }) => {
    const bank = found(await repo.deleteBank(app.db, params.id));
    if (bank.logoUrl) await removeUpload(app.storage, bank.logoUrl);
    return bank;
  });

  registerRoute(app, setBankActivity, ADMIN_ONLY, async ({ body }) => {
    return found(await repo.updateBank(app.db, body.id, { active: body.active }));
  });

  registerRoute(app, listPublicBanks, PUBLIC, async (_request, reply) => {
    // Staff edits show at once: revalidate every time.
    reply.header('cache-control', 'no-cache');
    const banks = await repo.listBanks(app.db, true);
    return banks.map(({ active: _a, sortOrder: _s, ...b }) => b);
  });
};
