import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { icalFeedAlertsEndpoint } from '@villa/shared/contracts/ical';
import { currentUser } from '../../plugins/auth.ts';
import { feedAlerts } from '../ical-sync/health.ts';
import { dashboardSummary, unreadCounts } from './repository.ts';

const unreadCountResponse = z.object({
  content: z.object({ reservationCount: z.number().int(), contactCount: z.number().int() }),
});

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/unreadcount',
    {
      config: { access: ['ADMIN', 'OWNER'] },
      schema: { tags: ['dashboard'], summary: 'Menü rozet sayıları', response: { 200: unreadCountResponse } },
    },
    async (request) => ({ content: await unreadCounts(app.db, currentUser(request)) }),
  );

  const brief = z.object({
    id: z.number().int(),
    reservationCode: z.string(),
    villaName: z.string(),
    customerName: z.string(),
    guests: z.number().int(),
  });
  app.get(
    '/dashboard/summary',
    {
      config: { access: ['ADMIN', 'OWNER'] },
      schema: {
        tags: ['dashboard'],
        summary: 'Anasayfa özeti: bugünkü girişler/çıkışlar ve aylık rezervasyon sayıları',
        response: {
          200: z.object({
            content: z.object({
              today: z.string(),
              checkIns: z.array(brief),
              checkOuts: z.array(brief),
              monthly: z.array(
                z.object({ month: z.string(), count: z.number().int(), confirmed: z.number().int() }),
              ),
            }),
          }),
        },
      },
    },
    async (request) => ({ content: await dashboardSummary(app.db, currentUser(request)) }),
  );

  const alertsPath = icalFeedAlertsEndpoint.path.slice(app.prefix.length);
  if (`${app.prefix}${alertsPath}` !== icalFeedAlertsEndpoint.path)
    throw new Error(`dashboard routes must be mounted under ${icalFeedAlertsEndpoint.path}`);
  app.get(
    alertsPath,
    {
      config: { access: ['ADMIN', 'OWNER'] },
      schema: {
        tags: ['dashboard'],
        summary:
          'Dış takvim uyarıları: 24 saatten uzun süredir okunamayanlar ve onay bekleyen senkronizasyonlar',
        description:
          'Her kayıt: villa, takvim, `kind` (`failing`: son başarılı okumadan beri 24 saatten uzun süredir hata; ' +
          '`held`: zamanlanmış senkronizasyon kapatmaların yarısından fazlasını kaldıracağı için bekletildi), ' +
          '`since` (ilk hata veya bekletme zamanı) ve `message` (son hata veya bekletme nedeni). Ev sahibi yalnızca ' +
          'kendi villalarını görür.',
        response: { 200: icalFeedAlertsEndpoint.response },
      },
    },
    async (request) => {
      const content = await feedAlerts(app.db, currentUser(request));
      return { content, total: content.length };
    },
  );
};
