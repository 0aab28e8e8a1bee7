import { asc, eq } from 'drizzle-orm';
import type { DocumentItem } from '@villa/shared/contracts/documents';
import { documents } from '../../db/schema/content.ts';
import { nextSortOrder, setSortOrder } from '../../db/sort-order.ts';
import type { Db } from '../../db/types.ts';

const columns = {
  id: documents.id,
  title: documents.title,
  fileUrl: documents.fileUrl,
  kind: documents.kind,
  sortOrder: documents.sortOrder,
  createdAt: documents.createdAt,
};

type Row = { id: number; title: string; fileUrl: string; kind: string; sortOrder: number; createdAt: Date };
const toItem = (r: Row): DocumentItem => ({
  ...r,
  kind: r.kind === 'pdf' ? 'pdf' : 'image',
  createdAt: r.createdAt.toISOString(),
});

export async function listDocuments(db: Db): Promise<DocumentItem[]> {
  const rows = await db.select(columns).from(documents).orderBy(asc(documents.sortOrder), asc(documents.id));
  return rows.map(toItem);
}

export async function insertDocument(
  db: Db,
  data: { title: string; fileUrl: string; kind: 'pdf' | 'image' },
): Promise<DocumentItem> {
  const [row] = await db
    .insert(documents)
    .values({ ...data, sortOrder: await nextSortOrder(db, documents) })
    .returning(columns);
  if (!row) throw new Error('insert returned no row');
  return toItem(row);
}

export async function deleteDocument(db: Db, id: number): Promise<DocumentItem | undefined> {
  const [row] = await db.delete(documents).where(eq(documents.id, id)).returning(columns);
  return row ? toItem(row) : undefined;
}

/** Sets sort_order 1..n in the given order, in one transaction. */
export async function reorderDocuments(db: Db, ids: number[]): Promise<void> {
  await setSortOrder(db, documents, ids);
}
