import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXCHANGE_KEYS } from '@villa/shared/contracts/site';
import {
  CONTACT_SETTING_KEYS,
  SITE_SETTING_KEYS,
  SOCIAL_SETTING_KEYS,
} from '@villa/shared/contracts/content';
import { assertUploaded } from '../uploads-content/files.ts';
import { readKeys, writeKeys } from './repository.ts';
import {
  contactBody,
  exchangeBody,
  keyValuesResponse,
  otherResponse,
  siteBody,
  socialBody,
} from './schemas.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };

/** Ayarlar: exchange rates, site, contact and social settings (the `settings` table). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];

  app.get(
    '/getexchange',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Döviz kurları', response: { 200: keyValuesResponse } },
    },
    async () => ({ content: await readKeys(app.db, EXCHANGE_KEYS) }),
  );

  app.get(
    '/other',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Site, iletişim ve sosyal medya ayarları', response: { 200: otherResponse } },
    },
    async () => {
      const [site, contact, social] = await Promise.all([
        readKeys(app.db, SITE_SETTING_KEYS),
        readKeys(app.db, CONTACT_SETTING_KEYS),
        readKeys(app.db, SOCIAL_SETTING_KEYS),
      ]);
      return { content: { site, contact, social } };
    },
  );

  const editors = [
    { path: '/exchange/edit', summary: 'Döviz kurlarını güncelle', body: exchangeBody, keys: EXCHANGE_KEYS },
    { path: '/site/edit', summary: 'Site ayarlarını güncelle', body: siteBody, keys: SITE_SETTING_KEYS },
    {
      path: '/contact/edit',
      summary: 'İletişim bilgilerini güncelle',
      body: contactBody,
      keys: CONTACT_SETTING_KEYS,
    },
    {
      path: '/social/edit',
      summary: 'Sosyal medya bağlantılarını güncelle',
      body: socialBody,
      keys: SOCIAL_SETTING_KEYS,
    },
  ] as const;

  for (const e of editors) {
    app.put(
      e.path,
      {
        config: ADMIN_ONLY,
        schema: { tags, summary: e.summary, body: e.body, response: { 200: keyValuesResponse } },
      },
      async (request) => {
        // Only the keys sent are written: the others keep their stored values.
        const values = Object.fromEntries(
          Object.entries(request.body as Record<string, string | undefined>).filter(
            (e): e is [string, string] => e[1] !== undefined,
          ),
        );
        if (values.site_logo) await assertUploaded(app.storage, values.site_logo, 'image');
        await writeKeys(app.db, values);
        return { content: await readKeys(app.db, e.keys) };
      },
    );
  }
};
