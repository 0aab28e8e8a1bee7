import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, messageContent, optionalText, recordId, text } from './fields';

/** Villa features (özellikler) in categories; the filterable ones are storefront search filters. */

export const featureCategoryBodySchema = z.object({ name: text('Kategori adı', 80) });
export type FeatureCategoryBody = z.infer<typeof featureCategoryBodySchema>;

export const featureBodySchema = z.object({
  category_id: recordId('Kategori'),
  name: text('Özellik adı', 80),
  icon: optionalText('Simge', 60),
  filterable: z.boolean().optional().default(false),
});
export type FeatureBody = z.infer<typeof featureBodySchema>;
export type FeatureBodyInput = z.input<typeof featureBodySchema>;

export const feature = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  filterable: z.boolean(),
});
export type Feature = z.infer<typeof feature>;

export const featureCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  features: z.array(feature),
});
export type FeatureCategory = z.infer<typeof featureCategory>;

const tags = ['villa features'];

// Lists and writes were never documented ('Default Response'): the routes keep that
// (registerRoute's undocumentedResponse), so the OpenAPI document does not change.

export const listVillaFeatures = endpoint({
  method: 'GET',
  path: '/v1/admin/listVillaFeatures',
  summary: 'Özellik kategorileri ve özellikleri',
  tags,
  response: z.array(featureCategory),
});

export const createFeatureCategory = endpoint({
  method: 'POST',
  path: '/v1/admin/featurecategory',
  summary: 'Özellik kategorisi ekle',
  tags,
  body: featureCategoryBodySchema,
  response: featureCategory,
  status: 201,
});

export const deleteFeatureCategory = endpoint({
  method: 'DELETE',
  path: '/v1/admin/featurecategory/{id}',
  summary: 'Özellik kategorisini sil',
  description: 'Kategorideki özellikler ve villalardaki işaretleri de silinir.',
  tags,
  params: idParams(),
  response: messageContent,
});

export const createFeature = endpoint({
  method: 'POST',
  path: '/v1/admin/feature',
  summary: 'Özellik ekle',
  tags,
  body: featureBodySchema,
  response: feature,
  status: 201,
});

export const updateFeature = endpoint({
  method: 'PUT',
  path: '/v1/admin/feature/{id}',
  summary: 'Özelliği güncelle',
  tags,
  params: idParams(),
  body: featureBodySchema,
  response: feature,
});

export const deleteFeature = endpoint({
  method: 'DELETE',
  path: '/v1/admin/feature/{id}',
  summary: 'Özelliği sil',
  tags,
  params: idParams(),
  response: messageContent,
});
