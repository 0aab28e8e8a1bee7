import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardPaymentCallback,
  getCardPaymentOptions,
  getCardPaymentResult,
  getPaymentSettings,
  savePaymentSettings,
  startCardPayment,
} from '@villa/shared/contracts/payments';
import { routePath } from '@villa/shared/api/route';
import { HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, PUBLIC, PUBLIC_WRITE, registerRoute } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { publicOrigin } from '../../web/public-origin.ts';
import * as card from './card.ts';
import * as store from './settings-store.ts';

/** The callback endpoint's path with the attempt's key in place. */
const callbackPath = (ref: string) => routePath(cardPaymentCallback, { ref });

/**
 * Card payments (issue 14): the guest's card path behind the payment link, the provider's
 * callback, and 'Ödeme Ayarları'. Endpoints: @villa/shared/contracts/payments; the logic in
 * card.ts (exactly once) and settings-store.ts (keys encrypted). Refunds: transactions/routes.ts.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Callbacks that never came: the reconciliation runs on the job queue when the app runs it
  // (plugins/jobs.ts decorates app.jobs; in-process tests build the app without the queue).
  if (app.hasDecorator('jobs')) app.jobs.registry.register(card.paymentReconcileJob(app.payments));

  // The provider returns the guest with a form post (application/x-www-form-urlencoded); only the
  // callback below takes that type (this plugin is encapsulated).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  registerRoute(app, getCardPaymentOptions, PUBLIC, async ({ params }) =>
    card.cardPaymentOptions(app.db, await app.payments.provider(), params.token),
  );

  registerRoute(
    app,
    startCardPayment,
    { ...PUBLIC_WRITE, rateLimit: { max: 10, timeWindow: '1 minute' } },
    async (request) =>
      card.startCardPayment(app.db, await app.payments.provider(), {
        token: request.params.token,
        origin: publicOrigin(request),
        ip: request.ip,
        callbackPath,
      }),
  );

  registerRoute(
    app,
    cardPaymentCallback,
    { ...PUBLIC_WRITE, rateLimit: { max: 30, timeWindow: '1 minute' } },
    async (request, reply) => {
      const { ref } = request.params;
      const provider = await app.payments.provider();
      const outcome = await card.finishAttempt(app.db, provider, ref, request.body.token);
      const [reservation] = await card.paymentTokenOf(app.db, outcome.attempt.reservationId);
      if (!reservation) throw new HttpError(404, 'Rezervasyon bulunamadı.');
      // The guest's browser lands on the result page (303: a GET after the provider's POST).
      const location = `${publicOrigin(request)}/odeme/${reservation.token}?sonuc=${encodeURIComponent(ref)}`;
      return reply.redirect(location, 303);
    },
    { undocumentedResponse: true },
  );

  registerRoute(app, getCardPaymentResult, PUBLIC, async ({ params }) =>
    card.cardPaymentResult(app.db, await app.payments.provider(), params.token, params.ref),
  );

  registerRoute(app, getPaymentSettings, ADMIN_ONLY, async () =>
    store.paymentSettingsView(app.db, app.payments.config),
  );

  registerRoute(app, savePaymentSettings, ADMIN_ONLY, async (request) => {
    await store.savePaymentSettings(app.db, app.payments.config, currentUser(request).id, request.body);
    return store.paymentSettingsView(app.db, app.payments.config);
  });
};
