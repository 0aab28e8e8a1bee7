import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/types.ts';
import { villas } from '../../db/schema/villas.ts';
import type { Db, Tx } from '../../db/types.ts';
import { forbidden, HttpError } from '../../lib/http-error.ts';

/** Helpers shared by the villa-area modules (villas, prices, dates, images, iCal, comments, showcases). */

export const VILLA_MISSING = 'Seçilen villa bulunamadı.';

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
