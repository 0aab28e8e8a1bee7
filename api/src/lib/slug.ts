import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/types.ts';
import { HttpError } from './http-error.ts';

const TURKISH: Record<string, string> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  I: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
};

/** URL slug with Turkish letters folded to Latin ones: 'Kaş Çukurbağ' → 'kas-cukurbag'. */
export function slugify(text: string): string {
  return text
    .replace(/[çÇğĞıIİöÖşŞüÜ]/g, (ch) => TURKISH[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A slug that is free in `table`: the given one or one made from `name` (Turkish letters
 * folded), with -2, -3... appended when taken by another row.
 */
export async function uniqueSlug(
  db: Db | Tx,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  wanted: string,
  name: string,
  excludeId?: number,
): Promise<string> {
  const base = slugify(wanted || name) || 'kayit';
  for (let i = 1; i < 200; i++) {
    const candidate = i === 1 ? base : `${base}-${i}`;
    const where: SQL | undefined = excludeId
      ? and(eq(table.slug, candidate), ne(table.id, excludeId))
      : eq(table.slug, candidate);
    const [row] = await db.select({ id: table.id }).from(table).where(where).limit(1);
    if (!row) return candidate;
  }
  throw new HttpError(409, 'Benzersiz bir adres (slug) üretilemedi; farklı bir ad deneyin.');
}
