import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Turkish alphabetical order (a b c ç d e f g ğ h ı i j … o ö p … s ş t u ü v y z) that is the
 * same on PGlite and PostgreSQL. PGlite has no ICU collation (only C/POSIX/ucs_basic) and a
 * PostgreSQL's default collation varies per install, so instead of a collation the name is
 * mapped to a key whose byte order ("C" collation) is Turkish order:
 *
 *  - Turkish lower case by hand (I→ı, İ→i; `lower()` depends on the database collation), and
 *    â/î/û (Kâşane, Hâkim) sort as a/i/u;
 *  - each dotted/cedilla letter becomes its base letter plus '~' (above every ASCII letter), so
 *    c < cz < ç; dotless ı becomes 'i' and dotted i becomes 'i~', so h < ı < i < j.
 *
 * Computed in the query (no stored column to keep in step with every write); the admin lists
 * are small, so an index is not needed.
 */
const UPPER = 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÎÛâîû';
const LOWER = 'abcçdefgğhıijklmnoöpqrsştuüvwxyzaiuaiu';
/** Applied in this order: 'i' before 'ı', which becomes 'i'. */
const REPLACEMENTS: [string, string][] = [
  ['i', 'i~'],
  ['ı', 'i'],
  ['ç', 'c~'],
  ['ğ', 'g~'],
  ['ö', 'o~'],
  ['ş', 's~'],
  ['ü', 'u~'],
];

/** The sort key of a name, as the database computes it (for tests and in-memory sorting). */
export function turkishSortKey(name: string): string {
  let key = '';
  for (const ch of name) {
    const i = UPPER.indexOf(ch);
    key += i >= 0 ? LOWER[i] : ch;
  }
  for (const [from, to] of REPLACEMENTS) key = key.replaceAll(from, to);
  return key;
}

/** Compares two names in Turkish alphabetical order (byte order of their keys, like COLLATE "C"). */
export function compareTurkish(a: string, b: string): number {
  const ka = Buffer.from(turkishSortKey(a));
  const kb = Buffer.from(turkishSortKey(b));
  return Buffer.compare(ka, kb);
}

/** `ORDER BY turkishOrder(table.name)`: ascending Turkish alphabetical order of a text column. */
export function turkishOrder(column: AnyColumn | SQL): SQL {
  let expr: SQL = sql`translate(${column}, ${UPPER}, ${LOWER})`;
  for (const [from, to] of REPLACEMENTS) expr = sql`replace(${expr}, ${from}, ${to})`;
  return sql`${expr} collate "C"`;
}
