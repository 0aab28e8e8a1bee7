import { asc, desc, eq, ilike } from 'drizzle-orm';
import type { Subscriber } from '@villa/shared/contracts/subscribers';
import { subscribers } from '../../db/schema/content.ts';
import { readPage, type PageQuery } from '../../db/page.ts';
import type { Db } from '../../db/types.ts';

const columns = {
  id: subscribers.id,
  email: subscribers.email,
  consentAt: subscribers.consentAt,
  createdAt: subscribers.createdAt,
};
const toSubscriber = (r: { id: number; email: string; consentAt: Date; createdAt: Date }): Subscriber => ({
  id: r.id,
  email: r.email,
  consentAt: r.consentAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
});

/** LIKE pattern for a contains-search, with the user's wildcards taken literally. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first; `q` filters by e-mail (contains, case-insensitive). */
export async function listSubscribers(
  db: Db,
  query: PageQuery & { q?: string | undefined },
): Promise<{ items: Subscriber[]; total: number }> {
  const { q } = query;
  const where = q ? ilike(subscribers.email, containsPattern(q.toLowerCase())) : undefined;
  return readPage(
    db,
    query,
    db
      .select(columns)
      .from(subscribers)
      .where(where)
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id)),
    { table: subscribers, where },
    toSubscriber,
  );
}

/** Every subscriber, oldest first (the CSV export). */
export async function allSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db.select(columns).from(subscribers).orderBy(asc(subscribers.id));
  return rows.map(toSubscriber);
}

export async function deleteSubscriber(db: Db, id: number): Promise<Subscriber | undefined> {
  const [row] = await db.delete(subscribers).where(eq(subscribers.id, id)).returning(columns);
  return row ? toSubscriber(row) : undefined;
}

/** Signs an address up with consent now; an address already there is left as it is. */
export async function addSubscriber(db: Db, email: string): Promise<void> {
  await db
    .insert(subscribers)
    .values({ email, consentAt: new Date() })
    .onConflictDoNothing({ target: subscribers.email });
}
