import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  idParams,
  messageContent,
  optionalSlug,
  optionalText,
  pagingQuery,
  recordId,
  recordIdFilter,
  text,
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
  id: z.number().int(),
  district_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});

export const town = z.object({
  id: z.number().int(),
  town_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  popular: z.boolean(),
  villa_count: z.number().int(),
  District: z.array(townDistrict),
});
export type Town = z.infer<typeof town>;

export const district = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  town_id: z.number().int(),
  town_name: z.string(),
  name: z.string(),
  slug: z.string(),
  villa_count: z.number().int(),
});
export type District = z.infer<typeof district>;

// The town and district answers were never documented ('Default Response'): the routes keep that
// (registerRoute's undocumentedResponse), so the OpenAPI document does not change.

const townTags = ['towns'];

export const listTowns = endpoint({
  method: 'GET',
  path: '/v1/admin/towns',
  summary: 'İlçe listesi (10 / sayfa)',
  tags: townTags,
  query: pagingQuery(10),
  response: z.array(town),
  total: true,
});

export const listTownsSelect = endpoint({
  method: 'GET',
  path: '/v1/admin/towns/select',
  summary: 'Seçim kutuları için ilçeler ve bölgeleri',
  tags: townTags,
  response: z.array(town),
});

export const getTown = endpoint({
  method: 'GET',
  path: '/v1/admin/showtown/{id}',
  summary: 'İlçe detayı',
  tags: townTags,
  params: idParams(),
  response: town,
});

export const createTown = endpoint({
  method: 'POST',
  path: '/v1/admin/towns',
  summary: 'İlçe ekle',
  tags: townTags,
  body: townBodySchema,
  response: town,
  status: 201,
});

export const updateTown = endpoint({
  method: 'PUT',
  path: '/v1/admin/towns/{town_id}',
  summary: 'İlçe güncelle',
  tags: townTags,
  params: z.object({ town_id: recordId() }),
  body: townBodySchema,
  response: town,
});

export const deleteTown = endpoint({
  method: 'DELETE',
  path: '/v1/admin/towns/{id}',
  summary: 'İlçe sil',
  description: 'Villası olan ilçe silinemez (409). Bölgeleri (villasız) ilçeyle birlikte silinir.',
  tags: townTags,
  params: idParams(),
  response: messageContent,
});

const districtTags = ['districts'];

export const listDistricts = endpoint({
  method: 'GET',
  path: '/v1/admin/districts',
  summary: 'Bölge listesi (10 / sayfa)',
  tags: districtTags,
  query: pagingQuery(10).extend({ town_id: recordIdFilter() }),
  response: z.array(district),
  total: true,
});

export const getDistrict = endpoint({
  method: 'GET',
  path: '/v1/admin/districts/{id}',
  summary: 'Bölge detayı',
  tags: districtTags,
  params: idParams(),
  response: district,
});

export const createDistrict = endpoint({
  method: 'POST',
  path: '/v1/admin/districts',
  summary: 'Bölge ekle',
  tags: districtTags,
  body: districtBodySchema,
  response: district,
  status: 201,
});

export const updateDistrict = endpoint({
  method: 'PUT',
  path: '/v1/admin/districts/{district_id}',
  summary: 'Bölge güncelle',
  tags: districtTags,
  params: z.object({ district_id: recordId() }),
  body: districtBodySchema,
  response: district,
});

export const deleteDistrict = endpoint({
  method: 'DELETE',
  path: '/v1/admin/districts/{id}',
  summary: 'Bölge sil',
  description: 'Villası olan bölge silinemez (409).',
  tags: districtTags,
  params: idParams(),
  response: messageContent,
});
