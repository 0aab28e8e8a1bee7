import { and, count, eq } from 'drizzle-orm';
import type { MenuCounts } from '@villa/shared/contracts/site';
import { contactMessages } from '../../db/schema/contact.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import type { AuthUser } from '../../auth/types.ts';

/** Menu badges: new reservations (OWNER: of its own villas) and unread contact messages (ADMIN only). */
export async function unreadCounts(db: Db, user: AuthUser): Promise<MenuCounts> {
  const newStatus = eq(reservations.status, 'new');
  const reservationQuery =
    user.role === 'ADMIN'
      ? db.select({ n: count() }).from(reservations).where(newStatus)
      : db
          .select({ n: count() })
          .from(reservations)
          .innerJoin(villas, eq(villas.id, reservations.villaId))
          .where(and(newStatus, eq(villas.ownerId, user.id)));
  const [[res], contact] = await Promise.all([
    reservationQuery,
    user.role === 'ADMIN'
      ? db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, false))
      : Promise.resolve([{ n: 0 }]),
  ]);
  return { reservationCount: res?.n ?? 0, contactCount: contact[0]?.n ?? 0 };
}
