import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { boats } from '../../src/db/schema/boats.ts';
import type { Db } from '../../src/db/types.ts';
import { bearer } from '../helper.ts';

/**
 * The boat_count of an admin list of boat types or marinas (`list`, one page holding every row):
 * the rows named in `counts` (id → boats) have those counts, and every listed row's count is its
 * number of boats in the table (`by`, the boats' column pointing at the row).
 */
export async function expectBoatCounts(
  t: { app: App; db: Db; admin: string },
  list: string,
  by: typeof boats.boatTypeId | typeof boats.marinaId,
  counts: Record<number, number>,
) {
  const res = await t.app.inject({ method: 'GET', url: list, headers: bearer(t.admin) });
  const rows = res.json().content as Array<{ id: number; boat_count: number }>;
  for (const [id, boatCount] of Object.entries(counts)) {
    expect(rows.find((r) => r.id === Number(id))?.boat_count, `${list}: ${id}`).toBe(boatCount);
  }
  for (const row of rows) {
    const [stored] = await t.db.select({ n: count() }).from(boats).where(eq(by, row.id));
    expect(row.boat_count, `${list}: ${row.id}`).toBe(stored?.n ?? 0);
  }
}
