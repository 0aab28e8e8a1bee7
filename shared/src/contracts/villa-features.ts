import { z } from 'zod';
import { featureBodyFields, featureCatalog, featureFields } from './crud';
import { optionalText } from './fields';

/** Villa features (özellikler) in categories; the filterable ones are storefront search filters. */

export const featureBodySchema = z.object({
  ...featureBodyFields(),
  icon: optionalText('Simge', 60),
  filterable: z.boolean().optional().default(false),
});
export type FeatureBody = z.infer<typeof featureBodySchema>;
export type FeatureBodyInput = z.input<typeof featureBodySchema>;

export const feature = z.object({ ...featureFields, icon: z.string(), filterable: z.boolean() });
export type Feature = z.infer<typeof feature>;

// Lists and writes were never documented ('Default Response'): the routes keep that
// (registerRoute's undocumentedResponse), so the OpenAPI document does not change.

export const {
  category: featureCategory,
  categoryBody: featureCategoryBodySchema,
  list: listVillaFeatures,
  createCategory: createFeatureCategory,
  deleteCategory: deleteFeatureCategory,
  createFeature,
  updateFeature,
  deleteFeature,
} = featureCatalog({
  tags: ['villa features'],
  paths: {
    list: '/v1/admin/listVillaFeatures',
    category: '/v1/admin/featurecategory',
    feature: '/v1/admin/feature',
    update: '/v1/admin/feature/{id}',
  },
  feature,
  featureBody: featureBodySchema,
  summaries: {
    list: 'Özellik kategorileri ve özellikleri',
    createCategory: 'Özellik kategorisi ekle',
    deleteCategory: 'Özellik kategorisini sil',
    createFeature: 'Özellik ekle',
    updateFeature: 'Özelliği güncelle',
    deleteFeature: 'Özelliği sil',
  },
  descriptions: { deleteCategory: 'Kategorideki özellikler ve villalardaki işaretleri de silinir.' },
});
export type FeatureCategoryBody = z.infer<typeof featureCategoryBodySchema>;
export type FeatureCategory = z.infer<typeof featureCategory>;
