import { z } from 'zod';
import { endpoint } from './endpoint';

/** The admin home (SPEC §7 Anasayfa) and the menu badges. */

const tags = ['dashboard'];

/** Menu badges: new reservations (OWNER: of its own villas) and unread contact messages (ADMIN only). */
export const menuCounts = z.object({ reservationCount: z.number().int(), contactCount: z.number().int() });
export type MenuCountsContent = z.infer<typeof menuCounts>;

const reservationBrief = z.object({
  id: z.number().int(),
  reservationCode: z.string(),
  villaName: z.string(),
  customerName: z.string(),
  guests: z.number().int(),
});

export const dashboardSummary = z.object({
  today: z.string(),
  checkIns: z.array(reservationBrief),
  checkOuts: z.array(reservationBrief),
  monthly: z.array(z.object({ month: z.string(), count: z.number().int(), confirmed: z.number().int() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const getUnreadCounts = endpoint({
  method: 'GET',
  path: '/v1/admin/unreadcount',
  summary: 'Menü rozet sayıları',
  tags,
  response: menuCounts,
});

export const getDashboardSummary = endpoint({
  method: 'GET',
  path: '/v1/admin/dashboard/summary',
  summary: 'Anasayfa özeti: bugünkü girişler/çıkışlar ve aylık rezervasyon sayıları',
  tags,
  response: dashboardSummary,
});
