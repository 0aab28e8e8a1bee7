import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addShowcaseVilla,
  createShowcase,
  deleteShowcase,
  getShowcase,
  importShowcaseVillas,
  listShowcases,
  removeShowcaseVilla,
  removeShowcaseVillas,
  setShowcaseOrder,
  setShowcaseVillaOrder,
  showcaseVillaBulkDeleteSchema,
  updateShowcase,
} from '@villa/shared/contracts/showcases';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, envelopeOf, registerRoute, UNDOCUMENTED } from '../../lib/route-kit.ts';
import { VILLA_MISSING } from '../villas/common.ts';
import * as repo from './repository.ts';
import { IMPORT_MAX, importTokens, pickVillas, splitTokens } from './service.ts';

const SHOWCASE_MISSING = 'Vitrin bulunamadı.';
const LINK_MISSING = 'Vitrindeki villa kaydı bulunamadı.';

/** Showcases: curated villa collections (SPEC §7). Endpoints: @villa/shared/contracts/showcases. */
export const showcasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = async (id: number) => {
    return found(await repo.getShowcaseDetail(app.db, id), SHOWCASE_MISSING);
  };

  registerRoute(
    app,
    listShowcases,
    ADMIN_ONLY,
    async ({ query }) => repo.listShowcases(app.db, query),
    UNDOCUMENTED,
  );

  registerRoute(app, getShowcase, ADMIN_ONLY, async ({ params }) => detail(params.id), UNDOCUMENTED);

  registerRoute(
    app,
    createShowcase,
    ADMIN_ONLY,
    async ({ body }) => detail(await repo.insertShowcase(app.db, body)),
    UNDOCUMENTED,
  );

  registerRoute(
    app,
    updateShowcase,
    ADMIN_ONLY,
    async ({ params, body }) => {
      if (!(await repo.updateShowcase(app.db, params.id, body))) throw new HttpError(404, SHOWCASE_MISSING);
      return detail(params.id);
    },
    UNDOCUMENTED,
  );

  registerRoute(app, deleteShowcase, ADMIN_ONLY, async ({ params }) => {
    if (!(await repo.deleteShowcase(app.db, params.id))) throw new HttpError(404, SHOWCASE_MISSING);
    return { message: 'Vitrin silindi.' };
  });

  registerRoute(
    app,
    setShowcaseOrder,
    ADMIN_ONLY,
    async ({ params, body }) => {
      if (!(await repo.setShowcaseOrder(app.db, params.id, body.order)))
        throw new HttpError(404, SHOWCASE_MISSING);
      return detail(params.id);
    },
    UNDOCUMENTED,
  );

  registerRoute(
    app,
    addShowcaseVilla,
    ADMIN_ONLY,
    async ({ body: { showcase_id, villa_id } }) => {
      await detail(showcase_id);
      if (!(await repo.villaExists(app.db, villa_id))) throw new HttpError(400, VILLA_MISSING);
      if (!(await repo.addShowcaseVilla(app.db, showcase_id, villa_id)))
        throw new HttpError(409, 'Bu villa zaten bu vitrinde.');
      return detail(showcase_id);
    },
    UNDOCUMENTED,
  );

  registerRoute(
    app,
    importShowcaseVillas,
    ADMIN_ONLY,
    async ({ body: { showcase_id, items } }) => {
      await detail(showcase_id);
      const tokens = importTokens(items);
      if (tokens.length > IMPORT_MAX)
        throw new HttpError(400, `Tek seferde en fazla ${IMPORT_MAX} villa eklenebilir.`);
      const { ids, slugs } = splitTokens(tokens);
      const { picked, unknown } = pickVillas(tokens, await repo.findVillas(app.db, ids, slugs));
      const { added, already } = await repo.addShowcaseVillas(app.db, showcase_id, picked);
      return { added, already, unknown, showcase: await detail(showcase_id) };
    },
    UNDOCUMENTED,
  );

  registerRoute(
    app,
    setShowcaseVillaOrder,
    ADMIN_ONLY,
    async ({ params, body }) => {
      const showcaseId = await repo.setShowcaseVillaOrder(app.db, params.id, body.order);
      if (showcaseId === undefined) throw new HttpError(404, LINK_MISSING);
      return detail(showcaseId);
    },
    UNDOCUMENTED,
  );

  registerRoute(app, removeShowcaseVilla, ADMIN_ONLY, async ({ params }) => {
    if (!(await repo.removeShowcaseVilla(app.db, params.id))) throw new HttpError(404, LINK_MISSING);
    return { message: 'Villa vitrinden çıkarıldı.' };
  });

  // Registered by hand: a DELETE with its ids in the body, which endpoint() does not allow; the
  // contract's removeShowcaseVillas gives its method, path, summary and answer.
  app.route({
    method: removeShowcaseVillas.method,
    url: removeShowcaseVillas.path,
    config: ADMIN_ONLY,
    schema: {
      tags: [...removeShowcaseVillas.tags],
      summary: removeShowcaseVillas.summary,
      body: showcaseVillaBulkDeleteSchema,
      response: { 200: envelopeOf(removeShowcaseVillas) },
    },
    handler: async (request) => {
      const ids = [...new Set(request.body.ids)];
      if (!(await repo.removeShowcaseVillas(app.db, ids)))
        throw new HttpError(404, 'Seçilen kayıtlardan bazıları bulunamadı; hiçbiri silinmedi.');
      return { content: { message: `${ids.length} villa vitrinden çıkarıldı.` } };
    },
  });
};
