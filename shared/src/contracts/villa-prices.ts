import { z } from 'zod';
import { endpoint } from './endpoint';
import { decimal, idParams, int, isoDate, periodBodies, periodDays, recordId } from './fields';

/** A villa's price periods (SPEC §7 /v1/admin/villas/price): nightly price, currency and minimum stay. */

export const VILLA_CURRENCIES = ['TL', 'DOLLAR', 'EURO', 'POUND'] as const;
export type VillaCurrency = (typeof VILLA_CURRENCIES)[number];

export const PRICE_OVERLAP_MESSAGE = 'Bu tarihlerle çakışan bir fiyat dönemi var.';

export const villaPriceSchema = z.object({
  id: z.number(),
  villa_id: z.number(),
  ...periodDays,
  nightly_price: z.number(),
  currency: z.enum(VILLA_CURRENCIES),
  min_stay: z.number(),
});
export type VillaPrice = z.infer<typeof villaPriceSchema>;

const priceFields = {
  start_date: isoDate('Başlangıç tarihi'),
  end_date: isoDate('Bitiş tarihi'),
  nightly_price: decimal('Gecelik fiyat', 0, 10_000_000).refine(
    (v) => v > 0,
    'Gecelik fiyat 0’dan büyük olmalı.',
  ),
  currency: z.enum(VILLA_CURRENCIES, { message: 'Geçerli bir para birimi seçin.' }),
  min_stay: int('En az konaklama', 1, 90),
};

export const { create: villaPriceBodySchema, update: villaPriceUpdateSchema } = periodBodies(
  { villa_id: recordId('Villa') },
  priceFields,
  { sameDay: true, message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.' },
);
export type VillaPriceBody = z.infer<typeof villaPriceBodySchema>;
export type VillaPriceUpdateBody = z.infer<typeof villaPriceUpdateSchema>;

const tags = ['villa prices'];

export const createVillaPrice = endpoint({
  method: 'POST',
  path: '/v1/admin/villas/price',
  summary: 'Fiyat dönemi ekle',
  description:
    'Başlangıç ve bitiş, dönemin geceleridir (ikisi de dahil). Aynı villanın dönemleri çakışamaz (409).',
  tags,
  body: villaPriceBodySchema,
  response: villaPriceSchema,
  status: 201,
});

export const updateVillaPrice = endpoint({
  method: 'PUT',
  path: '/v1/admin/villas/price/{id}',
  summary: 'Fiyat dönemini güncelle',
  tags,
  params: idParams(),
  body: villaPriceUpdateSchema,
  response: villaPriceSchema,
});

export const deleteVillaPrice = endpoint({
  method: 'DELETE',
  path: '/v1/admin/villas/price/{id}',
  summary: 'Fiyat dönemini sil',
  tags,
  params: idParams(),
  response: z.object({ message: z.string() }),
});
