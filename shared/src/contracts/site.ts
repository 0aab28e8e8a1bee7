import { z } from 'zod';
import type { MenuCountsContent } from './dashboard';
import { endpoint } from './endpoint';
import { emailAddress, namedRecord, optionalText, trimmedText } from './fields';

/**
 * The public site's layout data (SPEC §3): villa types and regions for the menus and the search
 * form, settings, footer and exchange rates, contact details, and the contact form. The layout
 * reads (home, regions, villa types) are embedded in a public page's first HTML by the API
 * (api/src/web/critical.ts) under their paths (shared/src/ui/critical-ids.ts LAYOUT_DATA_PATHS).
 */

/** Key/value entry of site settings and footer data (SPEC §3). */
export const keyValue = z.object({ key: z.string(), value: z.string() });
export type KeyValue = z.infer<typeof keyValue>;

export const villaType = z.object(namedRecord);
export type VillaType = z.infer<typeof villaType>;

export const district = z.object({
  ...namedRecord,
  town_id: z.number().int(),
});
export type District = z.infer<typeof district>;

export const town = z.object({
  ...namedRecord,
  District: z.array(district),
  /**
   * Where the town's villas are, on average (active villas with coordinates), for the regions
   * map; null when none of its villas has coordinates.
   */
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
});
export type Town = z.infer<typeof town>;

/** GET /v1/district: the regions, towns with their districts. */
export const regionsContent = z.object({ towns: z.array(town) });
export type RegionsContent = z.infer<typeof regionsContent>;

/** GET /v1/website/home: data the layout and home page need. */
export const homeContent = z.object({
  footerData: z.array(keyValue),
  exchange: z.array(keyValue),
  settings: z.array(keyValue),
});
export type HomeContent = z.infer<typeof homeContent>;

/** Dashboard menu counts (SPEC §3): GET /v1/admin/unreadcount (./dashboard). */
export type MenuCounts = MenuCountsContent;

export const FOOTER_KEYS = [
  'site_footer_text',
  'site_phone',
  'site_email',
  'site_address',
  'site_location_link',
  'site_whatsapp',
  'facebook_link',
  'instagram_link',
  'twitter_link',
  'youtube_link',
] as const;

export const EXCHANGE_KEYS = [
  'dollar_exchange_rate',
  'euro_exchange_rate',
  'sterling_exchange_rate',
] as const;

/** POST /v1/website/contact: the storefront's contact form (lands in Website → İletişim Formu). */
export const contactBody = z.object({
  name: trimmedText('Ad soyad', 120).min(3, 'Adınızı ve soyadınızı yazın.'),
  email: emailAddress(),
  phone: z
    .string()
    .trim()
    .max(20, 'Telefon numarası çok uzun.')
    .refine((v) => v === '' || /^\+?[0-9 ()-]{10,20}$/.test(v), 'Geçerli bir telefon numarası girin.')
    .optional()
    .default(''),
  subject: optionalText('Konu', 150),
  message: trimmedText('Mesajınız', 3000).min(10, 'Mesajınız en az 10 karakter olmalı.'),
  kvkk: z.literal(true, { error: 'Mesaj göndermek için KVKK aydınlatma metnini onaylamanız gerekiyor.' }),
});
/** As the contact form holds and sends it (the KVKK box may be unticked: the API then refuses it). */
export type ContactBody = Omit<z.input<typeof contactBody>, 'kvkk'> & { kvkk: boolean };
/** As the API receives it, validated. */
export type ContactMessageBody = z.output<typeof contactBody>;

const tags = ['site'];

export const listVillaTypes = endpoint({
  method: 'GET',
  path: '/v1/villatype',
  summary: 'Villa tipleri',
  tags,
  response: z.array(villaType),
});

export const listRegions = endpoint({
  method: 'GET',
  path: '/v1/district',
  summary: 'Bölgeler (ilçeler ve semtleri)',
  tags,
  response: regionsContent,
});

export const getHomeData = endpoint({
  method: 'GET',
  path: '/v1/website/home',
  summary: 'Site ayarları, alt bilgi ve döviz kurları',
  tags,
  response: homeContent,
});

export const getContactDetails = endpoint({
  method: 'GET',
  path: '/v1/website/contact',
  summary: 'İletişim bilgileri',
  tags,
  response: z.array(keyValue),
});

export const sendContactMessage = endpoint({
  method: 'POST',
  path: '/v1/website/contact',
  summary: 'İletişim formu (İletişim Formu ekranına düşer)',
  tags: ['storefront site'],
  body: contactBody,
  response: z.object({ id: z.number(), message: z.string() }),
  status: 201,
});
