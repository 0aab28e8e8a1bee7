import { z } from 'zod';
import { optionalSlug, optionalText, recordId, text } from './fields';

/** Towns (ilçe) and their districts (bölge), the regions villas are filed under. */

export const townBodySchema = z.object({
  name: text('İlçe adı', 80),
  slug: optionalSlug(),
  description: optionalText('Açıklama', 5000),
  popular: z.boolean().optional().default(false),
});
export type TownBody = z.infer<typeof townBodySchema>;

export const districtBodySchema = z.object({
  town_id: recordId('İlçe'),
  name: text('Bölge adı', 80),
  slug: optionalSlug(),
});
export type DistrictBody = z.infer<typeof districtBodySchema>;

export interface Town {
  id: number;
  town_id: number;
  name: string;
  slug: string;
  description: string;
  popular: boolean;
  villa_count: number;
  District: Array<{ id: number; district_id: number; name: string; slug: string }>;
}

export interface District {
  id: number;
  district_id: number;
  town_id: number;
  town_name: string;
  name: string;
  slug: string;
  villa_count: number;
}
