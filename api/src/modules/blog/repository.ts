import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { BlogPost, BlogPostSummary } from '@villa/shared/contracts/blog';
import { blogPosts } from '../../db/schema/content.ts';
import { readPage, type PageQuery } from '../../db/page.ts';
import type { Paged } from '@villa/shared/contracts/endpoint';
import type { Db } from '../../db/types.ts';

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  coverUrl: blogPosts.coverUrl,
  summary: blogPosts.summary,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
};
const postColumns = { ...summaryColumns, bodyHtml: blogPosts.bodyHtml };

type SummaryRow = Omit<BlogPostSummary, 'publishedAt' | 'updatedAt'> & {
  publishedAt: Date | null;
  updatedAt: Date;
};

function toSummary(r: SummaryRow): BlogPostSummary {
  return { ...r, publishedAt: r.publishedAt?.toISOString() ?? null, updatedAt: r.updatedAt.toISOString() };
}
function toPost(r: SummaryRow & { bodyHtml: string }): BlogPost {
  return { ...toSummary(r), bodyHtml: r.bodyHtml };
}

const published = () => and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));

export interface BlogWrite {
  title: string;
  slug: string;
  coverUrl: string;
  summary: string;
  bodyHtml: string;
  publishedAt: Date | null;
}

/** Admin: every post (drafts first, then newest publish date). Public: published only. */
export async function listPosts(
  db: Db,
  q: PageQuery & { onlyPublished: boolean },
): Promise<Paged<BlogPostSummary[]>> {
  const where = q.onlyPublished ? published() : undefined;
  return readPage(
    db,
    q,
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id)),
    { table: blogPosts, where },
    toSummary,
  );
}

export async function getPost(db: Db, id: number): Promise<BlogPost | undefined> {
  const [row] = await db.select(postColumns).from(blogPosts).where(eq(blogPosts.id, id));
  return row ? toPost(row) : undefined;
}

export async function getPublishedPostBySlug(db: Db, slug: string): Promise<BlogPost | undefined> {
  const [row] = await db
    .select(postColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published()));
  return row ? toPost(row) : undefined;
}

/** Every published post's slug and last change, for the sitemap (newest first). */
export async function sitemapPosts(db: Db) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(published())
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

export async function insertPost(db: Db, data: BlogWrite): Promise<BlogPost> {
  const [row] = await db.insert(blogPosts).values(data).returning(postColumns);
  if (!row) throw new Error('insert returned no row');
  return toPost(row);
}

export async function updatePost(db: Db, id: number, data: BlogWrite): Promise<BlogPost | undefined> {
  const [row] = await db
    .update(blogPosts)
    .set({ ...data, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
    .returning(postColumns);
  return row ? toPost(row) : undefined;
}

export async function deletePost(db: Db, id: number): Promise<BlogPost | undefined> {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning(postColumns);
  return row ? toPost(row) : undefined;
}
