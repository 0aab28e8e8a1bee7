/**
 * Keys, labels and rules of the content area, without zod: pages may import them at first load.
 * The wire shapes and endpoints are zod, one file per domain: website-pages.ts, documents.ts,
 * blog.ts, mail-templates.ts, contact-messages.ts, comments.ts, subscribers.ts, settings.ts
 * (banks: ./banks, users: ./users, auth: ./auth).
 */

export const WEBSITE_PAGE_KEYS = [
  'about',
  'rental',
  'cancel',
  'privacy',
  'kvkk',
  'howrent',
  'faq',
  'securepayment',
] as const;
export type WebsitePageKey = (typeof WEBSITE_PAGE_KEYS)[number];

/** The pages staff edit under /dashboard/website/{key}. */
export const EDITABLE_PAGE_KEYS = ['about', 'rental', 'cancel', 'privacy', 'kvkk', 'howrent'] as const;

export const WEBSITE_PAGE_TITLES: Record<WebsitePageKey, string> = {
  about: 'Hakkımızda',
  rental: 'Kiralama Sözleşmesi',
  cancel: 'İptal Koşulları',
  privacy: 'Gizlilik Politikası',
  kvkk: 'KVKK Aydınlatma Metni',
  howrent: 'Nasıl Kiralarım?',
  faq: 'Sıkça Sorulan Sorular',
  securepayment: 'Güvenli Ödeme',
};

export const MAIL_TEMPLATE_KINDS = [
  'payment_link',
  'bank_details',
  'confirmation',
  'request_received',
  'cancellation',
  'option_reminder',
  'staff_new_request',
  'option_released',
  'payment_receipt',
  'arrival_info',
  'review_request',
  'refund_receipt',
] as const;
export type MailTemplateKind = (typeof MAIL_TEMPLATE_KINDS)[number];

export const MAIL_TEMPLATE_KIND_LABELS: Record<MailTemplateKind, string> = {
  payment_link: 'Ödeme Linki',
  bank_details: 'Banka Bilgileri',
  confirmation: 'Rezervasyon Onayı',
  request_received: 'Talep Alındı',
  cancellation: 'İptal Bildirimi',
  option_reminder: 'Opsiyon Hatırlatma',
  staff_new_request: 'Yeni Talep (Ekibe)',
  option_released: 'Opsiyon Sona Erdi',
  payment_receipt: 'Ödeme Alındı (Makbuz)',
  arrival_info: 'Varış Bilgileri',
  review_request: 'Değerlendirme Daveti',
  refund_receipt: 'İade Bildirimi',
};

/** Placeholders a template may use, as {{name}}; values are escaped when rendered. */
export const MAIL_PLACEHOLDERS = {
  musteri_adi: 'Müşteri adı soyadı',
  villa_adi: 'Villa adı',
  giris_tarihi: 'Giriş tarihi',
  cikis_tarihi: 'Çıkış tarihi',
  gece_sayisi: 'Gece sayısı',
  kisi_sayisi: 'Kişi sayısı',
  toplam_tutar: 'Toplam tutar',
  on_odeme: 'Ön ödeme tutarı',
  kalan_tutar: 'Kalan tutar',
  odeme_linki: 'Ödeme linki',
  rezervasyon_kodu: 'Rezervasyon kodu',
  banka_bilgileri: 'Banka hesap bilgileri',
  opsiyon_tarihi: 'Opsiyon son tarihi',
  site_adi: 'Site (marka) adı',
  site_telefon: 'Site telefonu',
  site_eposta: 'Site e-posta adresi',
  odeme_tutari: 'Alınan ödeme tutarı',
  odenen_toplam: 'Bugüne kadar ödenen',
  odeme_yontemi: 'Ödeme yöntemi',
  villa_adresi: 'Villa adresi',
  harita_linki: 'Harita linki',
  giris_saati: 'Giriş saati',
  cikis_saati: 'Çıkış saati',
  giris_talimatlari: 'Giriş talimatları',
  degerlendirme_linki: 'Değerlendirme linki',
  yonetim_linki: 'Rezervasyonun yönetim ekranı linki',
  musteri_eposta: 'Müşteri e-posta',
  musteri_telefon: 'Müşteri telefonu',
  iade_tutari: 'İade edilen tutar',
} as const;
export type MailPlaceholder = keyof typeof MAIL_PLACEHOLDERS;

/** Placeholders a kind cannot do without (a payment-link mail without the link is useless). */
export const MAIL_REQUIRED_PLACEHOLDERS: Record<MailTemplateKind, MailPlaceholder[]> = {
  payment_link: ['odeme_linki'],
  bank_details: ['banka_bilgileri'],
  confirmation: ['rezervasyon_kodu'],
  request_received: [],
  cancellation: ['rezervasyon_kodu'],
  option_reminder: ['opsiyon_tarihi'],
  staff_new_request: ['rezervasyon_kodu'],
  option_released: ['rezervasyon_kodu'],
  payment_receipt: ['odeme_tutari'],
  arrival_info: ['giris_talimatlari'],
  review_request: ['degerlendirme_linki'],
  refund_receipt: ['rezervasyon_kodu', 'iade_tutari'],
};

export const SITE_SETTING_KEYS = [
  'brand_name',
  'site_title',
  'seo_description',
  'site_logo',
  'site_footer_text',
  'tursab_number',
  'tursab_link',
  'agency_tax_number',
  'arrival_info_days',
  'map_tile_url',
] as const;
export const CONTACT_SETTING_KEYS = [
  'site_phone',
  'site_email',
  'site_address',
  'site_location_link',
  'site_whatsapp',
] as const;
export const SOCIAL_SETTING_KEYS = [
  'facebook_link',
  'instagram_link',
  'twitter_link',
  'youtube_link',
] as const;

/** {{name}} placeholders used in a text, in order of first use. */
export function placeholdersIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)) found.add(m[1] ?? '');
  return [...found];
}
