import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  setContactMessageRead,
} from '@villa/shared/contracts/contact-messages';
import { found } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import * as repo from './repository.ts';

/** İletişim formu mesajları; unread ones feed the menu's contactCount. Endpoints: @villa/shared/contracts/contact-messages. */
export const contactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listContactMessages, ADMIN_ONLY, async ({ query }) => repo.listMessages(app.db, query));

  registerRoute(app, getContactMessage, ADMIN_ONLY, async ({ params }) => {
    return found(await repo.getMessage(app.db, params.id));
  });

  registerRoute(app, setContactMessageRead, ADMIN_ONLY, async ({ params, body }) => {
    return found(await repo.setRead(app.db, params.id, body.isRead));
  });

  registerRoute(app, deleteContactMessage, ADMIN_ONLY, async ({ params }) => {
    return found(await repo.deleteMessage(app.db, params.id));
  });
};
