import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboardSummary, getUnreadCounts } from '@villa/shared/contracts/dashboard';
import { icalFeedAlertsEndpoint } from '@villa/shared/contracts/ical';
import { ADMIN_OR_OWNER, registerRoute } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { feedAlerts } from '../ical-sync/health.ts';
import { dashboardSummary, unreadCounts } from './repository.ts';

/** The admin home and the menu badges. Endpoints: @villa/shared/contracts/dashboard. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, getUnreadCounts, ADMIN_OR_OWNER, async (request) =>
    unreadCounts(app.db, currentUser(request)),
  );

  registerRoute(app, getDashboardSummary, ADMIN_OR_OWNER, async (request) =>
    dashboardSummary(app.db, currentUser(request)),
  );

  // The iCal alerts' shape is the iCal contract's (icalFeedAlertsEndpoint, not an endpoint()
  // definition yet): registered by hand from its path and response.
  app.get(
    icalFeedAlertsEndpoint.path,
    {
      config: ADMIN_OR_OWNER,
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
