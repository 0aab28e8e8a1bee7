import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@villa/shared/contracts/roles';
import type { UserRow, UserSelectItem } from '@villa/shared/contracts/users';
import { loginFailures, users } from '../../db/schema/users.ts';
import type { Db } from '../../db/types.ts';

const rowColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  active: users.active,
  phone: users.phone,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  // The end of a lock that still holds (failed logins), else null.
  lockedUntil:
    sql<Date | null>`case when ${loginFailures.lockedUntil} > now() then ${loginFailures.lockedUntil} end`.mapWith(
      loginFailures.lockedUntil,
    ),
};

/** Users with their failed-login row (keyed by e-mail), if any. */
const usersWithLock = (db: Db) =>
  db.select(rowColumns).from(users).leftJoin(loginFailures, eq(loginFailures.email, users.email));

type Selected = {
  id: number;
  email: string;
  role: string;
  active: boolean;
  phone: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  lockedUntil: Date | null;
};

/** The wire shape (shared UserRow); the password hash never leaves the repository. */
function toUserRow(r: Selected): UserRow {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    active: r.active,
    phone: r.phone,
    createdAt: r.createdAt.toISOString(),
    lastLoginAt: r.lastLoginAt ? r.lastLoginAt.toISOString() : null,
    lockedUntil: r.lockedUntil ? r.lockedUntil.toISOString() : null,
    UserDetail: { firstName: r.firstName, lastName: r.lastName },
  };
}

export async function listUsers(
  db: Db,
  q: { skip: number; take: number; role?: Role | undefined },
): Promise<{ rows: UserRow[]; total: number }> {
  const where: SQL | undefined = q.role ? eq(users.role, q.role) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    usersWithLock(db).where(where).orderBy(desc(users.id)).limit(q.take).offset(q.skip),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toUserRow), total: totalRow?.total ?? 0 };
}

export async function selectUsers(db: Db, role?: Role): Promise<UserSelectItem[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(eq(users.active, true), role ? eq(users.role, role) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`, role: r.role }));
}

export async function getUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await usersWithLock(db).where(eq(users.id, id));
  return row ? toUserRow(row) : undefined;
}

export interface UserWrite {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
  active: boolean;
  passwordHash?: string | undefined;
}

export async function insertUser(db: Db, data: UserWrite & { passwordHash: string }): Promise<UserRow> {
  const [row] = await db.insert(users).values(data).returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  const user = await getUser(db, row.id);
  if (!user) throw new Error('inserted user not found');
  return user;
}

/**
 * Updates a user; `revoke` bumps token_version so tokens issued before stop working
 * (password change, deactivation, 'Tüm oturumları kapat').
 */
export async function updateUser(
  db: Db,
  id: number,
  data: Partial<UserWrite>,
  revoke: boolean,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      ...data,
      updatedAt: sql`now()`,
      ...(revoke ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return row ? getUser(db, row.id) : undefined;
}

/** Clears the failed-login count and lock of a user's e-mail; undefined for an unknown user. */
export async function unlockUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  if (!row) return undefined;
  await db.delete(loginFailures).where(eq(loginFailures.email, row.email));
  return getUser(db, id);
}
