import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getComment,
  listComments,
  replyToComment,
  setCommentActivity,
} from '@villa/shared/contracts/comments';
import { found } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import * as repo from './repository.ts';

/** Yorumlar: approve (active) or hide visitor comments and answer them. Endpoints: @villa/shared/contracts/comments. */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listComments, ADMIN_ONLY, async ({ query }) => repo.listComments(app.db, query));

  registerRoute(app, getComment, ADMIN_ONLY, async ({ params }) => {
    return found(await repo.getComment(app.db, params.id));
  });

  registerRoute(app, setCommentActivity, ADMIN_ONLY, async ({ params, body }) => {
    return found(await repo.updateComment(app.db, params.id, { active: body.active }));
  });

  registerRoute(app, replyToComment, ADMIN_ONLY, async ({ params, body }) => {
    return found(await repo.updateComment(app.db, params.id, { reply: body.reply }));
  });
};
