import { z } from 'zod';

const keyValue = z.object({ key: z.string(), value: z.string() });
export const keyValuesResponse = z.object({ content: z.array(keyValue) });
export const otherResponse = z.object({
  content: z.object({ site: z.array(keyValue), contact: z.array(keyValue), social: z.array(keyValue) }),
});

const RATE_MESSAGE = 'Döviz kuru sıfırdan büyük bir sayı olmalıdır (en fazla 4 ondalık basamak).';

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

export const exchangeBody = z.object({
  dollar_exchange_rate: rate,
  euro_exchange_rate: rate,
  sterling_exchange_rate: rate,
});

const text = (max: number, label: string, required = false) => {
  const base = z.string({ error: `${label} metin olmalıdır.` }).trim();
  const limited = (required ? base.min(1, `${label} boş olamaz.`) : base).max(
    max,
    `${label} en fazla ${max} karakter olabilir.`,
  );
  // Optional texts may be left out of the body: they are saved as ''.
  return required ? limited : limited.default('');
};

/** '' or an absolute http(s) URL; javascript: and friends are refused. */
const link = (label: string, required = false) => {
  const schema = z
    .string({ error: `${label} metin olmalıdır.` })
    .trim()
    .max(500, `${label} en fazla 500 karakter olabilir.`)
    .refine((v) => (v === '' ? !required : /^https?:\/\/[^\s<>"']+\.[^\s<>"']+$/i.test(v)), {
      message: required
        ? `${label} https:// ile başlayan geçerli bir adres olmalıdır.`
        : `${label} boş bırakılmalı ya da https:// ile başlayan geçerli bir adres olmalıdır.`,
    });
  return required ? schema : schema.default('');
};

export const siteBody = z.object({
  brand_name: text(60, 'Marka adı', true),
  site_title: text(120, 'Site başlığı', true),
  seo_description: text(300, 'SEO açıklaması'),
  site_logo: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\/uploads\/content\/[a-f0-9]{32}\.(jpg|png|webp)$/.test(v), {
      message: 'Logo, yüklenmiş bir görsel olmalıdır.',
    })
    .default(''),
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
    .regex(/^(\d{10}|\d{11})?$/, 'Vergi kimlik numarası 10, TC kimlik numarası 11 rakam olmalıdır.')
    .default(''),
});

export const contactBody = z.object({
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
});

export const socialBody = z.object({
  facebook_link: link('Facebook bağlantısı'),
  instagram_link: link('Instagram bağlantısı'),
  twitter_link: link('Twitter bağlantısı'),
  youtube_link: link('YouTube bağlantısı'),
});
