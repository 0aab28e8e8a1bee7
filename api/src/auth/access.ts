import { and, eq } from 'drizzle-orm';
import { villas } from '../db/schema/villas.ts';
import type { Db } from '../db/types.ts';
import { forbidden } from '../lib/http-error.ts';
import type { AuthUser } from './types.ts';

/** Ids of the villas an OWNER owns. */
export async function ownerVillaIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: villas.id }).from(villas).where(eq(villas.ownerId, userId));
  return rows.map((r) => r.id);
}

/** ADMIN reaches every villa; OWNER only its own (403 otherwise, also for unknown villas). */
export async function assertVillaAccess(db: Db, user: AuthUser, villaId: number): Promise<void> {
  if (user.role === 'ADMIN') return;
  const [row] = await db
    .select({ id: villas.id })
    .from(villas)
    .where(and(eq(villas.id, villaId), eq(villas.ownerId, user.id)));
  if (!row) throw forbidden();
}
