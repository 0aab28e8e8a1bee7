import { asc, eq, sql } from 'drizzle-orm';
import type { WebsitePageKey } from '@villa/shared/contracts/content';
import type { WebsitePage } from '@villa/shared/contracts/website-pages';
import { websitePages } from '../../db/schema/content.ts';
import type { Db } from '../../db/types.ts';

const columns = {
  key: websitePages.key,
  title: websitePages.title,
  html: websitePages.html,
  updatedAt: websitePages.updatedAt,
};

function toPage(r: { key: string; title: string; html: string; updatedAt: Date }): WebsitePage {
  return { key: r.key as WebsitePageKey, title: r.title, html: r.html, updatedAt: r.updatedAt.toISOString() };
}

export async function getPage(db: Db, key: WebsitePageKey): Promise<WebsitePage | undefined> {
  const [row] = await db.select(columns).from(websitePages).where(eq(websitePages.key, key));
  return row ? toPage(row) : undefined;
}

export async function listPages(db: Db): Promise<WebsitePage[]> {
  const rows = await db.select(columns).from(websitePages).orderBy(asc(websitePages.key));
  return rows.map(toPage);
}

/** Creates the page on first save, so a fresh database needs no seed to be edited. */
export async function savePage(
  db: Db,
  key: WebsitePageKey,
  data: { title: string; html: string },
): Promise<WebsitePage> {
  const [row] = await db
    .insert(websitePages)
    .values({ key, ...data })
    .onConflictDoUpdate({
      target: websitePages.key,
      set: { title: data.title, html: data.html, updatedAt: sql`now()` },
    })
    .returning(columns);
  if (!row) throw new Error('page upsert returned no row');
  return toPage(row);
}
