import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeReservationStatus,
  createReservation as createReservationEndpoint,
  getReservation,
  listReservations as listReservationsEndpoint,
  quoteReservation,
  sendBankDetails,
  sendConfirmation,
  sendPaymentLink,
  updateReservation as updateReservationEndpoint,
  type MessageSent,
  type SendMessage,
} from '@villa/shared/contracts/bookings';
import { found } from '../../lib/http-error.ts';
import { ADMIN_ONLY, ADMIN_OR_OWNER, registerRoute, UNDOCUMENTED } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { computeQuote } from '../pricing/quote.ts';
import { sendReservationMessage, type MessageKind } from './messages.ts';
import { publicOrigin } from '../../web/public-origin.ts';
import { getReservationDetail, listReservations } from './queries.ts';
import { changeStatus } from './status.ts';
import { createReservation, updateReservation } from './writes.ts';

/**
 * Villa reservations (SPEC §7): list with filters, detail, create, edit, status, messages.
 * Endpoints: @villa/shared/contracts/bookings.
 */
export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = app.mailer;

  registerRoute(app, listReservationsEndpoint, ADMIN_OR_OWNER, async (request) => {
    const { rows, total } = await listReservations(app.db, currentUser(request), request.query);
    return { items: rows, total };
  });

  // The quote had no documented response: the document keeps it so.
  registerRoute(
    app,
    quoteReservation,
    ADMIN_ONLY,
    async ({ query: q }) =>
      computeQuote(app.db, {
        villaId: q.villa_id,
        checkIn: q.check_in,
        checkOut: q.check_out,
        guests: q.guests,
        allowPast: true,
      }),
    UNDOCUMENTED,
  );

  registerRoute(app, getReservation, ADMIN_OR_OWNER, async (request) => {
    return found(await getReservationDetail(app.db, currentUser(request), request.params.id));
  });

  registerRoute(app, createReservationEndpoint, ADMIN_ONLY, async (request) => {
    const user = currentUser(request);
    const id = await createReservation(app.db, user, request.body);
    return found(await getReservationDetail(app.db, user, id));
  });

  registerRoute(app, updateReservationEndpoint, ADMIN_ONLY, async (request) => {
    const user = currentUser(request);
    await updateReservation(app.db, user, request.params.id, request.body);
    return found(await getReservationDetail(app.db, user, request.params.id));
  });

  registerRoute(app, changeReservationStatus, ADMIN_ONLY, async (request) => {
    const user = currentUser(request);
    await changeStatus(app.db, user, request.params.id, request.body);
    return found(await getReservationDetail(app.db, user, request.params.id));
  });

  const send =
    (kind: MessageKind) =>
    async (request: FastifyRequest<{ Body: SendMessage }>): Promise<MessageSent> =>
      sendReservationMessage(app.db, mailer, {
        kind,
        id: request.body.id,
        userId: currentUser(request).id,
        origin: publicOrigin(request),
        optionHours: request.body.optionHours,
      });
  registerRoute(app, sendPaymentLink, ADMIN_ONLY, send('payment_link'));
  registerRoute(app, sendBankDetails, ADMIN_ONLY, send('bank_details'));
  registerRoute(app, sendConfirmation, ADMIN_ONLY, send('confirmation'));
};
