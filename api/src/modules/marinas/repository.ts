import { count, desc, eq, sql } from 'drizzle-orm';
import type { Marina, MarinaBody } from '@villa/shared/contracts/marinas';
import { boats, marinas } from '../../db/schema/boats.ts';
import { towns } from '../../db/schema/regions.ts';
import { deleteById, updateById } from '../../db/by-id.ts';
import type { Db } from '../../db/types.ts';

const columns = {
  id: marinas.id,
  name: marinas.name,
  townId: marinas.townId,
  townName: towns.name,
  location: marinas.location,
  description: marinas.description,
  boatCount: sql<number>`(select count(*)::int from ${boats} where ${boats.marinaId} = ${marinas.id})`,
};

type Selected = {
  id: number;
  name: string;
  townId: number;
  townName: string;
  location: string;
  description: string;
  boatCount: number;
};

function toMarina(r: Selected): Marina {
  return {
    id: r.id,
    marina_id: r.id,
    name: r.name,
    town_id: r.townId,
    town_name: r.townName,
    location: r.location,
    description: r.description,
    boat_count: Number(r.boatCount),
  };
}

const base = (db: Db) => db.select(columns).from(marinas).innerJoin(towns, eq(towns.id, marinas.townId));

export async function listMarinas(db: Db, q: { skip: number; take: number }) {
  const [rows, [totalRow]] = await Promise.all([
    base(db).orderBy(desc(marinas.id)).limit(q.take).offset(q.skip),
    db.select({ total: count() }).from(marinas),
  ]);
  return { items: rows.map(toMarina), total: totalRow?.total ?? 0 };
}

export async function getMarina(db: Db, id: number): Promise<Marina | undefined> {
  const [row] = await base(db).where(eq(marinas.id, id));
  return row ? toMarina(row) : undefined;
}

export async function townExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: towns.id }).from(towns).where(eq(towns.id, id));
  return !!row;
}

function values(body: MarinaBody) {
  return {
    name: body.name,
    townId: body.town_id,
    location: body.location,
    description: body.description,
  };
}

export async function insertMarina(db: Db, body: MarinaBody): Promise<number> {
  const [row] = await db.insert(marinas).values(values(body)).returning({ id: marinas.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateMarina(db: Db, id: number, body: MarinaBody): Promise<boolean> {
  return updateById(db, marinas, id, values(body));
}

export async function countBoatsAt(db: Db, marinaId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(boats).where(eq(boats.marinaId, marinaId));
  return row?.n ?? 0;
}

export async function deleteMarina(db: Db, id: number): Promise<boolean> {
  return deleteById(db, marinas, id);
}
