import { z } from 'zod';
import { crudEndpoints } from './crud';
import { endpoint } from './endpoint';
import {
  optionalSlug,
  optionalText,
  pagingQuery,
  recordId,
  recordIdFilter,
  specIds,
  text,
  townRef,
} from './fields';

/** Towns (ilçe) and their districts (bölge), the regions villas are filed under (SPEC §7). */

export const townBodySchema = z.object({
  name: text('İlçe adı', 80),
  slug: optionalSlug(),
  description: optionalText('Açıklama', 5000),
  popular: z.boolean().optional().default(false),
});
export type TownBody = z.infer<typeof townBodySchema>;
/** As a form holds it (before defaults). */
export type TownBodyInput = z.input<typeof townBodySchema>;

export const districtBodySchema = z.object({
  town_id: recordId('İlçe'),
  name: text('Bölge adı', 80),
  slug: optionalSlug(),
});
export type DistrictBody = z.infer<typeof districtBodySchema>;
export type DistrictBodyInput = z.input<typeof districtBodySchema>;

/** A district as listed inside its town. */
export const townDistrict = z.object({
  ...specIds('district_id'),
  name: z.string(),
  slug: z.string(),
});

export const town = z.object({
  ...specIds('town_id'),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  popular: z.boolean(),
  villa_count: z.number().int(),
  District: z.array(townDistrict),
});
export type Town = z.infer<typeof town>;

export const district = z.object({
  ...specIds('district_id'),
  ...townRef,
  name: z.string(),
  slug: z.string(),
  villa_count: z.number().int(),
});
export type District = z.infer<typeof district>;

// The town and district answers were never documented ('Default Response'): the routes keep that
// (registerRoute's undocumentedResponse), so the OpenAPI document does not change.

export const {
  list: listTowns,
  get: getTown,
  create: createTown,
  update: updateTown,
  remove: deleteTown,
} = crudEndpoints({
  path: '/v1/admin/towns',
  tags: ['towns'],
  query: pagingQuery(10),
  row: town,
  body: townBodySchema,
  summaries: {
    list: 'İlçe listesi (10 / sayfa)',
    get: 'İlçe detayı',
    create: 'İlçe ekle',
    update: 'İlçe güncelle',
    remove: 'İlçe sil',
  },
  removeDescription: 'Villası olan ilçe silinemez (409). Bölgeleri (villasız) ilçeyle birlikte silinir.',
  getPath: '/v1/admin/showtown/{id}',
  updateKey: 'town_id',
});

export const listTownsSelect = endpoint({
  method: 'GET',
  path: '/v1/admin/towns/select',
  summary: 'Seçim kutuları için ilçeler ve bölgeleri',
  tags: ['towns'],
  response: z.array(town),
});

export const {
  list: listDistricts,
  get: getDistrict,
  create: createDistrict,
  update: updateDistrict,
  remove: deleteDistrict,
} = crudEndpoints({
  path: '/v1/admin/districts',
  tags: ['districts'],
  query: pagingQuery(10).extend({ town_id: recordIdFilter() }),
  row: district,
  body: districtBodySchema,
  summaries: {
    list: 'Bölge listesi (10 / sayfa)',
    get: 'Bölge detayı',
    create: 'Bölge ekle',
    update: 'Bölge güncelle',
    remove: 'Bölge sil',
  },
  removeDescription: 'Villası olan bölge silinemez (409).',
  updateKey: 'district_id',
});
