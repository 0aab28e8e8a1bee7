import { z } from 'zod';
import { optionalText, recordId, text } from './fields';

/** Villa features (özellikler) in categories; the filterable ones are storefront search filters. */

export const featureCategoryBodySchema = z.object({ name: text('Kategori adı', 80) });
export const featureBodySchema = z.object({
  category_id: recordId('Kategori'),
  name: text('Özellik adı', 80),
  icon: optionalText('Simge', 60),
  filterable: z.boolean().optional().default(false),
});
export type FeatureBody = z.infer<typeof featureBodySchema>;

export interface Feature {
  id: number;
  category_id: number;
  name: string;
  icon: string;
  filterable: boolean;
}

export interface FeatureCategory {
  id: number;
  name: string;
  features: Feature[];
}
