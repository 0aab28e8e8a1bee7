import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@villa/shared/contracts/roles';
import type { UserRow, UserSelectItem } from '@villa/shared/contracts/users';
import { users } from '../../db/schema/users.ts';
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
};

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
    UserDetail: { firstName: r.firstName, lastName: r.lastName },
  };
}

export async function listUsers(
  db: Db,
  q: { skip: number; take: number; role?: Role | undefined },
): Promise<{ rows: UserRow[]; total: number }> {
  const where: SQL | undefined = q.role ? eq(users.role, q.role) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db.select(rowColumns).from(users).where(where).orderBy(desc(users.id)).limit(q.take).offset(q.skip),
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
  const [row] = await db.select(rowColumns).from(users).where(eq(users.id, id));
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
  const [row] = await db.insert(users).values(data).returning(rowColumns);
  if (!row) throw new Error('insert returned no row');
  return toUserRow(row);
}

/**
 * Updates a user; `revoke` bumps token_version so tokens issued before stop working
 * (password change, deactivation).
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
    .returning(rowColumns);
  return row ? toUserRow(row) : undefined;
}
