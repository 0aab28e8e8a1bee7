import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXCHANGE_KEYS } from '@villa/shared/contracts/site';
import {
  CONTACT_SETTING_KEYS,
  SITE_SETTING_KEYS,
  SOCIAL_SETTING_KEYS,
} from '@villa/shared/contracts/content';
import {
  editContactSettings,
  editExchangeRates,
  editSiteSettings,
  editSocialSettings,
  getExchangeRates,
  getOtherSettings,
} from '@villa/shared/contracts/settings';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { assertUploaded } from '../uploads-content/files.ts';
import { readKeys, writeKeys } from './repository.ts';
import { exchangeRatesRoutes, type ExchangeRatesOptions } from '../exchange-rates/routes.ts';
import { markManual } from '../exchange-rates/tcmb.ts';

/**
 * Ayarlar: exchange rates, site, contact and social settings (the `settings` table).
 * Endpoints: @villa/shared/contracts/settings.
 */
export const settingsRoutes: FastifyPluginAsyncZod<ExchangeRatesOptions> = async (app, opts) => {
  registerRoute(app, getExchangeRates, ADMIN_ONLY, async () => readKeys(app.db, EXCHANGE_KEYS));
  // Where the rates came from (TCMB or by hand) and a fetch on demand.
  await app.register(exchangeRatesRoutes, { tcmbUrl: opts.tcmbUrl });

  registerRoute(app, getOtherSettings, ADMIN_ONLY, async () => {
    const [site, contact, social] = await Promise.all([
      readKeys(app.db, SITE_SETTING_KEYS),
      readKeys(app.db, CONTACT_SETTING_KEYS),
      readKeys(app.db, SOCIAL_SETTING_KEYS),
    ]);
    return { site, contact, social };
  });

  const editors = [
    [editExchangeRates, EXCHANGE_KEYS],
    [editSiteSettings, SITE_SETTING_KEYS],
    [editContactSettings, CONTACT_SETTING_KEYS],
    [editSocialSettings, SOCIAL_SETTING_KEYS],
  ] as const;

  for (const [endpoint, keys] of editors) {
    registerRoute(app, endpoint, ADMIN_ONLY, async ({ body }) => {
      // Only the keys sent are written: the others keep their stored values.
      const values = Object.fromEntries(
        Object.entries(body as Record<string, string | undefined>).filter(
          (e): e is [string, string] => e[1] !== undefined,
        ),
      );
      if (values.site_logo) await assertUploaded(app.storage, values.site_logo, 'image');
      await writeKeys(app.db, values);
      // Rates entered by hand show 'Elle girildi' until the next successful TCMB fetch.
      if (endpoint === editExchangeRates) await markManual(app.db, Object.keys(values));
      return readKeys(app.db, keys);
    });
  }
};
