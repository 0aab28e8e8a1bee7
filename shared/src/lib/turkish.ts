const TURKISH_MAP: Record<string, string> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  I: 'I',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
  â: 'a',
  Â: 'A',
  î: 'i',
  Î: 'I',
  û: 'u',
  Û: 'U',
};

/** Folds Turkish letters to plain Latin letters (SPEC §5): 'Kaş' → 'Kas'. */
export function foldTurkish(text: string): string {
  return text.replace(/[çÇğĞıİöÖşŞüÜâÂîÎûÛ]/g, (ch) => TURKISH_MAP[ch] ?? ch);
}

/** Folds and lower-cases for matching: 'İSTANBUL', 'istanbul' and 'Istanbul' compare equal. */
export function searchKey(text: string): string {
  return foldTurkish(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

/** URL slug: folded, lower-case, words joined by '-'. */
export function slugify(text: string): string {
  return searchKey(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Cuts long text at a word boundary and adds an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max - 1));
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
