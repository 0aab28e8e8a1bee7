import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@villa/shared/contracts/bookings';
import { mailOutbox, reservations } from '../../db/schema/reservations.ts';
import { readPage, type PageQuery } from '../../db/page.ts';
import type { Paged } from '@villa/shared/contracts/endpoint';
import type { Db } from '../../db/types.ts';

export async function listOutbox(
  db: Db,
  q: PageQuery & { reservationId?: number | undefined },
): Promise<Paged<OutboxMessage[]>> {
  const where = q.reservationId ? eq(mailOutbox.reservationId, q.reservationId) : undefined;
  return readPage(
    db,
    q,
    db
      .select({ m: mailOutbox, code: reservations.reservationCode })
      .from(mailOutbox)
      .leftJoin(reservations, eq(reservations.id, mailOutbox.reservationId))
      .where(where)
      .orderBy(desc(mailOutbox.id)),
    { table: mailOutbox, where },
    ({ m, code }) => ({
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
    }),
  );
}
