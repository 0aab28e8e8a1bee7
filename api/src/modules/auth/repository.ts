import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
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
