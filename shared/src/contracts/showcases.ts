import { z } from 'zod';
import { int, optionalSlug, optionalText, recordId, recordIdList, text } from './fields';

/** Showcases (vitrin): curated villa lists on the storefront's home page. */

export const showcaseBodySchema = z.object({
  title: text('Vitrin başlığı', 120),
  slug: optionalSlug(),
  description: optionalText('Açıklama', 2000),
  active: z.boolean().optional().default(true),
});
export type ShowcaseBody = z.infer<typeof showcaseBodySchema>;
export const showcaseOrderSchema = z.object({ order: int('Sıra', 0, 100_000) });
export const showcaseVillaBodySchema = z.object({
  showcase_id: recordId('Vitrin'),
  villa_id: recordId('Villa'),
});
export const showcaseVillaBulkDeleteSchema = z.object({
  ids: recordIdList('Silinecek kayıt', { min: 1, max: 500 }),
});
export const showcaseImportSchema = z.object({
  showcase_id: recordId('Vitrin'),
  /** Villa ids or slugs, separated by commas, spaces or new lines. */
  items: z
    .string({ message: 'Villa listesi gerekli.' })
    .trim()
    .min(1, 'Villa listesi gerekli.')
    .max(20_000, 'Liste çok uzun.'),
});

export interface ShowcaseVilla {
  id: number;
  villa_id: number;
  name: string;
  slug: string;
  order: number;
  thumbnail: string | null;
  active: boolean;
}

export interface Showcase {
  id: number;
  title: string;
  slug: string;
  description: string;
  order: number;
  active: boolean;
  villa_count: number;
}

export interface ShowcaseDetail extends Showcase {
  villas: ShowcaseVilla[];
}

export interface ShowcaseImportResult {
  added: Array<{ villa_id: number; name: string }>;
  already: Array<{ villa_id: number; name: string }>;
  unknown: string[];
}
