import { z } from 'zod';
import { offerCreateSchema, offerPreviewSchema } from './bookings';
import { endpoint } from './endpoint';
import { customerFields, idParams, messageContent, pagingQuery, stayDates } from './fields';

/**
 * 'Teklif Hazırla': priced villa offers for a customer, shared through a secret link
 * (/teklif/{token}). The bodies: ./bookings offerCreateSchema, offerPreviewSchema.
 */

const tags = ['offers'];

export const offerVilla = z.object({
  villaId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  thumbnail: z.string(),
  totalAmount: z.number(),
  capacity: z.number().int(),
  townName: z.string(),
});
export type OfferVilla = z.infer<typeof offerVilla>;

export const offerRow = z.object({
  id: z.number().int(),
  token: z.string(),
  ...customerFields,
  ...stayDates,
  guests: z.number().int(),
  note: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  villas: z.array(offerVilla),
});
export type OfferRow = z.infer<typeof offerRow>;

/** One villa of an offer being prepared: its total, or why it cannot be offered. */
export const offerQuoteLine = z.object({
  villaId: z.number().int(),
  name: z.string(),
  totalAmount: z.number().nullable(),
  nights: z.number().int(),
  reason: z.string().nullable(),
});
export type OfferQuoteLine = z.infer<typeof offerQuoteLine>;

export const offerCreated = z.object({
  offer: offerRow,
  /** Villas left out of the offer, with the reason. */
  skipped: z.array(offerQuoteLine),
});
export type OfferCreated = z.infer<typeof offerCreated>;

/** GET /v1/offer?client=true&token=… (public). */
export const publicOffer = z.object({
  customerName: z.string(),
  ...stayDates,
  guests: z.number().int(),
  expiresAt: z.string().nullable(),
  villas: z.array(offerVilla),
});
export type PublicOffer = z.infer<typeof publicOffer>;

export const listOffers = endpoint({
  method: 'GET',
  path: '/v1/admin/offers',
  summary: 'Hazırlanan teklifler (20’şer, en yeni önce)',
  tags,
  query: pagingQuery(20),
  response: z.array(offerRow),
  total: true,
});

export const previewOffer = endpoint({
  method: 'POST',
  path: '/v1/admin/offers/preview',
  summary: 'Seçilen villaların bu tarihler için toplam fiyatı (kaydetmeden)',
  description:
    'Her villa için rezervasyonla aynı kurallarla (fiyat dönemleri, en az konaklama, temizlik ücreti) TL toplam; dolu, yayında olmayan veya fiyatlanamayan villalar nedeniyle döner.',
  tags,
  body: offerPreviewSchema,
  response: z.array(offerQuoteLine),
});

export const createOffer = endpoint({
  method: 'POST',
  path: '/v1/admin/offers',
  summary: 'Teklif oluştur',
  description:
    'Fiyatlanabilen villalar teklife eklenir; eklenemeyenler `skipped` içinde nedeniyle döner. Hiçbiri eklenemiyorsa 409 ve hiçbir şey kaydedilmez. Bağlantı: /teklif/{token}.',
  tags,
  body: offerCreateSchema,
  response: offerCreated,
  status: 201,
});

export const getOffer = endpoint({
  method: 'GET',
  path: '/v1/admin/offers/{id}',
  summary: 'Teklif detayı',
  tags,
  params: idParams(),
  response: offerRow,
});

export const deleteOffer = endpoint({
  method: 'DELETE',
  path: '/v1/admin/offers/{id}',
  summary: 'Teklifi sil (bağlantı çalışmaz olur)',
  tags,
  params: idParams(),
  response: messageContent,
});

export const getPublicOffer = endpoint({
  method: 'GET',
  path: '/v1/offer',
  summary: 'Müşteriye hazırlanan teklif (herkese açık, gizli bağlantıyla)',
  tags,
  query: z.object({
    client: z.string().optional(),
    token: z
      .string({ message: 'Teklif bağlantısı eksik.' })
      .trim()
      .min(1, 'Teklif bağlantısı eksik.')
      .max(100, 'Teklif bağlantısı geçersiz.'),
  }),
  response: publicOffer,
});
