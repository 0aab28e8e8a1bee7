import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboardSummary, getUnreadCounts } from '@villa/shared/contracts/dashboard';
import { listIcalFeedAlerts } from '@villa/shared/contracts/ical';
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

  registerRoute(app, listIcalFeedAlerts, ADMIN_OR_OWNER, async (request) => {
    const items = await feedAlerts(app.db, currentUser(request));
    return { items, total: items.length };
  });
};
