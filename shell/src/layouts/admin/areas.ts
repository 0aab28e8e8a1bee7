import type { RemoteName } from '@villa/shared/config/remotes';

const AREAS: Array<[RegExp, RemoteName]> = [
  [/^\/dashboard\/(villas|towndistrict|villatypes|showcase|features)(\/|$)/, 'villa_admin'],
  [/^\/dashboard\/(boats|marinas|boattypes|boatfeatures)(\/|$)/, 'boat_admin'],
  [
    /^\/dashboard\/(users|templates|contact|comments|blog|subscriber|website|settings)(\/|$)/,
    'content_admin',
  ],
];

/**
 * Which remote owns a dashboard path. Home, reservations, payments, closings,
 * occupancy, reports and offers belong to mf-booking-admin.
 */
export function adminAreaFor(pathname: string): RemoteName {
  return AREAS.find(([re]) => re.test(pathname))?.[1] ?? 'booking_admin';
}
