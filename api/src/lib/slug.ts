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
