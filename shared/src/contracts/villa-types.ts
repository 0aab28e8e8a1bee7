import { z } from 'zod';
import { crudEndpoints } from './crud';
import { namedRecord, optionalSlug, pagingQuery, text } from './fields';

/** Villa types (villa tipi): a villa's kind, a storefront filter and a landing page (SPEC §7). */

export const villaTypeBodySchema = z.object({ name: text('Villa tipi adı', 80), slug: optionalSlug() });
export type VillaTypeBody = z.infer<typeof villaTypeBodySchema>;
export type VillaTypeBodyInput = z.input<typeof villaTypeBodySchema>;

export const villaType = z.object({
  ...namedRecord,
  villa_count: z.number().int(),
});
export type VillaType = z.infer<typeof villaType>;

// The answers were never documented ('Default Response'): the routes keep that
// (registerRoute's undocumentedResponse), so the OpenAPI document does not change.

export const {
  list: listVillaTypes,
  get: getVillaType,
  create: createVillaType,
  update: updateVillaType,
  remove: deleteVillaType,
} = crudEndpoints({
  path: '/v1/admin/villatypes',
  tags: ['villa types'],
  query: pagingQuery(10),
  row: villaType,
  body: villaTypeBodySchema,
  summaries: {
    list: 'Villa tipleri (10 / sayfa; take=100 seçim kutuları için)',
    get: 'Villa tipi detayı',
    create: 'Villa tipi ekle',
    update: 'Villa tipi güncelle',
    remove: 'Villa tipi sil',
  },
  removeDescription: 'Bu tipte villa varsa silinemez (409).',
});
