import { z } from 'zod';
import { endpoint } from './endpoint';
import { boatDetail } from './boats';
import { idParams, messageContent, recordId, recordIdList, text } from './fields';

/** Boat features (tekne özellikleri) in categories, and the features of one boat (SPEC §7). */

export const boatFeatureCategoryBodySchema = z.object({ name: text('Kategori adı', 80) });
export const boatFeatureBodySchema = z.object({
  category_id: recordId('Kategori'),
  name: text('Özellik adı', 80),
});
export type BoatFeatureBody = z.infer<typeof boatFeatureBodySchema>;
export const boatFeatureSetSchema = z.object({
  feature_ids: recordIdList('Özellik', { max: 500 }),
});

export const boatFeature = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
});
export type BoatFeature = z.infer<typeof boatFeature>;

export const boatFeatureCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  features: z.array(boatFeature),
});
export type BoatFeatureCategory = z.infer<typeof boatFeatureCategory>;

const tags = ['boat features'];

export const listBoatFeatures = endpoint({
  method: 'GET',
  path: '/v1/admin/listBoatFeatures',
  summary: 'Tekne özellik kategorileri ve özellikleri',
  tags,
  response: z.array(boatFeatureCategory),
});

export const createBoatFeatureCategory = endpoint({
  method: 'POST',
  path: '/v1/admin/boat/featurecategory',
  summary: 'Tekne özellik kategorisi ekle',
  tags,
  body: boatFeatureCategoryBodySchema,
  response: boatFeatureCategory,
  status: 201,
});

export const deleteBoatFeatureCategory = endpoint({
  method: 'DELETE',
  path: '/v1/admin/boat/featurecategory/{id}',
  summary: 'Tekne özellik kategorisini sil (içinde özellik varken reddedilir)',
  tags,
  params: idParams(),
  response: messageContent,
});

export const createBoatFeature = endpoint({
  method: 'POST',
  path: '/v1/admin/boat/feature',
  summary: 'Tekne özelliği ekle',
  tags,
  body: boatFeatureBodySchema,
  response: boatFeature,
  status: 201,
});

export const updateBoatFeature = endpoint({
  method: 'PUT',
  path: '/v1/admin/boats/{id}',
  summary: 'Tekne özelliğini güncelle',
  description: 'SPEC §7’deki yol: {id} bir tekne özelliğinin numarasıdır (tekne değil).',
  tags,
  params: idParams(),
  body: boatFeatureBodySchema,
  response: boatFeature,
});

export const deleteBoatFeature = endpoint({
  method: 'DELETE',
  path: '/v1/admin/boat/feature/{id}',
  summary: 'Tekne özelliğini sil',
  tags,
  params: idParams(),
  response: messageContent,
});

export const setBoatFeatures = endpoint({
  method: 'PUT',
  path: '/v1/admin/boat/{boat_id}/features',
  summary: 'Teknenin özelliklerini belirle',
  tags,
  params: z.object({ boat_id: recordId() }),
  body: boatFeatureSetSchema,
  response: boatDetail,
});
