import { count, desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@villa/shared/contracts/bookings';
import { mailOutbox, reservations } from '../../db/schema/reservations.ts';
import type { Db } from '../../db/types.ts';

export async function listOutbox(
  db: Db,
  q: { skip: number; take: number; reservationId?: number | undefined },
): Promise<{ rows: OutboxMessage[]; total: number }> {
  const where = q.reservationId ? eq(mailOutbox.reservationId, q.reservationId) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ m: mailOutbox, code: reservations.reservationCode })
      .from(mailOutbox)
      .leftJoin(reservations, eq(reservations.id, mailOutbox.reservationId))
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(q.take)
      .offset(q.skip),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return {
    rows: rows.map(({ m, code }) => ({
      id: m.id,
      reservationId: m.reservationId,
      reservationCode: code,
      kind: m.kind,
      toAddress: m.toAddress,
      subject: m.subject,
      html: m.html,
      text: m.text,
      status: m.status,
      error: m.error,
      createdAt: m.createdAt.toISOString(),
    })),
    total: totalRow?.n ?? 0,
  };
}
