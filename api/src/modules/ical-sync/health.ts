import { and, asc, count, eq, lte, or, sql } from 'drizzle-orm';
import { ICAL_FAILING_ALERT_HOURS, type IcalFeedAlert, type IcalSource } from '@villa/shared/contracts/ical';
import type { AuthUser } from '../../auth/types.ts';
import { villaIcalFeeds, villas } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';

/** Feeds whose last run failed (download, HTTP status, content type or a refused calendar). For metrics. */
export async function countFailingFeeds(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(villaIcalFeeds)
    .where(eq(villaIcalFeeds.lastStatus, 'error'));
  return Number(row?.n ?? 0);
}

/**
 * What staff must look at: feeds that have not been read for over ICAL_FAILING_ALERT_HOURS
 * (counted from the first failure since the last success) and scheduled syncs held for a
 * preview. ADMIN sees every villa's, OWNER only its own villas'. Oldest first.
 */
export async function feedAlerts(db: Db, user: AuthUser): Promise<IcalFeedAlert[]> {
  const failing = and(
    eq(villaIcalFeeds.lastStatus, 'error'),
    lte(villaIcalFeeds.failingSince, sql`now() - make_interval(hours => ${ICAL_FAILING_ALERT_HOURS})`),
  );
  const held = eq(villaIcalFeeds.lastStatus, 'held');
  const rows = await db
    .select({
      feedId: villaIcalFeeds.id,
      villaId: villaIcalFeeds.villaId,
      villaName: villas.name,
      source: villaIcalFeeds.source,
      url: villaIcalFeeds.url,
      status: villaIcalFeeds.lastStatus,
      failingSince: villaIcalFeeds.failingSince,
      lastError: villaIcalFeeds.lastError,
      heldAt: villaIcalFeeds.heldAt,
      heldReason: villaIcalFeeds.heldReason,
    })
    .from(villaIcalFeeds)
    .innerJoin(villas, eq(villas.id, villaIcalFeeds.villaId))
    .where(and(or(failing, held), user.role === 'ADMIN' ? undefined : eq(villas.ownerId, user.id)))
    .orderBy(
      asc(sql`coalesce(${villaIcalFeeds.failingSince}, ${villaIcalFeeds.heldAt})`),
      asc(villaIcalFeeds.id),
    );
  return rows.map((r) => {
    const isHeld = r.status === 'held';
    const since = isHeld ? r.heldAt : r.failingSince;
    return {
      feed_id: r.feedId,
      villa_id: r.villaId,
      villa_name: r.villaName,
      source: r.source as IcalSource,
      url: r.url,
      kind: isHeld ? 'held' : 'failing',
      since: (since ?? new Date(0)).toISOString(),
      message: (isHeld ? r.heldReason : r.lastError) ?? '',
    };
  });
}
