import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getExchangeRateStatus, refreshExchangeRates } from '@villa/shared/contracts/exchange-rates';
import { HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import type { JobDefinition } from '../jobs/registry.ts';
import { exchangeRatesJob, exchangeStatus, fetchTcmbRates, TcmbError } from './tcmb.ts';

export interface ExchangeRatesOptions {
  /** TCMB_URL: where the rates are read when the tcmb_rates_url setting is empty (default TCMB's). */
  tcmbUrl?: string | undefined;
}

/**
 * 'Döviz Kurları' (ADMIN): where the rates came from, and a fetch from TCMB on demand. Registered
 * by the settings routes (the rates are settings). The daily fetch is a recurring job of the job
 * queue (plugins/jobs.ts, app.jobs), registered here when the app runs the jobs.
 */
export const exchangeRatesRoutes: FastifyPluginAsyncZod<ExchangeRatesOptions> = async (app, opts) => {
  const { tcmbUrl } = opts;
  const jobs = (app as unknown as { jobs?: { registry: { register(def: JobDefinition): unknown } } }).jobs;
  jobs?.registry.register(exchangeRatesJob(tcmbUrl));

  registerRoute(app, getExchangeRateStatus, ADMIN_ONLY, async () => exchangeStatus(app.db, tcmbUrl));

  registerRoute(app, refreshExchangeRates, ADMIN_ONLY, async () => {
    try {
      await fetchTcmbRates(app.db, tcmbUrl ? { defaultUrl: tcmbUrl } : {});
    } catch (err) {
      if (err instanceof TcmbError) throw new HttpError(502, `${err.message} Son kurlar korunuyor.`);
      throw err;
    }
    return exchangeStatus(app.db, tcmbUrl);
  });
};
