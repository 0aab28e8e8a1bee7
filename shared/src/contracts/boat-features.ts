import { z } from 'zod';
import { endpoint } from './endpoint';
import { boatDetail } from './boats';
import { featureBodyFields, featureCatalog, featureFields } from './crud';
import { recordId, recordIdList } from './fields';

/** Boat features (tekne özellikleri) in categories, and the features of one boat (SPEC §7). */

export const boatFeatureBodySchema = z.object(featureBodyFields());
export type BoatFeatureBody = z.infer<typeof boatFeatureBodySchema>;
export const boatFeatureSetSchema = z.object({
  feature_ids: recordIdList('Özellik', { max: 500 }),
});

export const boatFeature = z.object(featureFields);
export type BoatFeature = z.infer<typeof boatFeature>;

const tags = ['boat features'];

export const {
  category: boatFeatureCategory,
  categoryBody: boatFeatureCategoryBodySchema,
  list: listBoatFeatures,
  createCategory: createBoatFeatureCategory,
  deleteCategory: deleteBoatFeatureCategory,
  createFeature: createBoatFeature,
  updateFeature: updateBoatFeature,
  deleteFeature: deleteBoatFeature,
} = featureCatalog({
  tags,
  paths: {
    list: '/v1/admin/listBoatFeatures',
    category: '/v1/admin/boat/featurecategory',
    feature: '/v1/admin/boat/feature',
    update: '/v1/admin/boats/{id}',
  },
  feature: boatFeature,
  featureBody: boatFeatureBodySchema,
  summaries: {
    list: 'Tekne özellik kategorileri ve özellikleri',
    createCategory: 'Tekne özellik kategorisi ekle',
    deleteCategory: 'Tekne özellik kategorisini sil (içinde özellik varken reddedilir)',
    createFeature: 'Tekne özelliği ekle',
    updateFeature: 'Tekne özelliğini güncelle',
    deleteFeature: 'Tekne özelliğini sil',
  },
  descriptions: { updateFeature: 'SPEC §7’deki yol: {id} bir tekne özelliğinin numarasıdır (tekne değil).' },
});
export type BoatFeatureCategory = z.infer<typeof boatFeatureCategory>;

export const setBoatFeatures = endpoint({
  method: 'PUT',
  path: '/v1/admin/boat/{boat_id}/features',
  summary: 'Teknenin özelliklerini belirle',
  tags,
  params: z.object({ boat_id: recordId() }),
  body: boatFeatureSetSchema,
  response: boatDetail,
});
