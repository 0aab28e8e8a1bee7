import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createVillaComment,
  deleteVillaComment,
  setVillaCommentActivity,
} from '@villa/shared/contracts/villa-comments';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute, UNDOCUMENTED } from '../../lib/route-kit.ts';
import { VILLA_MISSING } from '../villas/common.ts';
import * as repo from './repository.ts';

const COMMENT_MISSING = 'Yorum bulunamadı.';

/**
 * Villa comments added and moderated by staff (SPEC §7); only active ones reach the public site.
 * Endpoints: @villa/shared/contracts/villa-comments.
 */
export const villaCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    createVillaComment,
    ADMIN_ONLY,
    async ({ body }) => {
      if (!(await repo.villaExists(app.db, body.villa_id))) throw new HttpError(404, VILLA_MISSING);
      return repo.insertComment(app.db, body);
    },
    UNDOCUMENTED,
  );

  registerRoute(app, deleteVillaComment, ADMIN_ONLY, async ({ params }) => {
    if (!(await repo.deleteComment(app.db, params.id))) throw new HttpError(404, COMMENT_MISSING);
    return { message: 'Yorum silindi.' };
  });

  registerRoute(
    app,
    setVillaCommentActivity,
    ADMIN_ONLY,
    async ({ params, body }) => {
      return found(await repo.setCommentActivity(app.db, params.id, body.active), COMMENT_MISSING);
    },
    UNDOCUMENTED,
  );
};
