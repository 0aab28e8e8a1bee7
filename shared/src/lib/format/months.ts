/**
 * The months in Turkish, January first. A module of its own, without date-fns, so that pages
 * which only write dates out (the storefront's villa page and listing) need not load date-fns.
 */
export const TURKISH_MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;
