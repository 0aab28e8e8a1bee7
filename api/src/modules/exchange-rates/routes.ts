import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getExchangeRateStatus, refreshExchangeRates } from '@villa/shared/contracts/exchange-rates';
import { HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import type { JobDefinition } from '../jobs/registry.ts';
import { exchangeRatesJob, exchangeStatus, fetchTcmbRates, TcmbError } from './tcmb.ts';

/**
 * 'Döviz Kurları' (ADMIN): where the rates came from, and a fetch from TCMB on demand. Registered
 * by the settings routes (the rates are settings). The daily fetch is a recurring job of the job
 * queue (plugins/jobs.ts, app.jobs), registered here when the app runs the jobs.
 */
export const exchangeRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = (app as unknown as { jobs?: { registry: { register(def: JobDefinition): unknown } } }).jobs;
  jobs?.registry.register(exchangeRatesJob());

  registerRoute(app, getExchangeRateStatus, ADMIN_ONLY, async () => exchangeStatus(app.db));

  registerRoute(app, refreshExchangeRates, ADMIN_ONLY, async () => {
    try {
      await fetchTcmbRates(app.db);
    } catch (err) {
      if (err instanceof TcmbError) throw new HttpError(502, `${err.message} Son kurlar korunuyor.`);
      throw err;
    }
    return exchangeStatus(app.db);
  });
};
