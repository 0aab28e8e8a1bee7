import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import { BOAT_CURRENCIES, BOAT_RESERVATION_STATUSES } from '@villa/shared/contracts/boats';

/** Response schemas of the boat domain (marinas, types, boats, prices, images, features, rentals). */

export const idParams = z.object({ id: recordId() });

export const messageResponse = z.object({ content: z.object({ message: z.string() }) });

export const marinaSchema = z.object({
  id: z.number().int(),
  marina_id: z.number().int(),
  name: z.string(),
  town_id: z.number().int(),
  town_name: z.string(),
  location: z.string(),
  description: z.string(),
  boat_count: z.number().int(),
});

export const boatTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  boat_count: z.number().int(),
});

export const currencySchema = z.enum(BOAT_CURRENCIES);

export const boatPriceSchema = z.object({
  id: z.number().int(),
  boat_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  daily_price: z.number(),
  currency: currencySchema,
});

export const boatImageSchema = z.object({
  id: z.number().int(),
  boat_id: z.number().int(),
  order: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  urls: z.object({ small: z.string(), medium: z.string(), large: z.string() }),
});

export const boatFeatureSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
});

export const boatFeatureCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  features: z.array(boatFeatureSchema),
});

export const boatSchema = z.object({
  id: z.number().int(),
  boat_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  marina_id: z.number().int(),
  marina_name: z.string(),
  town_name: z.string(),
  boat_type_id: z.number().int(),
  boat_type_name: z.string(),
  capacity: z.number().int(),
  cabins: z.number().int(),
  length: z.number(),
  crew: z.number().int(),
  description: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  thumbnail: z.string().nullable(),
});

export const boatDetailSchema = boatSchema.extend({
  prices: z.array(boatPriceSchema),
  images: z.array(boatImageSchema),
  feature_ids: z.array(z.number().int()),
});

export const boatReservationSchema = z.object({
  id: z.number().int(),
  reservation_id: z.string(),
  status: z.enum(BOAT_RESERVATION_STATUSES),
  boat_id: z.number().int(),
  boat_name: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  started_at: z.string(),
  finished_at: z.string(),
  guests: z.number().int(),
  note: z.string(),
  total_amount: z.number().nullable(),
  currency: currencySchema,
  created_at: z.string(),
});

export const moneySchema = z.object({ amount: z.number(), currency: currencySchema });

export const publicBoatSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  boat_type_name: z.string(),
  marina_name: z.string(),
  town_name: z.string(),
  capacity: z.number().int(),
  cabins: z.number().int(),
  length: z.number(),
  crew: z.number().int(),
  thumbnail: z.string().nullable(),
  from_price: moneySchema.nullable(),
  quote: moneySchema.extend({ days: z.number().int() }).nullable(),
});

export const publicBoatDetailSchema = publicBoatSchema.extend({
  description: z.string(),
  images: z.array(boatImageSchema),
  prices: z.array(boatPriceSchema.omit({ boat_id: true })),
  features: z.array(z.object({ category: z.string(), names: z.array(z.string()) })),
  busy: z.array(z.object({ started_at: z.string(), finished_at: z.string() })),
});

export const envelope = <T extends z.ZodType>(schema: T) => z.object({ content: schema });
export const listEnvelope = <T extends z.ZodType>(schema: T) =>
  z.object({ content: z.array(schema), total: z.number().int() });

/** URL of one display size of an uploaded boat image. */
export const boatImageUrl = (fileBase: string, width: number) => `/uploads/boats/${fileBase}-${width}.webp`;

export function imageUrls(fileBase: string) {
  return {
    small: boatImageUrl(fileBase, 480),
    medium: boatImageUrl(fileBase, 960),
    large: boatImageUrl(fileBase, 1600),
  };
}

/** Today in the agency's time zone, as YYYY-MM-DD. */
export function todayIstanbul(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}
