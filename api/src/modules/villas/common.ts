import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import type { AuthUser } from '../../auth/types.ts';
import { villas } from '../../db/schema/villas.ts';
import { lockVillas } from '../../db/locks.ts';
import type { Db, Tx } from '../../db/types.ts';
import { forbidden, HttpError } from '../../lib/http-error.ts';
import { slugify } from '../../lib/slug.ts';

/** Helpers shared by the villa-area modules (villas, prices, dates, images, regions, showcases). */

// The access rules are the route kit's (kept here as re-exports for the modules not yet converted).
export { ADMIN_ONLY, ADMIN_OR_OWNER } from '../../lib/route-kit.ts';

export const idParams = z.object({ id: recordId() });
export const villaIdParams = z.object({ villa_id: recordId() });
export const messageResponse = z.object({ content: z.object({ message: z.string() }) });
export const message = (text: string) => ({ content: { message: text } });

export const VILLA_MISSING = 'Seçilen villa bulunamadı.';

/**
 * A slug that is free in `table`: the given one or one made from `name` (Turkish letters
 * folded), with -2, -3... appended when taken by another row.
 */
export async function uniqueSlug(
  db: Db | Tx,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  wanted: string,
  name: string,
  excludeId?: number,
): Promise<string> {
  const base = slugify(wanted || name) || 'kayit';
  for (let i = 1; i < 200; i++) {
    const candidate = i === 1 ? base : `${base}-${i}`;
    const where: SQL | undefined = excludeId
      ? and(eq(table.slug, candidate), ne(table.id, excludeId))
      : eq(table.slug, candidate);
    const [row] = await db.select({ id: table.id }).from(table).where(where).limit(1);
    if (!row) return candidate;
  }
  throw new HttpError(409, 'Benzersiz bir adres (slug) üretilemedi; farklı bir ad deneyin.');
}

/**
 * ADMIN reaches every villa; OWNER only its own. Unknown villas are 404 for ADMIN and
 * 403 for OWNER (an owner learns nothing about villas that are not theirs).
 */
export async function assertVillaReach(db: Db | Tx, user: AuthUser, villaId: number): Promise<void> {
  const [row] = await db
    .select({ id: villas.id, ownerId: villas.ownerId })
    .from(villas)
    .where(eq(villas.id, villaId));
  if (user.role === 'ADMIN') {
    if (!row) throw new HttpError(404, VILLA_MISSING);
    return;
  }
  if (!row || row.ownerId !== user.id) throw forbidden();
}

export const num = (v: string | number | null | undefined): number =>
  v === null || v === undefined ? 0 : Number(v);

/** Locks the villa row for the rest of the transaction (the one lock order: db/locks.ts). */
export async function lockVilla(tx: Tx, villaId: number): Promise<void> {
  await lockVillas(tx, [villaId]);
}
