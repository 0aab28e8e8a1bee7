import { z } from 'zod';
import { type CONTACT_SETTING_KEYS, type SITE_SETTING_KEYS, type SOCIAL_SETTING_KEYS } from './content';
import { endpoint } from './endpoint';
import { trimmedText } from './fields';

/**
 * Settings (SPEC §7 Ayarlar): exchange rates, site, contact and social settings, as key/value
 * lists. The forms of mf-content-admin validate with these bodies (zodResolver).
 */

export const keyValue = z.object({ key: z.string(), value: z.string() });

export const otherSettings = z.object({
  site: z.array(keyValue),
  contact: z.array(keyValue),
  social: z.array(keyValue),
});
export type OtherSettings = z.infer<typeof otherSettings>;

/** One message for the form and the API (the form used to say it its own way). */
export const RATE_MESSAGE = 'Döviz kuru için sıfırdan büyük bir sayı girin (ör. 41,95).';

/** 41.95, '41.95' or '41,95' → '41.95'; zero, negative, text or absurd values are refused. */
const rate = z.union([z.number(), z.string()], { error: RATE_MESSAGE }).transform((v, ctx) => {
  const text = String(v).trim().replace(',', '.');
  const n = Number(text);
  if (!/^\d{1,6}(\.\d{1,4})?$/.test(text) || !Number.isFinite(n) || n <= 0 || n >= 100_000) {
    ctx.addIssue({ code: 'custom', message: RATE_MESSAGE });
    return z.NEVER;
  }
  return String(n);
});

const text = (max: number, label: string, required = false) => {
  const base = trimmedText(label, max);
  return required ? base.min(1, `${label} boş olamaz.`) : base;
};

/** '' or an absolute http(s) URL; javascript: and friends are refused. */
const link = (label: string, required = false) =>
  trimmedText(label, 500).refine(
    (v) => (v === '' ? !required : /^https?:\/\/[^\s<>"']+\.[^\s<>"']+$/i.test(v)),
    {
      message: required
        ? `${label} https:// ile başlayan geçerli bir adres olmalıdır.`
        : `${label} boş bırakılmalı ya da https:// ile başlayan geçerli bir adres olmalıdır.`,
    },
  );

/** The fields of each section (a form validates all of them; the API accepts any of them). */
export const exchangeFields = {
  dollar_exchange_rate: rate,
  euro_exchange_rate: rate,
  sterling_exchange_rate: rate,
};

export const siteFields = {
  brand_name: text(60, 'Marka adı', true),
  site_title: text(120, 'Site başlığı', true),
  seo_description: text(300, 'SEO açıklaması'),
  site_logo: trimmedText('Logo', 200).refine(
    (v) => v === '' || /^\/uploads\/content\/[a-f0-9]{32}\.(jpg|png|webp)$/.test(v),
    { message: 'Logo, yüklenmiş bir görsel olmalıdır.' },
  ),
  site_footer_text: text(500, 'Alt bilgi metni'),
  tursab_number: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'TÜRSAB belge numarası yalnızca rakamlardan oluşmalıdır.'),
  tursab_link: link('TÜRSAB doğrulama bağlantısı', true),
  /** The agency's tax number (VKN, 10 digits) or a sole trader's TC number (11): the BTrans file's header. */
  agency_tax_number: z
    .string()
    .trim()
    .regex(/^(\d{10}|\d{11})?$/, 'Vergi kimlik numarası 10, TC kimlik numarası 11 rakam olmalıdır.'),
  /**
   * The storefront maps' tile server ('' = OpenStreetMap's standard tiles): an http(s) URL or a
   * site path with the {z}, {x} and {y} placeholders ({s} for subdomains is allowed).
   */
  map_tile_url: trimmedText('Harita katmanı adresi', 300).refine(
    (v) =>
      v === '' ||
      (/^(https?:\/\/[^\s<>"']+|\/[^\s<>"']*)$/i.test(v) &&
        ['{z}', '{x}', '{y}'].every((p) => v.includes(p))),
    {
      message:
        'Harita katmanı adresi boş bırakılmalı ya da {z}, {x} ve {y} içeren bir https:// adresi olmalıdır (ör. https://tile.openstreetmap.org/{z}/{x}/{y}.png).',
    },
  ),
  /** Days before check-in the guest gets the arrival information e-mail (issue 14; default 3). */
  arrival_info_days: z
    .string()
    .trim()
    .regex(
      /^([0-9]|[1-5][0-9]|60)?$/,
      'Varış bilgileri gün sayısı 0 ile 60 arasında bir tam sayı olmalıdır (boş: 3 gün).',
    ),
} satisfies Record<(typeof SITE_SETTING_KEYS)[number], z.ZodType>;

export const contactFields = {
  site_phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{6,22}$/, 'Telefon numarası geçersiz (ör. +90 532 555 12 34).')
    .refine((v) => v.replace(/\D/g, '').length >= 10, {
      message: 'Telefon numarası en az 10 rakam içermelidir.',
    }),
  site_email: z.string().trim().toLowerCase().email('Geçerli bir e-posta adresi girin.'),
  site_address: text(300, 'Adres', true),
  site_location_link: link('Ofis konum bağlantısı'),
  site_whatsapp: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s()+-]/g, ''))
    .refine((v) => /^\d{10,15}$/.test(v), {
      message: 'Mesajlaşma numarası ülke koduyla 10–15 rakam olmalıdır (ör. 905325551234).',
    }),
} satisfies Record<(typeof CONTACT_SETTING_KEYS)[number], z.ZodType>;

export const socialFields = {
  facebook_link: link('Facebook bağlantısı'),
  instagram_link: link('Instagram bağlantısı'),
  twitter_link: link('Twitter bağlantısı'),
  youtube_link: link('YouTube bağlantısı'),
} satisfies Record<(typeof SOCIAL_SETTING_KEYS)[number], z.ZodType>;

/**
 * A settings body is a partial update: keys left out keep their stored values, and a key that is
 * not a setting of this section is refused by name (it used to be dropped, and an edit carrying
 * only unknown keys reset every value). At least one key must be sent.
 */
function settingsBody<T extends z.ZodRawShape>(shape: T) {
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Bilinmeyen ayar: ${issue.keys.join(', ')}. Bu bölümde yalnızca şu ayarlar var: ${Object.keys(shape).join(', ')}.`
          : undefined,
    })
    .partial()
    .refine((v) => Object.values(v).some((x) => x !== undefined), {
      message: 'Güncellenecek en az bir ayar gönderin.',
    });
}

export const exchangeBody = settingsBody(exchangeFields);
export const siteBody = settingsBody(siteFields);
export const contactBody = settingsBody(contactFields);
export const socialBody = settingsBody(socialFields);

/** A section's form: every field of the section, validated as the API validates it. */
export const exchangeForm = z.object(exchangeFields);
export const siteForm = z.object(siteFields);
export const contactForm = z.object(contactFields);
export const socialForm = z.object(socialFields);

const tags = ['settings'];

export const getExchangeRates = endpoint({
  method: 'GET',
  path: '/v1/admin/getexchange',
  summary: 'Döviz kurları',
  tags,
  response: z.array(keyValue),
});

export const getOtherSettings = endpoint({
  method: 'GET',
  path: '/v1/admin/other',
  summary: 'Site, iletişim ve sosyal medya ayarları',
  tags,
  response: otherSettings,
});

export const editExchangeRates = endpoint({
  method: 'PUT',
  path: '/v1/admin/exchange/edit',
  summary: 'Döviz kurlarını güncelle',
  tags,
  body: exchangeBody,
  response: z.array(keyValue),
});

export const editSiteSettings = endpoint({
  method: 'PUT',
  path: '/v1/admin/site/edit',
  summary: 'Site ayarlarını güncelle',
  tags,
  body: siteBody,
  response: z.array(keyValue),
});

export const editContactSettings = endpoint({
  method: 'PUT',
  path: '/v1/admin/contact/edit',
  summary: 'İletişim bilgilerini güncelle',
  tags,
  body: contactBody,
  response: z.array(keyValue),
});

export const editSocialSettings = endpoint({
  method: 'PUT',
  path: '/v1/admin/social/edit',
  summary: 'Sosyal medya bağlantılarını güncelle',
  tags,
  body: socialBody,
  response: z.array(keyValue),
});
