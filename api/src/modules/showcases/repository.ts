import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Showcase, ShowcaseBody, ShowcaseDetail } from '@villa/shared/contracts/showcases';
import { showcases, showcaseVillas } from '../../db/schema/villa-content.ts';
import { villas } from '../../db/schema/villas.ts';
import { deleteById, updateById } from '../../db/by-id.ts';
import { nextSortOrder } from '../../db/sort-order.ts';
import type { Db, Tx } from '../../db/types.ts';
import { imageUrl } from '../../lib/images.ts';
import { uniqueSlug } from '../../lib/slug.ts';

/** The villa's first image (its thumbnail). */
const thumbnailKey = sql<
  string | null
>`(select vi.file_key from villa_images vi where vi.villa_id = ${villas.id} order by vi.sort_order, vi.id limit 1)`;

const toShowcase = (r: typeof showcases.$inferSelect, villaCount: number): Showcase => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  description: r.description,
  order: r.sortOrder,
  active: r.active,
  villa_count: villaCount,
});

/** One page in the staff's order, with each showcase's villa count. */
export async function listShowcases(db: Db, q: { skip: number; take: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ s: showcases, n: db.$count(showcaseVillas, eq(showcaseVillas.showcaseId, showcases.id)) })
      .from(showcases)
      .orderBy(asc(showcases.sortOrder), asc(showcases.id))
      .limit(q.take)
      .offset(q.skip),
    db.select({ n: count() }).from(showcases),
  ]);
  return { items: rows.map((r) => toShowcase(r.s, Number(r.n))), total: total?.n ?? 0 };
}

/** A showcase with its villas in order (thumbnail: the first image, 480 px). */
export async function getShowcaseDetail(db: Db, id: number): Promise<ShowcaseDetail | undefined> {
  const [row] = await db.select().from(showcases).where(eq(showcases.id, id));
  if (!row) return undefined;
  const links = await db
    .select({
      id: showcaseVillas.id,
      villaId: villas.id,
      name: villas.name,
      slug: villas.slug,
      order: showcaseVillas.sortOrder,
      active: villas.active,
      thumbnailKey,
    })
    .from(showcaseVillas)
    .innerJoin(villas, eq(villas.id, showcaseVillas.villaId))
    .where(eq(showcaseVillas.showcaseId, id))
    .orderBy(asc(showcaseVillas.sortOrder), asc(showcaseVillas.id));
  return {
    ...toShowcase(row, links.length),
    villas: links.map((l) => ({
      id: l.id,
      villa_id: l.villaId,
      name: l.name,
      slug: l.slug,
      order: l.order,
      active: l.active,
      thumbnail: l.thumbnailKey ? imageUrl(l.thumbnailKey, 480) : null,
    })),
  };
}

/** A new showcase, last in order. */
export async function insertShowcase(db: Db, b: ShowcaseBody): Promise<number> {
  const slug = await uniqueSlug(db, showcases, b.slug, b.title);
  const [row] = await db
    .insert(showcases)
    .values({
      title: b.title,
      slug,
      description: b.description,
      active: b.active,
      sortOrder: await nextSortOrder(db, showcases),
    })
    .returning({ id: showcases.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** False when there is no such showcase. */
export async function updateShowcase(db: Db, id: number, b: ShowcaseBody): Promise<boolean> {
  const slug = await uniqueSlug(db, showcases, b.slug, b.title, id);
  return updateById(db, showcases, id, {
    title: b.title,
    slug,
    description: b.description,
    active: b.active,
  });
}

export async function deleteShowcase(db: Db, id: number): Promise<boolean> {
  return deleteById(db, showcases, id);
}

export async function setShowcaseOrder(db: Db, id: number, order: number): Promise<boolean> {
  return updateById(db, showcases, id, { sortOrder: order });
}

export async function villaExists(db: Db, id: number): Promise<boolean> {
  const [villa] = await db.select({ id: villas.id }).from(villas).where(eq(villas.id, id));
  return !!villa;
}

const nextOrder = (tx: Tx, showcaseId: number) =>
  nextSortOrder(tx, showcaseVillas, eq(showcaseVillas.showcaseId, showcaseId));

/** Adds a villa at the end of the showcase; false when it is already there (nothing written). */
export async function addShowcaseVilla(db: Db, showcaseId: number, villaId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [dup] = await tx
      .select({ id: showcaseVillas.id })
      .from(showcaseVillas)
      .where(and(eq(showcaseVillas.showcaseId, showcaseId), eq(showcaseVillas.villaId, villaId)));
    if (dup) return false;
    await tx.insert(showcaseVillas).values({
      showcaseId,
      villaId,
      sortOrder: await nextOrder(tx, showcaseId),
    });
    return true;
  });
}

/** The villas named by these ids or slugs (slugs lower case). */
export async function findVillas(db: Db, ids: number[], slugs: string[]) {
  if (ids.length === 0 && slugs.length === 0) return [];
  return db
    .select({ id: villas.id, slug: villas.slug, name: villas.name })
    .from(villas)
    .where(
      or(
        ids.length ? inArray(villas.id, ids) : undefined,
        slugs.length ? inArray(villas.slug, slugs) : undefined,
      ),
    );
}

/**
 * Adds these villas at the end of the showcase, in order, skipping those already in it; returns
 * which were added and which were already there.
 */
export async function addShowcaseVillas(db: Db, showcaseId: number, picked: { id: number; name: string }[]) {
  const added: { villa_id: number; name: string }[] = [];
  const already: { villa_id: number; name: string }[] = [];
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ villaId: showcaseVillas.villaId })
      .from(showcaseVillas)
      .where(eq(showcaseVillas.showcaseId, showcaseId));
    let order = await nextOrder(tx, showcaseId);
    for (const v of picked) {
      if (existing.some((e) => e.villaId === v.id)) {
        already.push({ villa_id: v.id, name: v.name });
        continue;
      }
      await tx.insert(showcaseVillas).values({ showcaseId, villaId: v.id, sortOrder: order++ });
      added.push({ villa_id: v.id, name: v.name });
    }
  });
  return { added, already };
}

/** Sets a link's order; its showcase's id, or undefined when there is no such link. */
export async function setShowcaseVillaOrder(db: Db, id: number, order: number): Promise<number | undefined> {
  const [row] = await db
    .update(showcaseVillas)
    .set({ sortOrder: order })
    .where(eq(showcaseVillas.id, id))
    .returning({ showcaseId: showcaseVillas.showcaseId });
  return row?.showcaseId;
}

export async function removeShowcaseVilla(db: Db, id: number): Promise<boolean> {
  return deleteById(db, showcaseVillas, id);
}

/** Removes these links, all or none: false (nothing removed) when one of them does not exist. */
export async function removeShowcaseVillas(db: Db, ids: number[]): Promise<boolean> {
  const existing = await db
    .select({ id: showcaseVillas.id })
    .from(showcaseVillas)
    .where(inArray(showcaseVillas.id, ids));
  if (existing.length !== ids.length) return false;
  await db.delete(showcaseVillas).where(inArray(showcaseVillas.id, ids));
  return true;
}
