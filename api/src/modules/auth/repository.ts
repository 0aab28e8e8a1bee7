import { eq, lt, sql } from 'drizzle-orm';
import { revokedTokens, users } from '../../db/schema/users.ts';
import type { Db } from '../../db/types.ts';

export async function findUserForLogin(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      active: users.active,
      tokenVersion: users.tokenVersion,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

export async function touchLastLogin(db: Db, id: number): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, id));
}

/**
 * Puts a token on the deny-list until it expires, and prunes the entries of tokens that have
 * expired anyway (an index on expires_at keeps that cheap).
 */
export async function revokeToken(
  db: Db,
  token: { jti: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(revokedTokens).values(token).onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
}
