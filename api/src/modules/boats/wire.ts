import { z } from 'zod';
import { boatDetail, boatImage, boatPrice } from '@villa/shared/contracts/boats';
import { idParams as idParamsOf } from '@villa/shared/contracts/fields';
import { todayIso } from '@villa/shared/lib/format/dates';

/**
 * Image URLs of the boat domain, and (below) the response schemas that the marinas, boat types and
 * boat features modules still register by hand. The boats' own shapes are the contract's
 * (@villa/shared/contracts/boats); once those modules are contract routes too, the schemas go.
 */

/** URL of one display size of an uploaded boat image. */
export const boatImageUrl = (fileBase: string, width: number) => `/uploads/boats/${fileBase}-${width}.webp`;

export function imageUrls(fileBase: string) {
  return {
    small: boatImageUrl(fileBase, 480),
    medium: boatImageUrl(fileBase, 960),
    large: boatImageUrl(fileBase, 1600),
  };
}

/** Today in the agency's time zone (Europe/Istanbul), as YYYY-MM-DD: format/dates' todayIso. */
export const todayIstanbul = todayIso;

// ---- For the modules still registered by hand (marinas, boat types, boat features) ----

export const idParams = idParamsOf();

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

/** The contract's shapes under the names those modules import. */
export const boatDetailSchema = boatDetail;
export const boatPriceSchema = boatPrice;
export const boatImageSchema = boatImage;

export const envelope = <T extends z.ZodType>(schema: T) => z.object({ content: schema });
export const listEnvelope = <T extends z.ZodType>(schema: T) =>
  z.object({ content: z.array(schema), total: z.number().int() });
